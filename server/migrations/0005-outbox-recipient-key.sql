-- Limits per person count the normalized address (server/mail/address.ts).
ALTER TABLE outbox ADD COLUMN recipient_key TEXT NOT NULL DEFAULT '';
UPDATE outbox SET recipient_key = recipient;
CREATE INDEX outbox_recipient_key ON outbox (recipient_key, kind, created_at);
