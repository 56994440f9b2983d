-- People's requests under the Personal Data Protection Law (issue 35): access, correction, erasure, objection, or a copy to take elsewhere. A request made on the privacy page waits unproven (proven_at NULL) until the address's owner opens the link mailed to it; the daily job deletes those unproven after a day. One entered by the desk (a mail to the firm, a phone call, a letter) is proven when entered. due_on is the last working day of the answer (the firm's week and closed dates). answered_at, outcome and note record the firm's answer; an erasure blanks email and details, leaving the request as a bare line.
CREATE TABLE data_requests (
  id           TEXT PRIMARY KEY,
  email        TEXT NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('access', 'correction', 'erasure', 'objection', 'portability')),
  details      TEXT NOT NULL DEFAULT '',
  language     TEXT NOT NULL CHECK (language IN ('en', 'ar')),
  source       TEXT NOT NULL CHECK (source IN ('form', 'email', 'phone', 'letter')),
  received_at  INTEGER NOT NULL,
  proven_at    INTEGER,
  due_on       TEXT,
  entered_by   TEXT NOT NULL DEFAULT '',
  answered_at  INTEGER,
  answered_by  TEXT NOT NULL DEFAULT '',
  outcome      TEXT CHECK (outcome IN ('copy', 'corrected', 'erased', 'refused')),
  note         TEXT NOT NULL DEFAULT '',
  CHECK ((proven_at IS NULL) = (due_on IS NULL)),
  CHECK ((answered_at IS NULL) = (outcome IS NULL)),
  CHECK (answered_at IS NULL OR proven_at IS NOT NULL)
) STRICT;
CREATE INDEX data_requests_open ON data_requests (due_on) WHERE proven_at IS NOT NULL AND answered_at IS NULL;
CREATE INDEX data_requests_email ON data_requests (email COLLATE NOCASE);
