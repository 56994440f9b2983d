import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { Inquiry } from "../app/contact/schema";

/**
 * The durable inquiry store. One SQLite file in DATA_DIR, WAL with synchronous=FULL, so a row is
 * on disk before `insert` returns and the visitor hears 201. The outbox is not a second table:
 * an inquiry whose mail_status is `pending` is in it, and `next_attempt_at` says when it is due.
 */

export type MailStatus = "pending" | "sent" | "spam";

export interface StoredInquiry {
  id: string;
  receivedAt: string;
  language: Inquiry["language"];
  fullName: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  spam: boolean;
  mailStatus: MailStatus;
  mailAttempts: number;
  mailedAt: string | null;
  lastMailError: string | null;
}

interface Row {
  id: string;
  received_at: string;
  language: Inquiry["language"];
  full_name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  spam: number;
  mail_status: MailStatus;
  mail_attempts: number;
  mailed_at: string | null;
  last_mail_error: string | null;
}

/** Each entry upgrades the schema by one version (PRAGMA user_version); never edit a shipped one. */
const migrations: string[] = [
  `CREATE TABLE inquiries (
     id              TEXT PRIMARY KEY,
     received_at     TEXT NOT NULL,
     language        TEXT NOT NULL CHECK (language IN ('en', 'ar')),
     full_name       TEXT NOT NULL,
     email           TEXT NOT NULL,
     phone           TEXT NOT NULL,
     service         TEXT NOT NULL,
     message         TEXT NOT NULL,
     spam            INTEGER NOT NULL DEFAULT 0,
     mail_status     TEXT NOT NULL CHECK (mail_status IN ('pending', 'sent', 'spam')),
     mail_attempts   INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER,
     mailed_at       TEXT,
     last_mail_error TEXT
   ) STRICT;
   CREATE INDEX inquiries_outbox ON inquiries (next_attempt_at) WHERE mail_status = 'pending';
   CREATE INDEX inquiries_received ON inquiries (received_at);
   CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at INTEGER NOT NULL) STRICT;`,
];

// Crockford's base32 without look-alikes: ids are read aloud and typed by the firm.
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A 12-character random id (60 bits), e.g. `K7Q2M9XW4T1B`. */
export function newInquiryId(): string {
  const bytes = randomBytes(12);
  let id = "";
  for (const byte of bytes) id += alphabet[byte & 31];
  return id;
}

function fromRow(row: Row): StoredInquiry {
  return {
    id: row.id,
    receivedAt: row.received_at,
    language: row.language,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    message: row.message,
    spam: row.spam === 1,
    mailStatus: row.mail_status,
    mailAttempts: row.mail_attempts,
    mailedAt: row.mailed_at,
    lastMailError: row.last_mail_error,
  };
}

export type Store = ReturnType<typeof openStore>;

export const storeFileName = "inquiries.sqlite";

/** Opens (creating unless `mustExist`) and migrates the store in `dataDir`. */
export function openStore(dataDir: string, { mustExist = false } = {}) {
  if (!mustExist) mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, storeFileName), {
    fileMustExist: mustExist,
    timeout: 5000,
  });
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  migrate(db);

  const insert = db.prepare(
    `INSERT INTO inquiries (id, received_at, language, full_name, email, phone, service, message, spam, mail_status, next_attempt_at)
     VALUES (@id, @receivedAt, @language, @fullName, @email, @phone, @service, @message, @spam, @mailStatus, @nextAttemptAt)`,
  );
  const due = db.prepare<[number, number], { id: string }>(
    `SELECT id FROM inquiries WHERE mail_status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, received_at LIMIT ?`,
  );
  const claim = db.prepare<{ id: string; now: number; retryAt: number }>(
    `UPDATE inquiries SET mail_attempts = mail_attempts + 1, next_attempt_at = @retryAt
     WHERE id = @id AND mail_status = 'pending' AND next_attempt_at <= @now`,
  );
  const byId = db.prepare<[string], Row>(`SELECT * FROM inquiries WHERE id = ?`);
  const sent = db.prepare<{ id: string; at: string }>(
    `UPDATE inquiries SET mail_status = 'sent', mailed_at = @at, next_attempt_at = NULL, last_mail_error = NULL WHERE id = @id`,
  );
  const failed = db.prepare<{ id: string; error: string }>(
    `UPDATE inquiries SET last_mail_error = @error WHERE id = @id`,
  );
  const since = db.prepare<[string], Row>(
    `SELECT * FROM inquiries WHERE received_at >= ? ORDER BY received_at, id`,
  );
  const purge = db.prepare<[string]>(
    `DELETE FROM inquiries WHERE received_at < ? AND mail_status != 'pending'`,
  );
  const probe = db.prepare<[number]>(
    `INSERT INTO health (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
  );

  return {
    /** Stores an inquiry durably (the transaction is committed and synced when this returns). */
    insert(
      inquiry: Inquiry,
      { spam, now = Date.now() }: { spam: boolean; now?: number },
    ): StoredInquiry {
      const id = newInquiryId();
      insert.run({
        id,
        receivedAt: new Date(now).toISOString(),
        language: inquiry.language,
        fullName: inquiry.fullName,
        email: inquiry.email,
        phone: inquiry.phone,
        service: inquiry.service,
        message: inquiry.message,
        spam: spam ? 1 : 0,
        mailStatus: spam ? "spam" : "pending",
        nextAttemptAt: spam ? null : now,
      });
      return fromRow(byId.get(id)!);
    },

    get(id: string): StoredInquiry | null {
      const row = byId.get(id);
      return row ? fromRow(row) : null;
    },

    /** Ids of inquiries waiting for mail whose attempt is due. */
    due(now: number, limit = 20): string[] {
      return due.all(now, limit).map((row) => row.id);
    },

    /**
     * Takes a due inquiry for one send attempt and, in the same write, books its next attempt
     * at `retryAt`: if the process dies mid-send, the inquiry is due again then. Returns null when
     * it is no longer due (sent meanwhile, or taken by another worker).
     */
    claim(id: string, now: number, retryAt: number): StoredInquiry | null {
      const changed = claim.run({ id, now, retryAt }).changes;
      return changed === 1 ? fromRow(byId.get(id)!) : null;
    },

    markSent(id: string, now = Date.now()): void {
      sent.run({ id, at: new Date(now).toISOString() });
    },

    markFailed(id: string, error: string): void {
      failed.run({ id, error: error.slice(0, 500) });
    },

    /** Every inquiry received at or after `sinceIso` (default: all), oldest first. */
    list(sinceIso = ""): StoredInquiry[] {
      return since.all(sinceIso).map(fromRow);
    },

    /**
     * Deletes inquiries received before `beforeIso` that have been mailed (or were spam):
     * the privacy notice's retention period. One still waiting for mail is never deleted.
     */
    purgeBefore(beforeIso: string): number {
      return purge.run(beforeIso).changes;
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

function migrate(db: Database.Database): void {
  const version = db.pragma("user_version", { simple: true }) as number;
  if (version > migrations.length) {
    throw new Error(
      `The inquiry store has schema version ${version}, newer than this server knows (${migrations.length})`,
    );
  }
  for (let v = version; v < migrations.length; v += 1) {
    db.transaction(() => {
      db.exec(migrations[v]!);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}
