import type { Db } from "../db";

/**
 * The last good copy of each busy calendar (table `busy_calendars`, migration 0006), keyed by a
 * hash of its address (the address itself, a secret, is never stored), with the last outcome.
 */

export interface CalendarRow {
  key: string;
  owner: string;
  label: string;
  body: string | null;
  event_count: number;
  /** Last success (ms). */
  fetched_at: number | null;
  last_failure_at: number | null;
  last_failure: string | null;
  state: "new" | "ok" | "failing";
}

export type CalendarStore = ReturnType<typeof calendarStore>;

export function calendarStore(db: Db) {
  const get = db.prepare<[string], CalendarRow>(`SELECT * FROM busy_calendars WHERE key = ?`);
  const ensure = db.prepare<{ key: string; owner: string; label: string }>(
    `INSERT INTO busy_calendars (key, owner, label) VALUES (@key, @owner, @label)
     ON CONFLICT (key) DO UPDATE SET owner = excluded.owner, label = excluded.label`,
  );
  const succeed = db.prepare<{ key: string; body: string; events: number; at: number }>(
    `UPDATE busy_calendars SET body = @body, event_count = @events, fetched_at = @at, state = 'ok'
     WHERE key = @key`,
  );
  const fail = db.prepare<{ key: string; reason: string; at: number }>(
    `UPDATE busy_calendars SET last_failure = @reason, last_failure_at = @at, state = 'failing'
     WHERE key = @key`,
  );
  return {
    get: (key: string): CalendarRow | null => get.get(key) ?? null,
    ensure: (calendar: { key: string; owner: string; label: string }) => ensure.run(calendar),
    succeed: (key: string, body: string, events: number, at: number) =>
      succeed.run({ key, body, events, at }),
    fail: (key: string, reason: string, at: number) => fail.run({ key, reason, at }),
  };
}
