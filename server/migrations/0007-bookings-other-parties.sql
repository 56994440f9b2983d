-- The other parties to the matter, as the visitor named them for the firm's conflict-of-interest check ('' when not given); erased with the booking.
ALTER TABLE bookings ADD COLUMN other_parties TEXT NOT NULL DEFAULT '';
