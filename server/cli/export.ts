import type { StoredInquiry } from "../inquiries/store";

/** The columns the firm gets, in order. */
const columns = [
  ["id", (i: StoredInquiry) => i.id],
  ["receivedAt", (i: StoredInquiry) => i.receivedAt],
  ["language", (i: StoredInquiry) => i.language],
  ["fullName", (i: StoredInquiry) => i.fullName],
  ["email", (i: StoredInquiry) => i.email],
  ["phone", (i: StoredInquiry) => i.phone],
  ["service", (i: StoredInquiry) => i.service],
  ["message", (i: StoredInquiry) => i.message],
  ["mailStatus", (i: StoredInquiry) => i.mailStatus],
  ["mailAttempts", (i: StoredInquiry) => String(i.mailAttempts)],
  ["mailedAt", (i: StoredInquiry) => i.mailedAt ?? ""],
  ["lastMailError", (i: StoredInquiry) => i.lastMailError ?? ""],
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

/** CSV with a header row, CRLF line ends and a UTF-8 byte order mark (Excel then reads Arabic right). */
export function toCsv(inquiries: StoredInquiry[]): string {
  const rows = [
    columns.map(([name]) => name),
    ...inquiries.map((i) => columns.map(([, get]) => get(i))),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

export function toJson(inquiries: StoredInquiry[]): string {
  return `${JSON.stringify(inquiries, null, 2)}\n`;
}

/** `YYYY-MM-DD` as the ISO start of that day (UTC), or null if it is not a real date. */
export function sinceDate(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value
    ? null
    : date.toISOString();
}
