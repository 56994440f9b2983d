-- The consultation's lifecycle (server/bookings/lifecycle.ts): after its time the firm marks it attended or absent; a decline says which of two outcomes it was ('another-time': the visitor is invited to pick again; 'cannot-act': the firm cannot take the matter); the reschedule count and the device key are named for what they are. The table is rebuilt: SQLite cannot widen a CHECK.
CREATE TABLE bookings_next (
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
) STRICT;
INSERT INTO bookings_next
  SELECT inquiry_id, attorney, requested_attorney, start_at, end_at, meeting, time_zone, other_parties,
         status, CASE status WHEN 'declined' THEN 'another-time' ELSE '' END, sequence, moves, invited,
         note, created_at, updated_at, hold_until, holder, client
  FROM bookings;
DROP TABLE bookings;
ALTER TABLE bookings_next RENAME TO bookings;
CREATE UNIQUE INDEX bookings_held ON bookings (attorney, start_at)
  WHERE status IN ('requested', 'confirmed');
CREATE INDEX bookings_by_start ON bookings (start_at, status);
CREATE INDEX bookings_open_until ON bookings (hold_until) WHERE status = 'requested';
CREATE INDEX bookings_open_holder ON bookings (holder) WHERE status = 'requested';
CREATE INDEX bookings_open_device ON bookings (device_key) WHERE status = 'requested';
