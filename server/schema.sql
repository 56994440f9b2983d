-- The store's schema as the 20 migrations in server/migrations/ build it (server/schema.test.ts checks it).
-- Do not edit: add a migration, then copy what the test prints here.

CREATE TRIGGER audit_log_no_early_delete BEFORE DELETE ON audit_log
  WHEN old.at > (unixepoch('now', '-2 years') * 1000)
  BEGIN
  SELECT RAISE(ABORT, 'the audit log keeps every line for two years');
  END;

CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
  BEGIN
  SELECT RAISE(ABORT, 'the audit log is append-only');
  END;

CREATE TRIGGER conflict_names_of_booking AFTER INSERT ON bookings WHEN new.other_parties <> ''
  BEGIN
  INSERT INTO conflict_names (record_id, seen_at, role, name, folded, subject)
  SELECT new.inquiry_id, i.received_at, 'other-party', new.other_parties, squeeze_lines(new.other_parties), i.service
  FROM inquiries i WHERE i.id = new.inquiry_id;
  END;

CREATE TRIGGER conflict_names_of_inquiry AFTER INSERT ON inquiries WHEN new.spam = 0
  BEGIN
  INSERT INTO conflict_names (record_id, seen_at, role, name, folded, subject)
  VALUES (new.id, new.received_at, 'enquirer', new.full_name, squeeze_lines(new.full_name), new.service);
  END;

CREATE TRIGGER conflict_names_of_inquiry_parties AFTER INSERT ON inquiries
  WHEN new.spam = 0 AND new.other_parties <> ''
  BEGIN
  INSERT INTO conflict_names (record_id, seen_at, role, name, folded, subject)
  VALUES (new.id, new.received_at, 'other-party', new.other_parties, squeeze_lines(new.other_parties), new.service);
  END;

CREATE TRIGGER inquiries_search_keys AFTER INSERT ON inquiries
  BEGIN
  UPDATE inquiries SET search_key = squeeze_lines(new.full_name || ' ' || new.email || ' ' || new.id),
  phone_key = phone_digits(new.phone)
  WHERE id = new.id;
  END;

CREATE TRIGGER inquiries_search_keys_corrected AFTER UPDATE OF full_name, email, phone ON inquiries
  BEGIN
  UPDATE inquiries SET search_key = squeeze_lines(new.full_name || ' ' || new.email || ' ' || new.id),
  phone_key = phone_digits(new.phone)
  WHERE id = new.id;
  END;

CREATE TABLE audit_log (
  id       INTEGER PRIMARY KEY,
  at       INTEGER NOT NULL,
  actor    TEXT NOT NULL,
  action   TEXT NOT NULL,
  record   TEXT NOT NULL DEFAULT '',
  address  TEXT NOT NULL DEFAULT ''
  , detail TEXT NOT NULL DEFAULT '') STRICT;

CREATE TABLE "bookings" (
  inquiry_id          TEXT PRIMARY KEY,
  attorney            TEXT NOT NULL,
  requested_attorney  TEXT NOT NULL,
  start_at            INTEGER NOT NULL,
  end_at              INTEGER NOT NULL,
  meeting             TEXT NOT NULL CHECK (meeting IN ('office', 'phone', 'video')),
  time_zone           TEXT NOT NULL DEFAULT '',
  other_parties       TEXT NOT NULL DEFAULT '',
  status              TEXT NOT NULL CHECK (status IN ('requested', 'confirmed', 'declined', 'cancelled', 'expired', 'released', 'attended', 'absent')),
  declined_as         TEXT NOT NULL DEFAULT '' CHECK (declined_as IN ('', 'another-time', 'cannot-act')),
  sequence            INTEGER NOT NULL DEFAULT 0,
  reschedules         INTEGER NOT NULL DEFAULT 0 CHECK (reschedules >= 0),
  invited             INTEGER NOT NULL DEFAULT 0 CHECK (invited IN (0, 1)),
  note                TEXT NOT NULL DEFAULT '',
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL,
  hold_until          INTEGER NOT NULL,
  holder              TEXT NOT NULL DEFAULT '',
  device_key          TEXT NOT NULL DEFAULT ''
  , firm_moves INTEGER NOT NULL DEFAULT 0) STRICT;

CREATE TABLE busy_calendars (
  key             TEXT PRIMARY KEY,
  owner           TEXT NOT NULL,
  label           TEXT NOT NULL,
  body            TEXT,
  event_count     INTEGER NOT NULL DEFAULT 0,
  fetched_at      INTEGER,
  last_failure_at INTEGER,
  last_failure    TEXT,
  state           TEXT NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'ok', 'failing'))
  ) STRICT;

CREATE TABLE calendar_feeds (id INTEGER PRIMARY KEY CHECK (id = 1), generation INTEGER NOT NULL) STRICT;

CREATE TABLE conflict_names (
  id        INTEGER PRIMARY KEY,
  record_id TEXT NOT NULL,
  seen_at   TEXT NOT NULL,
  role      TEXT NOT NULL CHECK (role IN ('enquirer', 'other-party')),
  name      TEXT NOT NULL,
  folded    TEXT NOT NULL,
  subject   TEXT NOT NULL DEFAULT ''
  ) STRICT;

CREATE TABLE data_requests (
  id           TEXT PRIMARY KEY,
  email        TEXT NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('access', 'correction', 'erasure', 'objection', 'portability')),
  details      TEXT NOT NULL DEFAULT '',
  language     TEXT NOT NULL CHECK (language IN ('en', 'ar')),
  source       TEXT NOT NULL CHECK (source IN ('form', 'email', 'phone', 'letter')),
  received_at  INTEGER NOT NULL,
  proven_at    INTEGER,
  due_on       TEXT,
  entered_by   TEXT NOT NULL DEFAULT '',
  answered_at  INTEGER,
  answered_by  TEXT NOT NULL DEFAULT '',
  outcome      TEXT CHECK (outcome IN ('copy', 'corrected', 'erased', 'refused')),
  note         TEXT NOT NULL DEFAULT '',
  CHECK ((proven_at IS NULL) = (due_on IS NULL)),
  CHECK ((answered_at IS NULL) = (outcome IS NULL)),
  CHECK (answered_at IS NULL OR proven_at IS NOT NULL)
  ) STRICT;

CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at INTEGER NOT NULL) STRICT;

CREATE TABLE inquiries (
  id              TEXT PRIMARY KEY,
  received_at     TEXT NOT NULL,
  language        TEXT NOT NULL CHECK (language IN ('en', 'ar')),
  full_name       TEXT NOT NULL,
  email           TEXT NOT NULL,
  phone           TEXT NOT NULL,
  service         TEXT NOT NULL,
  message         TEXT NOT NULL,
  spam            INTEGER NOT NULL DEFAULT 0, answered_at TEXT, answered_by TEXT NOT NULL DEFAULT '', assigned_to TEXT NOT NULL DEFAULT '', search_key TEXT NOT NULL DEFAULT '', phone_key TEXT NOT NULL DEFAULT '', source TEXT NOT NULL DEFAULT 'form' CHECK (source IN ('form', 'desk')), other_parties TEXT NOT NULL DEFAULT '') STRICT;

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
  last_error      TEXT, recipient_key TEXT NOT NULL DEFAULT '', composed TEXT,
  UNIQUE (kind, record_id, dedupe)
  ) STRICT;

CREATE INDEX audit_log_at ON audit_log (at);

CREATE INDEX audit_log_record ON audit_log (record);

CREATE INDEX bookings_by_start ON bookings (start_at, status);

CREATE UNIQUE INDEX bookings_held ON bookings (attorney, start_at)
  WHERE status IN ('requested', 'confirmed');

CREATE INDEX bookings_open_device ON bookings (device_key) WHERE status = 'requested';

CREATE INDEX bookings_open_holder ON bookings (holder) WHERE status = 'requested';

CREATE INDEX bookings_open_until ON bookings (hold_until) WHERE status = 'requested';

CREATE INDEX conflict_names_record ON conflict_names (record_id);

CREATE INDEX conflict_names_seen ON conflict_names (seen_at);

CREATE INDEX data_requests_email ON data_requests (email COLLATE NOCASE);

CREATE INDEX data_requests_open ON data_requests (due_on) WHERE proven_at IS NOT NULL AND answered_at IS NULL;

CREATE INDEX inquiries_received ON inquiries (received_at);

CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';

CREATE INDEX outbox_recipient ON outbox (recipient, kind, created_at);

CREATE INDEX outbox_recipient_key ON outbox (recipient_key, kind, created_at);

CREATE INDEX outbox_record ON outbox (record_id);
