/** A store's records set up directly, as the lifecycle would have left them, for tests. */
import type { Inquiry } from "../../app/contact/schema";
import { firmMailKind } from "../mail-kinds";
import type { Store } from "../store";

/** Records the firm's mail about an inquiry as sent at `at`, as the outbox would. */
export function markFirmMailSent(store: Store, inquiryId: string, at: number): void {
  const mail = store.outbox.forRecord(inquiryId).find((m) => m.kind === firmMailKind);
  if (!mail) throw new Error(`No firm mail queued for ${inquiryId}`);
  store.outbox.markSent(mail.id, at);
}

/**
 * An inquiry stored with the firm's mail about it queued, as the lifecycle's request stores one
 * (without the acknowledgment), for tests that set up a store's records directly.
 */
export function storeInquiry(
  store: Store,
  inquiry: Inquiry,
  { spam, now = Date.now() }: { spam: boolean; now?: number },
): string {
  return store.transaction(() => {
    const id = store.inquiries.insert(inquiry, { spam, now });
    if (!spam) store.outbox.enqueue({ kind: firmMailKind, recordId: id }, now);
    return id;
  });
}
