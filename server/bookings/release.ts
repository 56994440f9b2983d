import type { Store } from "../store";
import { bookingMailKinds } from "./mails/kinds";
import type { Requester } from "./store";

/**
 * Releases every requested time whose hold has run out at `now`: the booking becomes `expired`
 * (the held-time index lets the time go) and the visitor and the firm are told, in the same
 * transaction. Runs at start and every minute, so a hold that ran out while the server was down
 * is released on the next start. Returns how many.
 */
export function expireHolds(store: Store, now: number): number {
  return store.transaction(() => {
    let expired = 0;
    for (const id of store.bookings.dueToExpire(now)) {
      const inquiry = store.inquiries.get(id);
      if (!store.bookings.transition(id, ["requested"], "expired", { now })) continue;
      expired += 1;
      if (inquiry) {
        const visitor = inquiry.email.toLowerCase();
        store.outbox.enqueue(
          { kind: bookingMailKinds.expired, recordId: id, recipient: visitor },
          now,
        );
      }
      store.outbox.enqueue({ kind: bookingMailKinds.expiredFirm, recordId: id }, now);
    }
    return expired;
  });
}

/**
 * The firm's one step against a person holding many times: every request still waiting from
 * this address key or client is released at once. No mail goes out (the firm chose it, and the
 * addresses may not be the sender's own); the visitor's messages stay for the firm to read.
 * Returns the references released.
 */
export function releaseOpenRequests(store: Store, who: Requester, now: number): string[] {
  return store.transaction(() =>
    store.bookings
      .openIds(who)
      .filter((id) => store.bookings.transition(id, ["requested"], "released", { now }) !== null),
  );
}
