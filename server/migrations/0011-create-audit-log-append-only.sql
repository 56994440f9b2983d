-- The desk's audit log (issue 35): every desk action and every sign-in, who, when, which record and from which address. Append-only: a trigger refuses every UPDATE, and every DELETE of a line less than two years old (the log's retention; older lines may be purged). Lines name records by their reference, never a person's data, so erasing a person leaves their lines as they are.
CREATE TABLE audit_log (
  id       INTEGER PRIMARY KEY,
  at       INTEGER NOT NULL,
  actor    TEXT NOT NULL,
  action   TEXT NOT NULL,
  record   TEXT NOT NULL DEFAULT '',
  address  TEXT NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX audit_log_at ON audit_log (at);
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'the audit log is append-only');
END;
CREATE TRIGGER audit_log_no_early_delete BEFORE DELETE ON audit_log
  WHEN old.at > (unixepoch('now', '-2 years') * 1000)
BEGIN
  SELECT RAISE(ABORT, 'the audit log keeps every line for two years');
END;
