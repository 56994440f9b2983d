import type { Db } from "../db";
import { phoneDigits } from "../fold";
import { holdsAll, wordParams, type WordParams } from "./conflicts";
import type { Booking } from "../bookings";

/** How much of a message the list shows; cut at a word, with an ellipsis, when there is more. */
export const openingLength = 160;

/** What the inquiries list is narrowed to; every field may be empty (no filter). */
export interface InquiryFilter {
  /** Words to find in the name, email, reference, message or phone. */
  q: string;
  /** Received from and before these instants (ISO), from Amman days. */
  from: string;
  to: string;
  /** A service family, `general` for none named, or '' for any. */
  service: string;
  status: "" | "new" | "answered";
}

export interface InquiryLine {
  id: string;
  receivedAt: string;
  fullName: string;
  email: string;
  service: string;
  /** The message's opening, for the list (the page shows it whole): a character more than shown. */
  opening: string;
  answeredAt: string | null;
  answeredBy: string;
  assignedTo: string;
  /** The consultation asked for with it, if any, while it is kept. */
  status: Booking["status"] | null;
}

// The name, email and reference hold every word of the search, in any order, spelt as the
// conflict search folds it (server/fold.ts); the message holds it as typed; a search of digits
// alone finds the phone however its prefix and spaces were written.
const where = `i.spam = 0
  AND (@pattern = '' OR (${holdsAll("i.search_key")})
       OR i.message LIKE @pattern ESCAPE '\\'
       OR (@phone <> '' AND instr(i.phone_key, @phone) > 0))
  AND (@from = '' OR i.received_at >= @from) AND (@to = '' OR i.received_at < @to)
  AND (@anyService = 1 OR i.service = @service)
  AND (@status = '' OR (@status = 'new') = (i.answered_at IS NULL))`;

/** LIKE's own characters, taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Params = Omit<InquiryFilter, "q"> &
  WordParams & {
    pattern: string;
    phone: string;
    anyService: number;
  };

/** The desk's queries over the inquiries: a filtered page, the filtered ids, and the two marks. */
export function deskInquiryStore(db: Db) {
  const page = db.prepare<Params & { limit: number; offset: number }, InquiryLine>(
    `SELECT i.id, i.received_at AS receivedAt, i.full_name AS fullName, i.email, i.service,
            substr(i.message, 1, ${openingLength + 1}) AS opening, i.answered_at AS answeredAt,
            i.answered_by AS answeredBy, i.assigned_to AS assignedTo, b.status AS status
     FROM inquiries i LEFT JOIN bookings b ON b.inquiry_id = i.id
     WHERE ${where} ORDER BY i.received_at DESC, i.id DESC LIMIT @limit OFFSET @offset`,
  );
  // A search reads every row anyway: one scan then gives the page and the count together.
  const pageCounted = db.prepare<
    Params & { limit: number; offset: number },
    InquiryLine & { total: number }
  >(
    `SELECT count(*) OVER () AS total, i.id, i.received_at AS receivedAt, i.full_name AS fullName, i.email, i.service,
            substr(i.message, 1, ${openingLength + 1}) AS opening, i.answered_at AS answeredAt,
            i.answered_by AS answeredBy, i.assigned_to AS assignedTo, b.status AS status
     FROM inquiries i LEFT JOIN bookings b ON b.inquiry_id = i.id
     WHERE ${where} ORDER BY i.received_at DESC, i.id DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<Params, { n: number }>(
    `SELECT count(*) AS n FROM inquiries i WHERE ${where}`,
  );
  const ids = db.prepare<Params, { id: string }>(
    `SELECT i.id FROM inquiries i WHERE ${where} ORDER BY i.received_at DESC, i.id DESC`,
  );
  const answer = db.prepare<{ id: string; at: string; by: string }>(
    `UPDATE inquiries SET answered_at = @at, answered_by = @by WHERE id = @id AND answered_at IS NULL`,
  );
  const reopen = db.prepare<[string]>(
    `UPDATE inquiries SET answered_at = NULL, answered_by = '' WHERE id = ? AND answered_at IS NOT NULL`,
  );
  const assign = db.prepare<{ id: string; attorney: string }>(
    `UPDATE inquiries SET assigned_to = @attorney WHERE id = @id AND spam = 0`,
  );
  const marks = db.prepare<[string], Pick<InquiryLine, "answeredAt" | "answeredBy" | "assignedTo">>(
    `SELECT answered_at AS answeredAt, answered_by AS answeredBy, assigned_to AS assignedTo
     FROM inquiries WHERE id = ?`,
  );
  const params = ({ q, service, ...rest }: InquiryFilter): Params => ({
    ...rest,
    pattern: q.trim() ? `%${literal(q.trim())}%` : "",
    ...wordParams(q),
    phone: /^[\d\s+().\-\u0660-\u0669\u06f0-\u06f9]+$/.test(q.trim()) ? phoneDigits(q) : "",
    // "general" is an inquiry that named no service (stored as '').
    anyService: service ? 0 : 1,
    service: service === "general" ? "" : service,
  });
  return {
    page(filter: InquiryFilter, { limit, offset }: { limit: number; offset: number }) {
      const p = params(filter);
      if (!p.pattern) return { lines: page.all({ ...p, limit, offset }), total: count.get(p)!.n };
      const rows = pageCounted.all({ ...p, limit, offset });
      // A page past the end has no row to carry the count: counted on its own then.
      const total = rows[0]?.total ?? (offset > 0 ? count.get(p)!.n : 0);
      return { lines: rows.map(({ total: _, ...line }) => line), total };
    },
    /** Every inquiry the filter keeps, newest first: what an export holds. */
    ids(filter: InquiryFilter): string[] {
      return ids.all(params(filter)).map((row) => row.id);
    },
    /** Marks it answered, once: false when it already was (or there is no such inquiry). */
    markAnswered(id: string, at: number, by: string): boolean {
      return answer.run({ id, at: new Date(at).toISOString(), by }).changes === 1;
    },
    /** Makes it new again (a mark pressed by mistake): false when it was not answered. */
    markNew(id: string): boolean {
      return reopen.run(id).changes === 1;
    },
    /** Assigns it to an attorney ('' for none); false when there is no such inquiry. */
    assign(id: string, attorney: string): boolean {
      return assign.run({ id, attorney }).changes === 1;
    },
    marks(id: string) {
      return marks.get(id) ?? null;
    },
  };
}
