-- The firm may move a consultation itself (the attorney cannot attend): the new time is confirmed at once and is not one of the visitor's online moves. firm_moves counts those; reschedules still counts every move (each move's mails are keyed by it), and the visitor's limit is reschedules - firm_moves.
ALTER TABLE bookings ADD COLUMN firm_moves INTEGER NOT NULL DEFAULT 0;
