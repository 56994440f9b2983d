import type { Store } from "../store";
import { bookingMailKinds } from "./mails/kinds";

/** How long before a confirmed consultation its reminder goes out. */
export const reminderLeadMs = 24 * 3_600_000;

/**
 * Queues the reminder of every confirmed consultation that starts within the next 24 hours.
 * The dedupe key is the start time, so however often this runs (every few minutes, after every
 * restart) a consultation's reminder is queued once. A consultation confirmed when less than
 * 24 hours were left gets none: its confirmation has only just arrived. Returns how many.
 */
export function queueReminders(store: Store, now: number): number {
  return store.transaction(() => {
    let queued = 0;
    for (const booking of store.bookings.confirmedBetween(now, now + reminderLeadMs)) {
      if (Date.parse(booking.updatedAt) > booking.start - reminderLeadMs) continue;
      const inquiry = store.inquiries.get(booking.inquiryId);
      if (!inquiry) continue;
      const id = store.outbox.enqueue(
        {
          kind: bookingMailKinds.reminder,
          recordId: booking.inquiryId,
          dedupe: String(booking.start),
          recipient: inquiry.email.toLowerCase(),
        },
        now,
      );
      if (id !== null) queued += 1;
    }
    return queued;
  });
}
