-- The register of conflict checks (issue 35): every name the firm was given, the enquirer's and the other parties', with where it was seen (the inquiry's reference, when, the subject), folded for the desk's search (fold() is server/fold.ts, registered on every connection by server/db.ts). Filled by triggers, so no inquiry or booking is ever stored without its names. Kept apart from the inquiries, which are deleted after the retention period, for the time the privacy notice states (the daily job purges older entries).
CREATE TABLE conflict_names (
  id        INTEGER PRIMARY KEY,
  record_id TEXT NOT NULL,
  seen_at   TEXT NOT NULL,
  role      TEXT NOT NULL CHECK (role IN ('enquirer', 'other-party')),
  name      TEXT NOT NULL,
  folded    TEXT NOT NULL,
  subject   TEXT NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX conflict_names_record ON conflict_names (record_id);
CREATE INDEX conflict_names_seen ON conflict_names (seen_at);
INSERT INTO conflict_names (record_id, seen_at, role, name, folded, subject)
  SELECT id, received_at, 'enquirer', full_name, fold(full_name), service FROM inquiries WHERE spam = 0;
INSERT INTO conflict_names (record_id, seen_at, role, name, folded, subject)
  SELECT b.inquiry_id, i.received_at, 'other-party', b.other_parties, fold(b.other_parties), i.service
  FROM bookings b JOIN inquiries i ON i.id = b.inquiry_id WHERE b.other_parties <> '';
CREATE TRIGGER conflict_names_of_inquiry AFTER INSERT ON inquiries WHEN new.spam = 0
BEGIN
  INSERT INTO conflict_names (record_id, seen_at, role, name, folded, subject)
    VALUES (new.id, new.received_at, 'enquirer', new.full_name, fold(new.full_name), new.service);
END;
CREATE TRIGGER conflict_names_of_booking AFTER INSERT ON bookings WHEN new.other_parties <> ''
BEGIN
  INSERT INTO conflict_names (record_id, seen_at, role, name, folded, subject)
    SELECT new.inquiry_id, i.received_at, 'other-party', new.other_parties, fold(new.other_parties), i.service
    FROM inquiries i WHERE i.id = new.inquiry_id;
END;
