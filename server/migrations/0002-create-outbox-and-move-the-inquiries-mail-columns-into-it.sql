-- The outbox: one row per mail (kind, record, dedupe); the first release mail columns move into it and leave the inquiries table.
CREATE TABLE outbox (
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
ALTER TABLE inquiries DROP COLUMN last_mail_error;
