-- A consultation's page lists what was done to it at the desk, from the audit log: its lines are found by their record.
CREATE INDEX audit_log_record ON audit_log (record);
