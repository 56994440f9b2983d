import { bookingStore } from "./bookings/store";
import { openDatabase } from "./db";
import { auditStore } from "./desk/audit";
import { conflictStore } from "./desk/conflicts";
import { inquiryStore } from "./inquiries/store";
import { outboxStore } from "./mail/outbox-store";
import { dataRequestStore } from "./privacy/store";

export { storeFileName } from "./db";

export type Store = ReturnType<typeof openStore>;

/** The site's store: one SQLite file, the queries of each capability over it. */
export function openStore(dataDir: string, options: { mustExist?: boolean } = {}) {
  const db = openDatabase(dataDir, options);
  const outbox = outboxStore(db);
  const inquiries = inquiryStore(db);
  const bookings = bookingStore(db);
  const audit = auditStore(db);
  const conflicts = conflictStore(db);
  const requests = dataRequestStore(db);

  const probe = db.prepare<[number]>(
    `INSERT INTO health (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
  );
  const expired = db.prepare<[string, number], { id: string }>(
    `SELECT id FROM inquiries i WHERE received_at < ?
       AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.record_id = i.id AND o.status = 'pending')
       AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.inquiry_id = i.id
                         AND b.status IN ('requested', 'confirmed') AND b.end_at > ?)`,
  );
  const eraseNames = db.prepare<[string]>(`DELETE FROM conflict_names WHERE record_id = ?`);
  const deleteRecord = [
    db.prepare<[string]>(`DELETE FROM outbox WHERE record_id = ?`),
    db.prepare<[string]>(`DELETE FROM bookings WHERE inquiry_id = ?`),
    db.prepare<[string]>(`DELETE FROM inquiries WHERE id = ?`),
  ];

  return {
    db,
    inquiries,
    outbox,
    bookings,
    audit,
    conflicts,
    requests,

    /**
     * Runs `work` in one transaction: all of its writes land, or none. IMMEDIATE, so it holds the
     * write lock from its first read: another process cannot change what it read before it writes
     * (it waits, by the busy timeout), where a deferred one's write would fail (SQLITE_BUSY_SNAPSHOT).
     */
    transaction<T>(work: () => T): T {
      return db.transaction(work).immediate();
    },

    /**
     * Erases an inquiry with its booking, every mail about it and its names in the register of
     * conflict checks (which the retention period's purge keeps): a person's erasure.
     */
    deleteInquiry(id: string): void {
      db.transaction(() => {
        for (const statement of deleteRecord) statement.run(id);
        eraseNames.run(id);
      }).immediate();
    },

    /**
     * Deletes inquiries received before `beforeIso`, with their bookings and mails, once nothing
     * about them is pending: the privacy notice's retention period. Returns how many.
     */
    purgeBefore(beforeIso: string, now = Date.now()): number {
      return db
        .transaction(() => {
          const ids = expired.all(beforeIso, now).map((row) => row.id);
          for (const id of ids) for (const statement of deleteRecord) statement.run(id);
          return ids.length;
        })
        .immediate();
    },

    /** Throws unless a write reaches the disk: the health check. */
    probeWrite(now = Date.now()): void {
      probe.run(now);
    },

    get open(): boolean {
      return db.open;
    },

    close(): void {
      if (db.open) db.close();
    },
  };
}
