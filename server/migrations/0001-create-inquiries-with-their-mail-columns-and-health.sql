-- The first release: inquiries with their mail state in their own columns, and the health probe row.
CREATE TABLE inquiries (
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
CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at INTEGER NOT NULL) STRICT;
