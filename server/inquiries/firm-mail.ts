import { serviceFamilies } from "../../app/contact/schema";
import type { Lang } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages";
import { type Booking, firmAnswerBlocks, firmBookingCopy, formatMailTime } from "../bookings";
import { type Block, headerText, type Mail, renderBlocks } from "../mail";
import { firmCopy } from "./firm-copy";
import type { StoredInquiry } from "./store";

export function serviceLabel(service: string, lang: Lang): string {
  return (serviceFamilies as readonly string[]).includes(service)
    ? messages[lang].services.items[service as (typeof serviceFamilies)[number]].title
    : firmCopy[lang].generalInquiry;
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
  const bookingCopy = firmBookingCopy[lang].booking;
  const service = serviceLabel(inquiry.service, lang);
  const host = new URL(siteUrl).hostname;
  // The conflict check comes first: a booking's, or the parties named with the message alone.
  const top: Block[] = booking
    ? firmAnswerBlocks(lang, booking, { siteUrl, secret })
    : inquiry.otherParties
      ? [{ p: copy.otherParties }, { pre: inquiry.otherParties }]
      : [];
  const body = renderBlocks(
    lang,
    [
      ...top,
      { p: inquiry.source === "desk" ? copy.fromDesk : copy.newInquiry(host) },
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
    { heading: booking ? bookingCopy.heading : copy.newHeading },
  );
  const subject = booking
    ? bookingCopy.subject(inquiry.id, formatMailTime(booking.start, lang), inquiry.fullName)
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
