import type { Db } from "../db";

export const requestKinds = [
  "access",
  "correction",
  "erasure",
  "objection",
  "portability",
] as const;
export type RequestKind = (typeof requestKinds)[number];
export const requestSources = ["form", "email", "phone", "letter"] as const;
export type RequestSource = (typeof requestSources)[number];
export const requestOutcomes = ["copy", "corrected", "erased", "refused"] as const;
export type RequestOutcome = (typeof requestOutcomes)[number];

/** A request under the Personal Data Protection Law, as migration 0014 keeps it. */
export interface DataRequest {
  id: string;
  /** '' once the person is erased. */
  email: string;
  kind: RequestKind;
  /** What the person said of it (a correction's facts), '' once erased. */
  details: string;
  language: "en" | "ar";
  source: RequestSource;
  receivedAt: number;
  provenAt: number | null;
  /** The last day to answer, in Amman (YYYY-MM-DD); null while unproven. */
  dueOn: string | null;
  enteredBy: string;
  answeredAt: number | null;
  answeredBy: string;
  outcome: RequestOutcome | null;
  /** The reason of a refusal, or what a correction changed, as the firm wrote it. */
  note: string;
}

const columns = `id, email, kind, details, language, source, received_at AS receivedAt,
  proven_at AS provenAt, due_on AS dueOn, entered_by AS enteredBy, answered_at AS answeredAt,
  answered_by AS answeredBy, outcome, note`;

/** How long an unproven request waits for its owner to open the link. */
export const proofValidMs = 24 * 3_600_000;

/**
 * How long an answered request is kept, to show that it was answered in time: two years from
 * the answer, as the audit log's line about it (the privacy notice's period; a fact to confirm).
 */
export const answeredKeptMs = 2 * 365.25 * 86_400_000;

export const requestViews = ["open", "answered"] as const;
export type RequestView = (typeof requestViews)[number];

/** The store's side of people's data requests: every write is one statement or one transaction. */
export function dataRequestStore(db: Db) {
  const insert = db.prepare<Omit<DataRequest, "answeredAt" | "answeredBy" | "outcome" | "note">>(
    `INSERT INTO data_requests (id, email, kind, details, language, source, received_at, proven_at, due_on, entered_by)
     VALUES (@id, @email, @kind, @details, @language, @source, @receivedAt, @provenAt, @dueOn, @enteredBy)`,
  );
  const one = db.prepare<[string], DataRequest>(
    `SELECT ${columns} FROM data_requests WHERE id = ?`,
  );
  // Only once, only in time: a second press of the link, or a late one, changes nothing.
  const prove = db.prepare<{ id: string; at: number; dueOn: string; since: number }>(
    `UPDATE data_requests SET proven_at = @at, due_on = @dueOn
     WHERE id = @id AND proven_at IS NULL AND received_at >= @since`,
  );
  const answer = db.prepare<{
    id: string;
    at: number;
    by: string;
    outcome: RequestOutcome;
    note: string;
  }>(
    `UPDATE data_requests SET answered_at = @at, answered_by = @by, outcome = @outcome, note = @note
     WHERE id = @id AND proven_at IS NOT NULL AND answered_at IS NULL`,
  );
  // The firm's notes too: a correction's says what the person's name was, and became.
  const blank = db.prepare<[string]>(
    `UPDATE data_requests SET email = '', details = '', note = '' WHERE email = ? COLLATE NOCASE`,
  );
  const page = {
    open: db.prepare<[number, number], DataRequest>(
      `SELECT ${columns} FROM data_requests WHERE proven_at IS NOT NULL AND answered_at IS NULL
       ORDER BY due_on, received_at LIMIT ? OFFSET ?`,
    ),
    answered: db.prepare<[number, number], DataRequest>(
      `SELECT ${columns} FROM data_requests WHERE answered_at IS NOT NULL
       ORDER BY answered_at DESC LIMIT ? OFFSET ?`,
    ),
  };
  const count = {
    open: db.prepare<[], { n: number }>(
      `SELECT count(*) AS n FROM data_requests WHERE proven_at IS NOT NULL AND answered_at IS NULL`,
    ),
    answered: db.prepare<[], { n: number }>(
      `SELECT count(*) AS n FROM data_requests WHERE answered_at IS NOT NULL`,
    ),
  };
  const byEmail = db.prepare<[string], DataRequest>(
    `SELECT ${columns} FROM data_requests WHERE email = ? COLLATE NOCASE AND proven_at IS NOT NULL ORDER BY received_at`,
  );
  /** Deletes the requests `select` picks (by one instant), and their mails first. */
  const purge = (select: string) => {
    const statements = [
      // The address someone typed is kept no longer than the request.
      db.prepare<[number]>(`DELETE FROM outbox WHERE record_id IN (${select})`),
      db.prepare<[number]>(`DELETE FROM data_requests WHERE id IN (${select})`),
    ];
    return (before: number) => statements.map((statement) => statement.run(before))[1]!.changes;
  };
  const purgeUnproven = purge(
    `SELECT id FROM data_requests WHERE proven_at IS NULL AND received_at < ?`,
  );
  const purgeAnswered = purge(`SELECT id FROM data_requests WHERE answered_at < ?`);
  // An erasure's own mail, once sent: the last place the erased address stood.
  const forgetErased = db.prepare(
    `DELETE FROM outbox WHERE status = 'sent'
       AND record_id IN (SELECT id FROM data_requests WHERE email = '' AND outcome = 'erased')`,
  );
  const correct = [
    db.prepare<{ email: string; fullName: string; phone: string }>(
      `UPDATE inquiries SET full_name = @fullName, phone = @phone WHERE email = @email COLLATE NOCASE`,
    ),
    db.prepare<{ email: string; fullName: string; phone: string }>(
      `UPDATE conflict_names SET name = @fullName, folded = squeeze_lines(@fullName)
       WHERE role = 'enquirer' AND record_id IN (SELECT id FROM inquiries WHERE email = @email COLLATE NOCASE)`,
    ),
  ];

  return {
    add(request: Omit<DataRequest, "answeredAt" | "answeredBy" | "outcome" | "note">): void {
      insert.run(request);
    },
    get(id: string): DataRequest | null {
      return one.get(id) ?? null;
    },
    /** Marks a request proven, with its deadline; false if it was already, or is too old. */
    prove(id: string, at: number, dueOn: string): boolean {
      return prove.run({ id, at, dueOn, since: at - proofValidMs }).changes === 1;
    },
    /** Records the firm's answer; false if it was answered already (or never proven). */
    answer(id: string, at: number, by: string, outcome: RequestOutcome, note: string): boolean {
      return answer.run({ id, at, by, outcome, note }).changes === 1;
    },
    /** What an erasure leaves of the person's requests: their references and outcomes only. */
    blank(email: string): void {
      blank.run(email);
    },
    /** The person's name and phone, as they asked them corrected, in every inquiry they sent. */
    correct(email: string, fullName: string, phone: string): void {
      for (const statement of correct) statement.run({ email, fullName, phone });
    },
    page(view: RequestView, limit: number, offset: number) {
      return { requests: page[view].all(limit, offset), total: count[view].get()!.n };
    },
    count(view: RequestView): number {
      return count[view].get()!.n;
    },
    /** The proven requests an address made: part of what the store holds about it. */
    byEmail(email: string): DataRequest[] {
      return byEmail.all(email);
    },
    /** Every proven request not yet answered (the reminders' pass). */
    open(): DataRequest[] {
      return page.open.all(-1, 0);
    },
    /**
     * Deletes the requests nobody proved within a day and those answered over two years ago,
     * with their mails, and the sent mail of every erasure; says how many requests of each.
     */
    purgeExpired(now: number): { unproven: number; answered: number } {
      return db.transaction(() => {
        forgetErased.run();
        return {
          unproven: purgeUnproven(now - proofValidMs),
          answered: purgeAnswered(now - answeredKeptMs),
        };
      })();
    },
  };
}
