import type { Store } from "../store";
import type { LinkAction } from "./links";
import { bookingMailKinds, moveKey } from "./mails/kinds";
import type { Booking, BookingStatus } from "./store";

/** What pressing a link's button did. */
export type ActionOutcome =
  | { done: true; booking: Booking }
  /** Nothing changed: the booking was already in `status` (the same action twice, or too late). */
  | { done: false; booking: Booking };

/** The statuses each action moves from, and to. */
export const moves: Record<LinkAction, { from: readonly BookingStatus[]; to: BookingStatus }> = {
  confirm: { from: ["requested"], to: "confirmed" },
  decline: { from: ["requested"], to: "declined" },
  cancel: { from: ["requested", "confirmed"], to: "cancelled" },
};

/**
 * Performs one link's action in one transaction: the booking's new status and every mail about
 * it land together, or nothing does. A booking not in a status the action moves from is left
 * as it is, so pressing twice, or confirming a cancelled booking, changes nothing.
 */
export function performAction(
  store: Store,
  action: LinkAction,
  inquiryId: string,
  { note = "", now }: { note?: string; now: number },
): ActionOutcome | null {
  return store.transaction(() => {
    const { from, to } = moves[action];
    const current = store.bookings.get(inquiryId);
    const inquiry = store.inquiries.get(inquiryId);
    if (!current || !inquiry) return null;
    // Calendars that hold its event (it was confirmed once) are told, with a higher SEQUENCE.
    const invited = current.invited;
    const moved = store.bookings.transition(inquiryId, from, to, { note, now });
    if (!moved) return { done: false, booking: current };

    const visitor = inquiry.email.toLowerCase();
    const dedupe = moveKey(current.moves);
    const enqueue = (kind: string, recipient = "", params: Record<string, unknown> = {}) =>
      store.outbox.enqueue({ kind, recordId: inquiryId, recipient, params, dedupe }, now);
    if (action === "confirm") {
      enqueue(bookingMailKinds.confirmed, visitor);
      enqueue(bookingMailKinds.confirmedFirm);
    } else if (action === "decline") {
      enqueue(bookingMailKinds.declined, visitor);
      if (invited) enqueue(bookingMailKinds.declinedFirm);
    } else {
      enqueue(bookingMailKinds.cancelledFirm, "", { invited });
      if (invited) enqueue(bookingMailKinds.cancelled, visitor);
      store.outbox.cancelPending(inquiryId, bookingMailKinds.reminder);
    }
    return { done: true, booking: moved.after };
  });
}
