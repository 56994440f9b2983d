-- What a line's action needs said beyond its code, as JSON ('' when nothing): a move's times, from and to. Never a person's data.
ALTER TABLE audit_log ADD COLUMN detail TEXT NOT NULL DEFAULT '';
