/** Reading the booking mails in tests: parsed with mailparser, their calendars with ical.js. */
import ICAL from "ical.js";
import { simpleParser, type ParsedMail } from "mailparser";
import { mailContent } from "../../app/content/mails.server";
import { fill } from "../../app/content/schema/template";
import type { Lang } from "../../app/i18n/locales";
import type { MailContext } from "../mail";
import type { ReceivedMail, TestServer } from "./helpers";
import { eventually, filledPattern, firmAddress, postJson, validInquiry } from "./helpers";

export interface Letter {
  to: string;
  subject: string;
  text: string;
  html: string;
  inquiryId: string;
  messageId: string;
  /** The text/calendar part, when the mail carries one. */
  calendar: string | null;
  parsed: ParsedMail;
}

export async function read(mail: ReceivedMail): Promise<Letter> {
  const parsed = await simpleParser(mail.raw);
  const calendarPart = parsed.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  return {
    to: mail.header("to") ?? "",
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    inquiryId: mail.header("x-inquiry-id") ?? "",
    messageId: parsed.messageId ?? "",
    calendar: calendarPart ? calendarPart.content.toString("utf8") : null,
    parsed,
  };
}

/** Every mail received so far about one inquiry, parsed, oldest first. */
export async function lettersAbout(
  received: readonly ReceivedMail[],
  inquiryId: string,
): Promise<Letter[]> {
  const about = received.filter((m) => m.header("x-inquiry-id") === inquiryId);
  return Promise.all(about.map(read));
}

/** Waits for a mail about `inquiryId` that `match` accepts. */
export async function waitLetter(
  received: readonly ReceivedMail[],
  inquiryId: string,
  match: (letter: Letter) => boolean,
  what: string,
): Promise<Letter> {
  return eventually(async () => (await lettersAbout(received, inquiryId)).find(match) ?? null, {
    what,
  });
}

export const isFirm = (letter: Letter) => letter.to === firmAddress;

/** The link to one booking action in a mail's text, pointed at the test server. */
export function linkIn(letter: Letter, action: string, server: TestServer): string {
  const match = new RegExp(`https?://[^\\s]+/booking/${action}/[0-9A-Z]+\\?t=[\\w-]+`).exec(
    letter.text,
  );
  if (!match) throw new Error(`No ${action} link in "${letter.subject}"`);
  const url = new URL(match[0]);
  return `${server.url}${url.pathname}${url.search}`;
}

export interface CalendarEvent {
  method: string;
  uid: string;
  sequence: number;
  start: number;
  end: number;
  summary: string;
  location: string;
  description: string;
  status: string;
  organizer: string;
}

/** The events of an .ics file, read by a real parser. */
export function events(ics: string): CalendarEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const method = String(calendar.getFirstPropertyValue("method") ?? "");
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      method,
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().getTime(),
      end: event.endDate.toJSDate().getTime(),
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: String(vevent.getFirstPropertyValue("status") ?? ""),
      /** The organizer's name (CN), as the calendar shows it. */
      organizer: String(vevent.getFirstProperty("organizer")?.getParameter("cn") ?? ""),
    };
  });
}

/** Text a visitor typed, distinctive enough that any echo of it in a visitor's mail shows. */
export const typed = {
  fullName: "Zebulon Quintavius",
  message: "Marker-4711: a question about the lease of our warehouse.",
  phone: "+962 6 555 0199",
};

/**
 * The subject of one of the visitor's mails as the content words it, its reference filled in. The
 * words are the firm's to edit (content/mails/; issue 36, point 4): tests read them, never copy.
 */
export const visitorSubject = (
  mail: "ack" | "confirmed" | "declined" | "cancelled" | "moved" | "reminder",
  id: string,
  lang: Lang = "en",
) => fill(mailContent.visitor[mail].subject[lang], { ref: id });

/** The firm's subject of one of its consultation mails: its id and `typed` name, any time. */
export const firmSubject = (mail: "booking" | "confirmed" | "cancelled" | "moved", id: string) =>
  filledPattern(mailContent.firm.consultations[mail].subject.en, { id, name: typed.fullName });

/** Books a free time (the first, or the `pick`-th) from /api/slots; returns the id and the slot. */
export async function bookFirstFree(
  server: TestServer,
  fields: Record<string, unknown> = {},
  attorney = "any",
  pick = 0,
): Promise<{ id: string; slot: string; status: number }> {
  const listing = await fetch(`${server.url}/api/slots?attorney=${attorney}`);
  const { slots } = (await listing.json()) as { slots: string[] };
  const slot = slots[pick]!;
  const response = await postJson(
    server.url,
    validInquiry({ ...typed, slot, attorney, meeting: "office", timeZone: "", ...fields }),
  );
  const body = (await response.json()) as { id: string };
  return { id: body.id, slot, status: response.status };
}

/** Presses a page's button: a POST of the plain form, as the browser sends it. */
export function press(url: string, fields: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The mail context the tests compose the outbox's mails with: the firm's mail in English. */
export function testMailContext(now: () => number = Date.now): MailContext {
  return {
    firmTo: "firm@example.test",
    siteUrl: "https://www.nasserlaw.jo",
    secret: "s".repeat(40),
    firmLanguage: "en",
    now,
  };
}
