-- Holds that run out: hold_until, the holder address key and the client hash, and the expired and released statuses (the table is rebuilt: SQLite cannot widen a CHECK).
CREATE TABLE bookings_next (
  inquiry_id          TEXT PRIMARY KEY,
  attorney            TEXT NOT NULL,
  requested_attorney  TEXT NOT NULL,
  start_at            INTEGER NOT NULL,
  end_at              INTEGER NOT NULL,
  meeting             TEXT NOT NULL CHECK (meeting IN ('office', 'phone', 'video')),
  time_zone           TEXT NOT NULL DEFAULT '',
  status              TEXT NOT NULL CHECK (status IN ('requested', 'confirmed', 'declined', 'cancelled', 'expired', 'released')),
  sequence            INTEGER NOT NULL DEFAULT 0,
  note                TEXT NOT NULL DEFAULT '',
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL,
  hold_until          INTEGER NOT NULL,
  holder              TEXT NOT NULL DEFAULT '',
  client              TEXT NOT NULL DEFAULT ''
) STRICT;
INSERT INTO bookings_next
  SELECT inquiry_id, attorney, requested_attorney, start_at, end_at, meeting, time_zone, status,
         sequence, note, created_at, updated_at, start_at, '', ''
  FROM bookings;
DROP TABLE bookings;
ALTER TABLE bookings_next RENAME TO bookings;
CREATE UNIQUE INDEX bookings_held ON bookings (attorney, start_at)
  WHERE status IN ('requested', 'confirmed');
CREATE INDEX bookings_by_start ON bookings (start_at, status);
CREATE INDEX bookings_open_until ON bookings (hold_until) WHERE status = 'requested';
CREATE INDEX bookings_open_holder ON bookings (holder) WHERE status = 'requested';
CREATE INDEX bookings_open_client ON bookings (client) WHERE status = 'requested';
