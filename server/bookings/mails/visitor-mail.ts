import { firm } from "../../../app/content/firm";
import type { Lang } from "../../../app/i18n/locales";
import { googleMapsHref } from "../../../app/lib/firm-links";
import { localizedFirm } from "../../../app/content/firm";
import { shownConsultationTerms } from "../../../app/content/free-consultation";
import { messages } from "../../../app/i18n/messages";
import {
  type Block,
  type Mail,
  type MailContext,
  type OutboxMessage,
  outboxMessageId,
  renderBlocks,
  siteHost,
} from "../../mail";
import { agreeWithAttorney, attorneyName, meetingLabel, visitorClock } from "../labels";
import { bookingLink, movePath } from "../links";
import { type Booking, movesLeft } from "../store";
import { formatMailTime } from "../when";
import { visitorCopy } from "./visitor-copy";

/**
 * The consultation as the visitor reads it: reference (unless the mail has just given it), time
 * (Amman, and theirs), meeting, attorney.
 */
export function bookingRows(
  lang: Lang,
  booking: Booking,
  { reference = true }: { reference?: boolean } = {},
): [string, string][] {
  const copy = visitorCopy[lang];
  const rows: [string, string][] = [
    ...(reference ? [[copy.referenceLabel, booking.inquiryId] as [string, string]] : []),
    [copy.whenLabel, `${formatMailTime(booking.start, lang)} (${copy.ammanTime})`],
  ];
  const theirs = visitorClock(booking, lang);
  if (theirs) rows.push([copy.yourTimeLabel, theirs]);
  rows.push([copy.meetingLabel, meetingLabel(booking.meeting, lang)]);
  rows.push([
    agreeWithAttorney(copy.attorneyLabel, booking.attorney, lang),
    attorneyName(booking.attorney, lang),
  ]);
  return rows;
}

/**
 * The time a consultation moved from, as a row below the new time ("Previous time: … (Amman
 * time)"), for the visitor's and the firm's "moved" mails; none when the mail does not name it.
 */
export function previousTimeRows(
  lang: Lang,
  { label, ammanTime }: { label: string; ammanTime: string },
  from: unknown,
): [string, string][] {
  const at = Number(from);
  if (!Number.isFinite(at)) return [];
  return [[label, `${formatMailTime(at, lang)} (${ammanTime})`]];
}

/**
 * What a consultation is (its fee, professional secrecy, and that it does not make the firm the
 * visitor's lawyer), in the words of the booking part and the terms, its secrecy as a mail says it.
 */
export function consultationBlock(lang: Lang, { checked = false } = {}): Block {
  // To someone who has written already: send nothing more yet (the form says "describe briefly").
  // Once the firm has confirmed, its conflict check is done: the fee and the engagement alone.
  const words = messages[lang].consultation;
  const terms = shownConsultationTerms({ ...words, secrecy: words.secrecySent });
  return { p: terms.filter((term) => !checked || term !== words.secrecySent).join(" ") };
}

/**
 * Where the visitor goes to choose another time: the booking part of their language's contact
 * page, with the attorney they asked for already chosen (none when they let the firm choose).
 */
export function contactBookingUrl(
  context: MailContext,
  lang: Lang,
  booking: Pick<Booking, "requestedAttorney">,
): string {
  const { requestedAttorney: attorney } = booking;
  const query = attorney === "any" ? "" : `?attorney=${encodeURIComponent(attorney)}`;
  return `${context.siteUrl}${lang === "ar" ? "/ar/contact" : "/contact"}${query}#book`;
}

/** The office's address on one line and its map link, in one language. */
export function officeAddress(lang: Lang): { address: string; map: string } {
  const local = localizedFirm(lang);
  const separator = lang === "ar" ? "\u060c " : ", ";
  return {
    address: [local.address.street, local.address.locality].join(separator),
    map: googleMapsHref(local),
  };
}

export function cancelBlock(
  context: MailContext,
  lang: Lang,
  inquiryId: string,
): { lead: string; href: string; label: string; secondary: true } {
  return {
    lead: visitorCopy[lang].cancelLead,
    href: bookingLink(context.siteUrl, context.secret, "cancel", inquiryId),
    label: visitorCopy[lang].buttons.cancel,
    secondary: true,
  };
}

/**
 * The link to the page where the visitor moves the consultation to another time, while it has
 * moves left; nothing once it has none (the page would only say to call).
 */
export function moveBlocks(context: MailContext, lang: Lang, booking: Booking): Block[] {
  if (movesLeft(booking) === 0) return [];
  return [
    {
      lead: agreeWithAttorney(visitorCopy[lang].moveLead, booking.attorney, lang),
      href: `${context.siteUrl}${movePath(context.secret, booking.inquiryId, lang)}`,
      label: visitorCopy[lang].buttons.move,
      secondary: true,
    },
  ];
}

/**
 * A mail to the visitor: the heading (what happened), greeting, the blocks, the sign-off and,
 * in small print, why they got it. Replies go to the firm; the visitor's own words never appear.
 */
export function visitorMail(
  context: MailContext,
  message: OutboxMessage,
  {
    lang,
    to,
    subject,
    heading,
    blocks,
    icalEvent,
    footer,
    source = "form",
  }: {
    lang: Lang;
    to: string;
    subject: string;
    /** Defaults to the subject. */
    heading?: string;
    blocks: Block[];
    icalEvent?: Mail["icalEvent"];
    /** Why they got it, when not the contact form's `notYou` (or the desk's, for `source`). */
    footer?: string;
    /** Where their inquiry came from: the form, or the desk for someone who called. */
    source?: "form" | "desk";
  },
): Mail {
  const copy = visitorCopy[lang];
  const body = renderBlocks(
    lang,
    [{ p: copy.greeting }, ...blocks, { p: copy.signOff(firm.name[lang]) }],
    {
      heading: heading ?? subject,
      // The first words of the mail: a paragraph, or the sentence that leads to its button (a
      // proof link's, whose "if it was not you, do nothing" paragraph comes after it).
      preview: blocks.flatMap((block) =>
        "p" in block ? [block.p] : "lead" in block && block.lead ? [block.lead] : [],
      )[0],
      footer: footer ?? (source === "desk" ? copy.notYouDesk : copy.notYou(siteHost(context))),
    },
  );
  return {
    to,
    replyTo: { name: firm.name[lang], address: firm.email },
    subject,
    ...body,
    messageId: outboxMessageId(context, message),
    headers: { "X-Inquiry-Id": message.recordId, "Content-Language": lang },
    ...(icalEvent ? { icalEvent } : {}),
  };
}
