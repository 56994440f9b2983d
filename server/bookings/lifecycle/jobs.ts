import type { Store } from "../../store";
import type { Requester } from "../store";
import { change } from "./answer";
import { emit } from "./table";

/**
 * Every requested time whose hold has run out at `now` expires: the time goes back to the
 * visitors who can take it, and the visitor and the firm are told. Runs at start and every
 * minute, so a hold that ran out while the server was down expires on the next start.
 */
export function expireHolds(store: Store, now: number): number {
  return store.transaction(
    () =>
      store.bookings.dueToExpire(now).filter((id) => change(store, "expire", id, { now }).done)
        .length,
  );
}

/** How long before a confirmed consultation its reminder goes out. */
const reminderLeadMs = 24 * 3_600_000;

/**
 * Queues the reminder of every confirmed consultation that starts within the next 24 hours,
 * once (the dedupe key is its start). One confirmed when less than 24 hours were left gets none:
 * its confirmation has only just arrived. Returns how many were queued.
 */
export function queueReminders(store: Store, now: number): number {
  return store.transaction(() => {
    let queued = 0;
    for (const booking of store.bookings.confirmedBetween(now, now + reminderLeadMs)) {
      if (Date.parse(booking.updatedAt) > booking.start - reminderLeadMs) continue;
      const inquiry = store.inquiries.get(booking.inquiryId);
      if (!inquiry) continue;
      const event = { inquiryId: booking.inquiryId, visitor: inquiry.email, invited: true };
      queued += emit(store, { name: "remind", ...event, dedupe: String(booking.start) }, now);
    }
    return queued;
  });
}

/** Everyone who asked for a booking: their address key and their device key. */
function requesters(store: Store, inquiryId: string) {
  const who = store.bookings.requester(inquiryId);
  return [
    ...(who?.holder ? [{ holder: who.holder }] : []),
    ...(who?.deviceKey ? [{ deviceKey: who.deviceKey }] : []),
  ];
}

/** The waiting requests of whoever asked for this booking, by address or by device. */
export function openRequestsOf(store: Store, inquiryId: string): Set<string> {
  return new Set(requesters(store, inquiryId).flatMap((who) => store.bookings.openIds(who)));
}

/**
 * The firm's one step against a person holding many times: every request still waiting from
 * this address key or device, or from whoever asked for `inquiryId`, is released at once. The
 * visitor's messages stay for the firm to read. Returns the references released.
 */
export function release(
  store: Store,
  who: Requester | { inquiryId: string },
  now: number,
): string[] {
  return store.transaction(() => {
    const ids =
      "inquiryId" in who ? openRequestsOf(store, who.inquiryId) : store.bookings.openIds(who);
    return [...ids].filter((id) => change(store, "release", id, { now }).done);
  });
}
