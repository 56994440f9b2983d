import { instantFromZoned, parseDay } from "../../app/booking/zoned";
import { bookingSettings } from "../../app/content/booking";
import { ammanIso, attorneyName } from "../bookings";
import type { StoredInquiry } from "../inquiries";
import type { Store } from "../store";

/** An inquiry as the firm exports it: with its consultation, if any, and every mail about it. */
export type ExportRow = StoredInquiry & {
  booking: {
    /** Amman time, with its offset: `2026-12-01T10:00:00+03:00`. */
    start: string;
    meeting: string;
    attorney: string;
    attorneyName: string;
    status: string;
    note: string;
  } | null;
  mails: { kind: string; status: string; attempts: number; sentAt: string | null }[];
};

export function exportRows(store: Store, inquiries: StoredInquiry[]): ExportRow[] {
  return inquiries.map((inquiry) => {
    const booking = store.bookings.get(inquiry.id);
    return {
      ...inquiry,
      booking: booking && {
        start: ammanIso(booking.start),
        meeting: booking.meeting,
        attorney: booking.attorney,
        attorneyName: attorneyName(booking.attorney, "en"),
        status: booking.status,
        note: booking.note,
      },
      mails: store.outbox.forRecord(inquiry.id).map((m) => ({
        kind: m.kind,
        status: m.status,
        attempts: m.attempts,
        sentAt: m.sentAt,
      })),
    };
  });
}

/** A stored instant (ISO, UTC) as Amman time with its offset, as the consultation's start is. */
const amman = (iso: string | null) => (iso ? ammanIso(iso) : "");

/** The columns the firm gets, in order; every time in Amman's. */
const columns = [
  ["id", (i: ExportRow) => i.id],
  ["receivedAt", (i: ExportRow) => amman(i.receivedAt)],
  ["language", (i: ExportRow) => i.language],
  ["fullName", (i: ExportRow) => i.fullName],
  ["email", (i: ExportRow) => i.email],
  ["phone", (i: ExportRow) => i.phone],
  ["service", (i: ExportRow) => i.service],
  ["message", (i: ExportRow) => i.message],
  ["mailStatus", (i: ExportRow) => i.mailStatus],
  ["mailAttempts", (i: ExportRow) => String(i.mailAttempts)],
  ["mailedAt", (i: ExportRow) => amman(i.mailedAt)],
  ["lastMailError", (i: ExportRow) => i.lastMailError ?? ""],
  ["bookingStart", (i: ExportRow) => i.booking?.start ?? ""],
  ["bookingMeeting", (i: ExportRow) => i.booking?.meeting ?? ""],
  ["bookingAttorney", (i: ExportRow) => i.booking?.attorneyName ?? ""],
  ["bookingStatus", (i: ExportRow) => i.booking?.status ?? ""],
  // One cell for every mail: "inquiry.firm sent 1; inquiry.ack pending 2".
  ["mails", (i: ExportRow) => i.mails.map((m) => `${m.kind} ${m.status} ${m.attempts}`).join("; ")],
] as const;

/**
 * One CSV cell. A cell a spreadsheet would read as a formula (=, +, -, @, or a leading tab or
 * carriage return) gets a leading single quote, so a visitor's text can never run in the firm's
 * spreadsheet; then RFC 4180 quoting.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV: CRLF line ends and a UTF-8 byte order mark (Excel then reads Arabic right). */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** The inquiries as CSV, a header row first. */
export function toCsv(inquiries: ExportRow[]): string {
  return csvText([
    columns.map(([name]) => name),
    ...inquiries.map((i) => columns.map(([, get]) => get(i))),
  ]);
}

export function toJson(inquiries: ExportRow[]): string {
  return `${JSON.stringify(inquiries, null, 2)}\n`;
}

/** `YYYY-MM-DD` as the instant that day begins in Amman (ISO, UTC), or null if it is not a real date. */
export function sinceDate(value: string): string | null {
  return parseDay(value)
    ? instantFromZoned(value, 0, bookingSettings.timeZone).toISOString()
    : null;
}
