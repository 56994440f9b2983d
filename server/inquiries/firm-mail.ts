import { serviceFamilies } from "../../app/contact/schema";
import { en } from "../../app/i18n/messages/en";
import { escapeHtml, headerText, type Mail } from "../mail/transport";
import type { StoredInquiry } from "./store";

const languageNames = { en: "English", ar: "Arabic" } as const;

function serviceLabel(service: string): string {
  return (serviceFamilies as readonly string[]).includes(service)
    ? en.services.items[service as (typeof serviceFamilies)[number]].title
    : "General inquiry";
}

/** The firm's mail about one inquiry: who wrote, how to answer, and what they wrote. */
export function composeInquiryMail(
  inquiry: StoredInquiry,
  { to, siteUrl }: { to: string; siteUrl: string },
): Mail {
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
    to,
    replyTo: { name: headerText(inquiry.fullName, 200), address: inquiry.email },
    subject: headerText(`Website inquiry ${inquiry.id}: ${service} - ${inquiry.fullName}`, 160),
    text,
    html,
    messageId: `<inquiry-${inquiry.id}@${host}>`,
    headers: { "X-Inquiry-Id": inquiry.id, "X-Inquiry-Language": inquiry.language },
  };
}
