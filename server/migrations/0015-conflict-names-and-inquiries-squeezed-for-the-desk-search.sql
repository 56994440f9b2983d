-- The desk's searches match words, in any order, however a name is spaced or hyphenated (server/fold.ts: squeeze). So that a search reads no name twice, each name is kept squeezed once, when stored: conflict_names.folded becomes each line of the name squeezed (squeeze_lines(), registered on every connection by server/db.ts), and inquiries get search_key, their name, email and reference squeezed, and phone_key, their phone's digits without the country's code (phone_digits()), both kept by triggers whenever an inquiry is stored or corrected.
UPDATE conflict_names SET folded = squeeze_lines(name);
DROP TRIGGER conflict_names_of_inquiry;
DROP TRIGGER conflict_names_of_booking;
CREATE TRIGGER conflict_names_of_inquiry AFTER INSERT ON inquiries WHEN new.spam = 0
BEGIN
  INSERT INTO conflict_names (record_id, seen_at, role, name, folded, subject)
    VALUES (new.id, new.received_at, 'enquirer', new.full_name, squeeze_lines(new.full_name), new.service);
END;
CREATE TRIGGER conflict_names_of_booking AFTER INSERT ON bookings WHEN new.other_parties <> ''
BEGIN
  INSERT INTO conflict_names (record_id, seen_at, role, name, folded, subject)
    SELECT new.inquiry_id, i.received_at, 'other-party', new.other_parties, squeeze_lines(new.other_parties), i.service
    FROM inquiries i WHERE i.id = new.inquiry_id;
END;
ALTER TABLE inquiries ADD COLUMN search_key TEXT NOT NULL DEFAULT '';
ALTER TABLE inquiries ADD COLUMN phone_key TEXT NOT NULL DEFAULT '';
UPDATE inquiries SET search_key = squeeze_lines(full_name || ' ' || email || ' ' || id),
  phone_key = phone_digits(phone);
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
