-- The last good copy of each attorney's busy calendar, keyed by a hash of its address (the address itself, a secret, is never stored), with the outcome of the last fetch.
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
