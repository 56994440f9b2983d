import nodemailer from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import { firm } from "../../app/content/firm";
import type { Lang } from "../../app/i18n/locales";

/** One composed mail; what a visitor typed never becomes markup or a header. */
export interface Mail {
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** The language it is written in: its sender's name is the firm's in it (`senderOf`). */
  lang: Lang;
  /** The same id on every attempt, so a mail system can spot a repeat (docs/decisions/0002-server.md). */
  messageId: string;
  headers?: Record<string, string>;
  /** A calendar invitation or cancellation (text/calendar with its METHOD). */
  icalEvent?: { method: "REQUEST" | "CANCEL" | "PUBLISH"; filename: string; content: string };
}

/** A mail as it leaves: the sender is the site's. */
export type OutgoingMail = Mail & { from: { name: string; address: string } };

/**
 * Who a mail is from, by its language: MAIL_FROM's address (read once), under the name it gives
 * or else the firm's full name in the mail's language (content/firm.json's `legalName`, read at
 * send time): an Arabic mail does not come from the English name, and it comes from a law firm,
 * not from what the short name alone reads as in an inbox (a trading partnership). A mail composed
 * before mails carried their language (kept in the outbox across a publish) goes under the
 * English name.
 */
export function senderOf(mailFrom: string): (lang: Lang | undefined) => OutgoingMail["from"] {
  const [given] = addressparser(mailFrom, { flatten: true });
  const address = given?.address ?? mailFrom;
  return (lang) => ({ name: given?.name || firm.legalName[lang ?? "en"], address });
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** An SMTP sender with timeouts short enough that one dead server cannot stall the outbox. */
export function smtpSender(smtpUrl: string): { send: SendMail; close: () => void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ ...mail, disableFileAccess: true, disableUrlAccess: true });
    },
    close: () => transport.close(),
  };
}

/**
 * One line of header text: control characters, line and paragraph separators and bidi overrides
 * become spaces (so nothing can start a new header or disguise the subject), an RFC 2047 encoded
 * word's opening `=?` is broken (`= ?`), so a mail client shows what was typed instead of decoding
 * it into a line break or an override, then it is shortened.
 */
export function headerText(value: string, max = 120): string {
  const flat = value
    .replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu, " ")
    .replaceAll("=?", "= ?")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
