import type { Db } from "../db";

/** How long the audit log keeps a line; the table's trigger refuses to delete a younger one. */
export const auditKeptMs = 2 * 365 * 86_400_000;

/**
 * One line of the audit log: who did what, when, to which record (by its reference, never a
 * person's data) and from which address.
 */
export interface AuditLine {
  at: number;
  /** The staff member: "Name <email>" (an account's, never a visitor's). */
  actor: string;
  /** What was done: `signed-in`, `confirm`, `decline:cannot-act`, `attend`, … */
  action: string;
  record: string;
  address: string;
  /** What the action needs said beyond its code, as JSON (migration 0019): a move's `from`, `to`. */
  detail?: string;
}

/** Whose lines, and which action's: '' for all. */
export interface AuditFilter {
  actor: string;
  action: string;
}

/** The audit log's SQL (migration 0011): lines are added, read newest first, and purged at two years. */
export function auditStore(db: Db) {
  const insert = db.prepare<Required<AuditLine>>(
    `INSERT INTO audit_log (at, actor, action, record, address, detail) VALUES (@at, @actor, @action, @record, @address, @detail)`,
  );
  const columns = "at, actor, action, record, address, detail";
  // '' picks every staff member, or every action.
  const matching = `(@actor = '' OR actor = @actor) AND (@action = '' OR action = @action)`;
  const newest = db.prepare<AuditFilter & { limit: number; offset: number }, AuditLine>(
    `SELECT ${columns} FROM audit_log WHERE ${matching} ORDER BY id DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<AuditFilter, { n: number }>(
    `SELECT count(*) AS n FROM audit_log WHERE ${matching}`,
  );
  const actors = db.prepare<[], { actor: string }>(
    `SELECT DISTINCT actor FROM audit_log WHERE actor != '' ORDER BY actor`,
  );
  const ofRecord = db.prepare<[string], AuditLine>(
    `SELECT ${columns} FROM audit_log WHERE record = ? ORDER BY id`,
  );
  const purge = db.prepare<[number]>(`DELETE FROM audit_log WHERE at < ?`);
  return {
    add(line: AuditLine): void {
      insert.run({ detail: "", ...line });
    },
    /** A page of lines, newest first, and how many there are in all; of one actor or action. */
    page(limit: number, offset: number, { actor = "", action = "" }: Partial<AuditFilter> = {}) {
      const filter = { actor, action };
      return { lines: newest.all({ ...filter, limit, offset }), total: count.get(filter)!.n };
    },
    /** Everyone the log names, for the page's choice of whose lines to show. */
    actors(): string[] {
      return actors.all().map((row) => row.actor);
    },
    /** Every line about one record (a consultation's reference), oldest first. */
    of(record: string): AuditLine[] {
      return ofRecord.all(record);
    },
    /** Deletes the lines older than two years before `now`; returns how many. */
    purgeOld(now: number): number {
      return purge.run(now - auditKeptMs).changes;
    },
  };
}
