-- The other parties a visitor names with no time held (a message alone, or the plain form's time that could not be held) stay with the inquiry; with a time held they stay with the booking, as before. The firm's mail and the desk show them, and the register of conflict checks keeps them as it keeps a booking's (its triggers: migrations 0012 and 0015).
ALTER TABLE inquiries ADD COLUMN other_parties TEXT NOT NULL DEFAULT '';
CREATE TRIGGER conflict_names_of_inquiry_parties AFTER INSERT ON inquiries
  WHEN new.spam = 0 AND new.other_parties <> ''
BEGIN
  INSERT INTO conflict_names (record_id, seen_at, role, name, folded, subject)
    VALUES (new.id, new.received_at, 'other-party', new.other_parties, squeeze_lines(new.other_parties), new.service);
END;
