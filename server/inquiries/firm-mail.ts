import { serviceFamilies } from "../../app/contact/schema";
import type { Lang } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages";
import { bookingLink, releasePath } from "../bookings/links";
import { attorneyName } from "../bookings/mails/visitor-mail";
import type { Booking } from "../bookings/store";
import { formatMailTime, showsOtherClock } from "../bookings/when";
import { renderBlocks, type Block } from "../mail/blocks";
import { headerText, type Mail } from "../mail/transport";
import { firmCopy } from "./firm-copy";
import type { StoredInquiry } from "./store";

function serviceLabel(service: string, lang: Lang): string {
  return (serviceFamilies as readonly string[]).includes(service)
    ? messages[lang].services.items[service as (typeof serviceFamilies)[number]].title
    : firmCopy[lang].generalInquiry;
}

/** A consultation as the firm reads it: time in Amman (and the visitor's), meeting, attorney. */
export function firmBookingRows(lang: Lang, booking: Booking): [string, string][] {
  const copy = firmCopy[lang];
  const rows: [string, string][] = [
    [copy.booking.when, `${formatMailTime(booking.start, lang)} (${copy.ammanTime})`],
  ];
  if (showsOtherClock(booking.start, booking.timeZone)) {
    rows.push([
      copy.booking.visitorTime,
      `${formatMailTime(booking.start, lang, booking.timeZone)} (${booking.timeZone})`,
    ]);
  }
  rows.push(
    [copy.booking.meeting, copy.meetings[booking.meeting]],
    [copy.booking.attorney, attorneyName(booking.attorney, lang)],
  );
  if (booking.requestedAttorney === "any") rows.push([copy.booking.requested, copy.booking.any]);
  return rows;
}

interface FirmMailOptions {
  to: string;
  siteUrl: string;
  /** FIRM_LANGUAGE. */
  lang?: Lang;
  /** The consultation the inquiry asks for, stated at the top with its Confirm and Decline links. */
  booking?: Booking | null;
  /** Signs those links. */
  secret?: string;
}

/** The firm's mail about one inquiry: the consultation asked for, who wrote, and what they wrote. */
export function composeInquiryMail(
  inquiry: StoredInquiry,
  { to, siteUrl, lang = "en", booking = null, secret = "" }: FirmMailOptions,
): Mail {
  const copy = firmCopy[lang];
  const service = serviceLabel(inquiry.service, lang);
  const host = new URL(siteUrl).hostname;
  const top: Block[] = booking
    ? [
        {
          rows: [
            ...firmBookingRows(lang, booking),
            [
              copy.booking.holdUntil,
              `${formatMailTime(booking.holdUntil, lang)} (${copy.ammanTime})`,
            ],
          ],
        },
        { p: copy.booking.holdNote },
        { p: copy.booking.actions },
        {
          actions: [
            {
              label: copy.booking.confirm,
              href: bookingLink(siteUrl, secret, "confirm", inquiry.id),
            },
            {
              label: copy.booking.decline,
              href: bookingLink(siteUrl, secret, "decline", inquiry.id),
            },
          ],
        },
        { p: copy.booking.hint },
        {
          lead: copy.booking.release,
          label: copy.booking.releaseButton,
          href: `${siteUrl}${releasePath(secret, inquiry.id)}`,
        },
      ]
    : [];
  const body = renderBlocks(
    lang,
    [
      ...top,
      { p: copy.newInquiry(host) },
      {
        rows: [
          [copy.inquiry, inquiry.id],
          [
            copy.received,
            `${formatMailTime(Date.parse(inquiry.receivedAt), lang)} (${copy.ammanTime})`,
          ],
          [copy.language, `${copy.languageNames[inquiry.language]} (${inquiry.language})`],
          [copy.name, inquiry.fullName],
          [copy.email, inquiry.email],
          [copy.phone, inquiry.phone || "-"],
          [copy.service, service],
        ],
      },
      { p: copy.message },
      { pre: inquiry.message },
      { p: copy.replyHint },
    ],
    { heading: booking ? copy.booking.heading : copy.newHeading },
  );
  const subject = booking
    ? copy.booking.subject(inquiry.id, formatMailTime(booking.start, lang), inquiry.fullName)
    : copy.subject(inquiry.id, service, inquiry.fullName);
  return {
    to,
    replyTo: { name: headerText(inquiry.fullName, 200), address: inquiry.email },
    subject: headerText(subject, 160),
    ...body,
    messageId: `<inquiry-${inquiry.id}@${host}>`,
    headers: { "X-Inquiry-Id": inquiry.id, "X-Inquiry-Language": inquiry.language },
  };
}
