import type { Db } from "../db";
import { addressKey } from "./address";

export type OutboxStatus = "pending" | "sent" | "cancelled";

/** One mail waiting in, or gone through, the outbox. */
export interface OutboxMessage {
  id: number;
  kind: string;
  recordId: string;
  dedupe: string;
  /** The visitor's address for mails to a visitor; empty for mails to the firm. */
  recipient: string;
  params: Record<string, unknown>;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number | null;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
  /** The mail as written when a publish switched the content while it waited (JSON), or null. */
  composed: string | null;
}

interface Row {
  id: number;
  kind: string;
  record_id: string;
  dedupe: string;
  recipient: string;
  params: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number | null;
  created_at: string;
  sent_at: string | null;
  last_error: string | null;
  composed: string | null;
}

function fromRow(row: Row): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    recordId: row.record_id,
    dedupe: row.dedupe,
    recipient: row.recipient,
    params: JSON.parse(row.params) as Record<string, unknown>,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    composed: row.composed,
    lastError: row.last_error,
  };
}

export interface NewMessage {
  kind: string;
  recordId: string;
  /** Tells apart mails of one kind for one record (e.g. the start time a reminder is for). */
  dedupe?: string;
  recipient?: string;
  params?: Record<string, unknown>;
}

export type OutboxStore = ReturnType<typeof outboxStore>;

/** The outbox's queries. Enqueue inside the transaction that records the event the mail is about. */
export function outboxStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO outbox (kind, record_id, dedupe, recipient, recipient_key, params, status, next_attempt_at, created_at)
     VALUES (@kind, @recordId, @dedupe, @recipient, @recipientKey, @params, 'pending', @nextAttemptAt, @createdAt)
     ON CONFLICT (kind, record_id, dedupe) DO NOTHING`,
  );
  const due = db.prepare<[number, number], { id: number }>(
    `SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
  );
  const claim = db.prepare<{ id: number; now: number; retryAt: number }>(
    `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = @retryAt
     WHERE id = @id AND status = 'pending' AND next_attempt_at <= @now`,
  );
  const byId = db.prepare<[number], Row>(`SELECT * FROM outbox WHERE id = ?`);
  const waiting = db.prepare<[], Row>(
    `SELECT * FROM outbox WHERE status = 'pending' AND composed IS NULL ORDER BY id`,
  );
  const compose = db.prepare<[string, number]>(
    `UPDATE outbox SET composed = ? WHERE id = ? AND status = 'pending'`,
  );
  const byRecord = db.prepare<[string], Row>(
    `SELECT * FROM outbox WHERE record_id = ? ORDER BY id`,
  );
  const sent = db.prepare<{ id: number; at: string }>(
    `UPDATE outbox SET status = 'sent', sent_at = @at, next_attempt_at = NULL, last_error = NULL WHERE id = @id`,
  );
  const failed = db.prepare<{ id: number; error: string }>(
    `UPDATE outbox SET last_error = @error WHERE id = @id`,
  );
  const cancel = db.prepare<[number]>(
    `UPDATE outbox SET status = 'cancelled', next_attempt_at = NULL WHERE id = ? AND status = 'pending'`,
  );
  const cancelKinds = db.prepare<[string, string]>(
    `UPDATE outbox SET status = 'cancelled', next_attempt_at = NULL
     WHERE record_id = ? AND kind = ? AND status = 'pending'`,
  );
  const toRecipient = db.prepare<[string], Row>(
    `SELECT * FROM outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id`,
  );
  const deleteToRecipient = db.prepare<[string]>(
    `DELETE FROM outbox WHERE recipient = ? COLLATE NOCASE`,
  );
  const stuck = db.prepare<[string], { n: number; since: string | null }>(
    `SELECT count(*) AS n, min(created_at) AS since FROM outbox WHERE status = 'pending' AND created_at < ?`,
  );
  const countTo = db.prepare<[string, string, string], { n: number }>(
    `SELECT count(*) AS n FROM outbox WHERE recipient_key = ? AND kind IN (SELECT value FROM json_each(?))
     AND created_at >= ? AND status != 'cancelled'`,
  );

  return {
    /** Queues a mail; returns its id, or null when the same mail was already queued. */
    enqueue(message: NewMessage, now = Date.now()): number | null {
      const result = insert.run({
        kind: message.kind,
        recordId: message.recordId,
        dedupe: message.dedupe ?? "",
        recipient: message.recipient ?? "",
        recipientKey: message.recipient ? addressKey(message.recipient) : "",
        params: JSON.stringify(message.params ?? {}),
        nextAttemptAt: now,
        createdAt: new Date(now).toISOString(),
      });
      return result.changes === 1 ? Number(result.lastInsertRowid) : null;
    },

    get(id: number): OutboxMessage | null {
      const row = byId.get(id);
      return row ? fromRow(row) : null;
    },

    /** Every mail of a record, oldest first. */
    forRecord(recordId: string): OutboxMessage[] {
      return byRecord.all(recordId).map(fromRow);
    },

    /** Ids of pending mails whose attempt is due. */
    due(now: number, limit = 20): number[] {
      return due.all(now, limit).map((row) => row.id);
    },

    /**
     * Takes a due mail for one attempt and, in the same write, books its next attempt at
     * `retryAt`: if the process dies mid-send, the mail is due again then. Null when it is no
     * longer due (sent or cancelled meanwhile, or taken by another worker).
     */
    claim(id: number, now: number, retryAt: number): OutboxMessage | null {
      return claim.run({ id, now, retryAt }).changes === 1 ? fromRow(byId.get(id)!) : null;
    },

    markSent(id: number, now = Date.now()): void {
      sent.run({ id, at: new Date(now).toISOString() });
    },

    markFailed(id: number, error: string): void {
      failed.run({ id, error: error.slice(0, 500) });
    },

    /** How many mails queued before `beforeIso` still wait to go out, and since when. */
    stuck(beforeIso: string): { n: number; since: string | null } {
      return stuck.get(beforeIso)!;
    },

    /** The pending mails not yet written. */
    waiting(): OutboxMessage[] {
      return waiting.all().map(fromRow);
    },

    /** Keeps a pending mail as written now (JSON of the mail), to be sent as it is. */
    keepComposed(id: number, mail: string): void {
      compose.run(mail, id);
    },

    /** A pending mail that must not go out after all (its record is gone, or it is moot). */
    cancel(id: number): void {
      cancel.run(id);
    },

    /** Cancels the pending mails of one kind for one record (e.g. a reminder once cancelled). */
    cancelPending(recordId: string, kind: string): number {
      return cancelKinds.run(recordId, kind).changes;
    },

    /** Every mail addressed to a visitor's address (case-insensitive). */
    toRecipient(recipient: string): OutboxMessage[] {
      return toRecipient.all(recipient).map(fromRow);
    },

    /** Deletes every mail addressed to a visitor's address: part of erasing them. */
    deleteToRecipient(recipient: string): number {
      return deleteToRecipient.run(recipient).changes;
    },

    /**
     * How many mails of `kinds` were queued since `sinceIso` (not counting cancelled) to the person
     * behind `recipient`: every spelling of one mailbox counts as one (address.ts).
     */
    countTo(recipient: string, kinds: readonly string[], sinceIso: string): number {
      return countTo.get(addressKey(recipient), JSON.stringify(kinds), sinceIso)!.n;
    },
  };
}
