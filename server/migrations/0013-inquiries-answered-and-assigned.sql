-- The desk's handling of an inquiry (issue 35): when it was answered and by whom (a staff account, "Name <email>"), and the attorney it is assigned to ('' for none).
ALTER TABLE inquiries ADD COLUMN answered_at TEXT;
ALTER TABLE inquiries ADD COLUMN answered_by TEXT NOT NULL DEFAULT '';
ALTER TABLE inquiries ADD COLUMN assigned_to TEXT NOT NULL DEFAULT '';
