-- A mail still waiting when a publish switches the site's content is written then, with the words and facts it was queued under, and sent as written (issue 38); null: written when it is sent.
ALTER TABLE outbox ADD COLUMN composed TEXT;
