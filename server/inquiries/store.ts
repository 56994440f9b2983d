import { randomBytes } from "node:crypto";
import type { Inquiry } from "../../app/contact/schema";
import type { Db } from "../db";
import { firmMailKind } from "../mail-kinds";

export type MailStatus = "pending" | "sent" | "spam";

/** Where an inquiry came from: the site's form, or the desk (the staff, for someone who called). */
export type InquirySource = "form" | "desk";

export interface StoredInquiry {
  id: string;
  receivedAt: string;
  language: Inquiry["language"];
  fullName: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  spam: boolean;
  source: InquirySource;
  /**
   * The other parties to the matter, as the visitor named them, when no time was held with the
   * inquiry (with one, they are the booking's); '' for none.
   */
  otherParties: string;
  /** The firm's mail about it, as the outbox has it. */
  mailStatus: MailStatus;
  mailAttempts: number;
  mailedAt: string | null;
  lastMailError: string | null;
}

interface Row {
  id: string;
  received_at: string;
  language: Inquiry["language"];
  full_name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  spam: number;
  source: InquirySource;
  other_parties: string;
  mail_status: "pending" | "sent" | "cancelled" | null;
  mail_attempts: number | null;
  mailed_at: string | null;
  last_mail_error: string | null;
}

// Crockford's base32 without look-alikes: ids are read aloud and typed by the firm.
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A 12-character random id (60 bits), e.g. `K7Q2M9XW4T1B`. */
export function newInquiryId(): string {
  let id = "";
  for (const byte of randomBytes(12)) id += alphabet[byte & 31];
  return id;
}

function fromRow(row: Row): StoredInquiry {
  return {
    id: row.id,
    receivedAt: row.received_at,
    language: row.language,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    message: row.message,
    spam: row.spam === 1,
    source: row.source,
    otherParties: row.other_parties,
    mailStatus: row.spam === 1 ? "spam" : row.mail_status === "sent" ? "sent" : "pending",
    mailAttempts: row.mail_attempts ?? 0,
    mailedAt: row.mailed_at,
    lastMailError: row.last_mail_error,
  };
}

const select = `SELECT i.*, o.status AS mail_status, o.attempts AS mail_attempts,
    o.sent_at AS mailed_at, o.last_error AS last_mail_error
  FROM inquiries i LEFT JOIN outbox o ON o.record_id = i.id AND o.kind = '${firmMailKind}' AND o.dedupe = ''`;

export type InquiryStore = ReturnType<typeof inquiryStore>;

/** The inquiry table's queries. */
export function inquiryStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO inquiries (id, received_at, language, full_name, email, phone, service, message, spam, source, other_parties)
     VALUES (@id, @receivedAt, @language, @fullName, @email, @phone, @service, @message, @spam, @source, @otherParties)`,
  );
  const byId = db.prepare<[string], Row>(`${select} WHERE i.id = ?`);
  const since = db.prepare<[string], Row>(
    `${select} WHERE i.received_at >= ? ORDER BY i.received_at, i.id`,
  );
  const byEmail = db.prepare<[string], Row>(
    `${select} WHERE i.email = ? COLLATE NOCASE ORDER BY i.received_at, i.id`,
  );

  return {
    /**
     * Stores an inquiry (its mails are the lifecycle's: server/bookings/lifecycle). Returns the new
     * id. `withTime`: a time is held with it, and its other parties are the booking's to keep.
     */
    insert(
      inquiry: Inquiry,
      {
        spam,
        now = Date.now(),
        source = "form",
        withTime = false,
      }: { spam: boolean; now?: number; source?: InquirySource; withTime?: boolean },
    ): string {
      const id = newInquiryId();
      insert.run({
        id,
        receivedAt: new Date(now).toISOString(),
        language: inquiry.language,
        fullName: inquiry.fullName,
        email: inquiry.email,
        phone: inquiry.phone,
        service: inquiry.service,
        message: inquiry.message,
        spam: spam ? 1 : 0,
        source,
        otherParties: withTime ? "" : (inquiry.otherParties ?? ""),
      });
      return id;
    },

    get(id: string): StoredInquiry | null {
      const row = byId.get(id);
      return row ? fromRow(row) : null;
    },

    /** Every inquiry received at or after `sinceIso` (default: all), oldest first. */
    list(sinceIso = ""): StoredInquiry[] {
      return since.all(sinceIso).map(fromRow);
    },

    /** Every inquiry sent from one address (case-insensitive), oldest first. */
    byEmail(email: string): StoredInquiry[] {
      return byEmail.all(email).map(fromRow);
    },
  };
}
