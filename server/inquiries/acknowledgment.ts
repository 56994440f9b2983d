import type { Inquiry } from "../../app/contact/schema";
import type { Store } from "../store";

export const acknowledgmentKind = "inquiry.ack";

/** At most this many acknowledgments go to one address in 24 hours: the form is no mail cannon. */
export const acknowledgmentsPerDay = 3;

/**
 * Queues the visitor's acknowledgment of an inquiry, unless the address has had its share today.
 * Runs inside the transaction that stores the inquiry.
 */
export function acknowledge(
  store: Store,
  { id, inquiry }: { id: string; inquiry: Inquiry },
  now: number,
): boolean {
  const recipient = inquiry.email.toLowerCase();
  const since = new Date(now - 86_400_000).toISOString();
  if (store.outbox.countTo(recipient, acknowledgmentKind, since) >= acknowledgmentsPerDay)
    return false;
  return store.outbox.enqueue({ kind: acknowledgmentKind, recordId: id, recipient }, now) !== null;
}
