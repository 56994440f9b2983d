-- Where an inquiry came from: the site's form, or the firm's desk, where the staff entered a consultation for someone who called. The mails to the person say which (a call, not the contact form).
ALTER TABLE inquiries ADD COLUMN source TEXT NOT NULL DEFAULT 'form' CHECK (source IN ('form', 'desk'));
