import type { Booking } from "../bookings";
import type { OutboxMessage } from "../mail";
import type { Store } from "../store";
import type { StoredInquiry } from "./store";

/** Everything the store holds about one email address: the answer to a request for access. */
export interface PersonData {
  email: string;
  inquiries: (StoredInquiry & { booking: Booking | null; mails: OutboxMessage[] })[];
  /** Mails to this address about records that are not this address's inquiries (its data requests'). */
  otherMails: OutboxMessage[];
  /** The requests about their data this address made and proved. */
  dataRequests: ReturnType<Store["requests"]["byEmail"]>;
}

/** What the store holds about `email` (case-insensitive): inquiries, their bookings, every mail. */
export function personData(store: Store, email: string): PersonData {
  const inquiries = store.inquiries.byEmail(email).map((inquiry) => ({
    ...inquiry,
    booking: store.bookings.get(inquiry.id),
    mails: store.outbox.forRecord(inquiry.id),
  }));
  const own = new Set(inquiries.map((i) => i.id));
  const otherMails = store.outbox.toRecipient(email).filter((mail) => !own.has(mail.recordId));
  return { email, inquiries, otherMails, dataRequests: store.requests.byEmail(email) };
}

/**
 * Their consultations still to come, asked for or confirmed. An erasure waits until each is
 * cancelled through its lifecycle, so that they and the calendars holding it are told: erased
 * with it, the time would be freed in silence.
 */
export const upcoming = (data: PersonData, now: number): Booking[] =>
  data.inquiries.flatMap(({ booking }) =>
    booking && ["requested", "confirmed"].includes(booking.status) && booking.start > now
      ? [booking]
      : [],
  );

/** How much a person's data holds: what the desk and the command show before an erasure. */
export function personCounts(data: PersonData) {
  const mails = [...data.inquiries.flatMap((inquiry) => inquiry.mails), ...data.otherMails];
  return {
    inquiries: data.inquiries.length,
    bookings: data.inquiries.filter((inquiry) => inquiry.booking).length,
    // The mails sent to them: the firm's own about them (no recipient) are not theirs.
    mails: mails.filter((mail) => mail.recipient).length,
    // Every mail about them still waiting, the firm's too: an erasure drops them all.
    unsent: mails.filter((mail) => mail.status === "pending").length,
    requests: data.dataRequests.length,
  };
}

/**
 * Erases everything about `email`: its inquiries with their bookings (which frees any time they
 * held), every mail about them or to the address, pending ones included, so none goes out, and
 * the address and words of its data requests (their references and answers stay, bare).
 * The store overwrites what it deletes (secure_delete) and the write-ahead log is checkpointed
 * and truncated, so no copy stays readable in the database files. Returns what was erased.
 */
export function erasePerson(store: Store, email: string, alongside?: () => void): PersonData {
  const data = personData(store, email);
  store.transaction(() => {
    for (const inquiry of data.inquiries) store.deleteInquiry(inquiry.id);
    store.outbox.deleteToRecipient(email);
    store.requests.blank(email);
    // What must land with the erasure or not at all (the desk's answer, its mail, its audit line).
    alongside?.();
  });
  // A reader in the server can hold the log for a moment: try again rather than leave a copy.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const [result] = store.db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
    if (result?.busy === 0) return data;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  }
  throw new Error("Erased, but the write-ahead log could not be truncated: run the command again");
}
