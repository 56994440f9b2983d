-- Bookings keyed by their inquiry, the partial UNIQUE index that gives a time once, and the calendar feeds generation.
CREATE TABLE bookings (
  inquiry_id          TEXT PRIMARY KEY,
  attorney            TEXT NOT NULL,
  requested_attorney  TEXT NOT NULL,
  start_at            INTEGER NOT NULL,
  end_at              INTEGER NOT NULL,
  meeting             TEXT NOT NULL CHECK (meeting IN ('office', 'phone', 'video')),
  time_zone           TEXT NOT NULL DEFAULT '',
  status              TEXT NOT NULL CHECK (status IN ('requested', 'confirmed', 'declined', 'cancelled')),
  sequence            INTEGER NOT NULL DEFAULT 0,
  note                TEXT NOT NULL DEFAULT '',
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL
) STRICT;
CREATE UNIQUE INDEX bookings_held ON bookings (attorney, start_at)
  WHERE status IN ('requested', 'confirmed');
CREATE INDEX bookings_by_start ON bookings (start_at, status);
CREATE TABLE calendar_feeds (id INTEGER PRIMARY KEY CHECK (id = 1), generation INTEGER NOT NULL) STRICT;
INSERT INTO calendar_feeds (id, generation) VALUES (1, 1);
