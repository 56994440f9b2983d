/**
 * A booking is the consultation time an inquiry asked for, keyed by the inquiry's id. The
 * partial UNIQUE index is the guarantee that no time is given twice: one attorney, one start,
 * at most one booking that holds it (requested or confirmed). Declining or cancelling releases it.
 */
export const bookingMigrations = {
  createBookings: `CREATE TABLE bookings (
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
   INSERT INTO calendar_feeds (id, generation) VALUES (1, 1);`,

  /**
   * Holds that cost something: a requested time is held until `hold_until`, then expires; who
   * holds it is kept as a normalized address (`holder`) and a keyed hash of the client address
   * (`client`, never the address itself), so the open requests of one person can be counted and
   * released. SQLite cannot widen a CHECK, so the table is rebuilt; requests already waiting
   * keep their time until it starts.
   */
  expiringHolds: `CREATE TABLE bookings_next (
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
   CREATE INDEX bookings_open_client ON bookings (client) WHERE status = 'requested';`,
} as const;
