-- How many times the visitor moved the consultation to another time (at most 3), and whether an invitation for it has gone to the calendars (it was confirmed once): a later change or cancellation then updates the calendars' event.
ALTER TABLE bookings ADD COLUMN moves INTEGER NOT NULL DEFAULT 0 CHECK (moves >= 0);
ALTER TABLE bookings ADD COLUMN invited INTEGER NOT NULL DEFAULT 0 CHECK (invited IN (0, 1));
UPDATE bookings SET invited = 1 WHERE status = 'confirmed' OR (status = 'cancelled' AND sequence > 0);
