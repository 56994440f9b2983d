import nodemailer from "nodemailer";
import { serviceFamilies } from "../app/contact/schema";
import { en } from "../app/i18n/messages/en";
import type { StoredInquiry } from "./store";

/** What the firm receives for one inquiry; the visitor's text never becomes markup or a header. */
export interface InquiryMail {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

const languageNames = { en: "English", ar: "Arabic" } as const;

function serviceLabel(service: string): string {
  return (serviceFamilies as readonly string[]).includes(service)
    ? en.services.items[service as (typeof serviceFamilies)[number]].title
    : "General inquiry";
}

/**
 * One line of header text: control characters, line and paragraph separators and bidi overrides
 * become spaces (so nothing can start a new header or disguise the subject), then it is shortened.
 */
export function headerText(value: string, max = 120): string {
  const flat = value
    .replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function composeInquiryMail(
  inquiry: StoredInquiry,
  { from, to, siteUrl }: { from: string; to: string; siteUrl: string },
): InquiryMail {
  const service = serviceLabel(inquiry.service);
  const language = `${languageNames[inquiry.language]} (${inquiry.language})`;
  const host = new URL(siteUrl).hostname;
  const rows: [string, string][] = [
    ["Inquiry", inquiry.id],
    ["Received", inquiry.receivedAt],
    ["Language", language],
    ["Name", inquiry.fullName],
    ["Email", inquiry.email],
    ["Phone", inquiry.phone || "-"],
    ["Service", service],
  ];
  const text = [
    `New inquiry from the website (${host})`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    inquiry.message,
    "",
    "Reply to this email to answer the visitor.",
  ].join("\n");
  const cell = 'style="padding:4px 12px 4px 0;vertical-align:top"';
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:sans-serif;color:#1e293b">',
    `<p>New inquiry from the website (${escapeHtml(host)})</p>`,
    "<table>",
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" ${cell}>${escapeHtml(label)}</th><td dir="auto" ${cell}>${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    "<p><strong>Message:</strong></p>",
    `<div dir="auto" style="white-space:pre-wrap">${escapeHtml(inquiry.message)}</div>`,
    "<p>Reply to this email to answer the visitor.</p>",
    "</body></html>",
  ].join("\n");
  return {
    from,
    to,
    replyTo: { name: headerText(inquiry.fullName, 200), address: inquiry.email },
    subject: headerText(`Website inquiry ${inquiry.id}: ${service} - ${inquiry.fullName}`, 160),
    text,
    html,
    // The same id on every attempt, so a mail system can spot a repeat (see docs/decisions/0002-server.md).
    messageId: `<inquiry-${inquiry.id}@${host}>`,
    headers: { "X-Inquiry-Id": inquiry.id, "X-Inquiry-Language": inquiry.language },
  };
}

export type SendMail = (mail: InquiryMail) => Promise<void>;

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
