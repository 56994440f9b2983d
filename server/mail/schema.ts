/**
 * The outbox: one row per mail to send, each of a kind and for a record (an inquiry's id). A
 * mail is composed from its record when it is sent, so the outbox holds no copy of what a visitor
 * wrote. UNIQUE (kind, record_id, dedupe) makes "queue this mail" idempotent: the same event can
 * never queue the same mail twice.
 *
 * The migration moves the mail columns of the first schema's inquiries into it: a pending mail
 * stays pending with its attempts and its next attempt, a sent one is recorded as sent.
 */
export const outboxMigrations = {
  createOutbox: `CREATE TABLE outbox (
     id              INTEGER PRIMARY KEY,
     kind            TEXT NOT NULL,
     record_id       TEXT NOT NULL,
     dedupe          TEXT NOT NULL DEFAULT '',
     recipient       TEXT NOT NULL DEFAULT '',
     params          TEXT NOT NULL DEFAULT '{}',
     status          TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'cancelled')),
     attempts        INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER,
     created_at      TEXT NOT NULL,
     sent_at         TEXT,
     last_error      TEXT,
     UNIQUE (kind, record_id, dedupe)
   ) STRICT;
   CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
   CREATE INDEX outbox_record ON outbox (record_id);
   CREATE INDEX outbox_recipient ON outbox (recipient, kind, created_at);
   INSERT INTO outbox (kind, record_id, status, attempts, next_attempt_at, created_at, sent_at, last_error)
     SELECT 'inquiry.firm', id, mail_status, mail_attempts, next_attempt_at, received_at, mailed_at, last_mail_error
     FROM inquiries WHERE mail_status IN ('pending', 'sent');
   DROP INDEX inquiries_outbox;
   ALTER TABLE inquiries DROP COLUMN mail_status;
   ALTER TABLE inquiries DROP COLUMN mail_attempts;
   ALTER TABLE inquiries DROP COLUMN next_attempt_at;
   ALTER TABLE inquiries DROP COLUMN mailed_at;
   ALTER TABLE inquiries DROP COLUMN last_mail_error;`,

  /**
   * Limits per person count the address as mail providers deliver it (address.ts): case, +tags
   * and Gmail's dots do not make three people of one. Older rows keep their lower-cased address.
   */
  countByKind: `ALTER TABLE outbox ADD COLUMN recipient_key TEXT NOT NULL DEFAULT '';
   UPDATE outbox SET recipient_key = recipient;
   CREATE INDEX outbox_recipient_key ON outbox (recipient_key, kind, created_at);`,
} as const;
