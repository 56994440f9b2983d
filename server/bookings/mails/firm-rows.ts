import type { Lang } from "../../../app/i18n/locales";
import type { Block } from "../../mail";
import { bookingLink, releasePath } from "../links";
import { agreeWithAttorney, attorneyName, meetingLabel, visitorClock } from "../labels";
import type { Booking } from "../store";
import { formatMailTime } from "../when";
import { firmBookingCopy } from "./firm-copy";

/**
 * Whom a consultation is with and how to reach them (a phone consultation is the firm's call to
 * make): the reference, the visitor's name where the subject does not give it, phone and email.
 */
export function firmContactRows(
  lang: Lang,
  inquiryId: string,
  inquiry: { fullName: string; phone: string | null; email: string },
  { name = false }: { name?: boolean } = {},
): [string, string][] {
  const copy = firmBookingCopy[lang];
  return [
    [copy.reference, inquiryId],
    ...(name ? [[copy.name, inquiry.fullName] as [string, string]] : []),
    ...(inquiry.phone ? [[copy.phone, inquiry.phone] as [string, string]] : []),
    [copy.email, inquiry.email],
  ];
}

/** A consultation as the firm reads it: time in Amman (and the visitor's), meeting, attorney. */
export function firmBookingRows(lang: Lang, booking: Booking): [string, string][] {
  const copy = firmBookingCopy[lang];
  const rows: [string, string][] = [
    [copy.booking.when, `${formatMailTime(booking.start, lang)} (${copy.ammanTime})`],
  ];
  const theirs = visitorClock(booking, lang);
  if (theirs) rows.push([copy.booking.visitorTime, theirs]);
  rows.push(
    [copy.booking.meeting, meetingLabel(booking.meeting, lang, "firm")],
    [
      agreeWithAttorney(copy.booking.attorney, booking.attorney, lang),
      attorneyName(booking.attorney, lang),
    ],
  );
  if (booking.requestedAttorney === "any") rows.push([copy.booking.requested, copy.booking.any]);
  return rows;
}

/**
 * The conflict check the firm owes before it confirms: a lead, and the other parties the visitor
 * named in their own words; or, when they named none, a reminder to ask. The firm's request mail
 * and its Confirm and Decline pages both show it first.
 */
export function conflictCheck(lang: Lang, booking: Booking): { lead: string; quoted?: string } {
  const copy = firmBookingCopy[lang].booking;
  return booking.otherParties
    ? { lead: copy.otherParties, quoted: booking.otherParties }
    : { lead: copy.noOtherParties };
}

/** The conflict check as the request mail's first blocks. */
function otherPartiesBlocks(lang: Lang, booking: Booking): Block[] {
  const { lead, quoted } = conflictCheck(lang, booking);
  return quoted === undefined ? [{ p: lead }] : [{ p: lead }, { pre: quoted }];
}

/**
 * What the firm needs to answer a requested time, first in its mail: the conflict check, the
 * consultation and how long it is held, then Confirm, Decline and the release of every open
 * request from the same person. The request mail and the "moved" mail both open with it; the
 * "moved" mail names the previous time below the new one (`previous`).
 */
export function firmAnswerBlocks(
  lang: Lang,
  booking: Booking,
  { siteUrl, secret }: { siteUrl: string; secret: string },
  previous: [string, string][] = [],
): Block[] {
  const copy = firmBookingCopy[lang];
  const id = booking.inquiryId;
  return [
    ...otherPartiesBlocks(lang, booking),
    {
      rows: [
        ...firmBookingRows(lang, booking),
        ...previous,
        [copy.booking.holdUntil, `${formatMailTime(booking.holdUntil, lang)} (${copy.ammanTime})`],
      ],
    },
    { p: copy.booking.holdNote },
    { p: copy.booking.actions },
    {
      actions: [
        { label: copy.booking.confirm, href: bookingLink(siteUrl, secret, "confirm", id) },
        { label: copy.booking.decline, href: bookingLink(siteUrl, secret, "decline", id) },
      ],
    },
    { p: copy.booking.hint },
    {
      lead: copy.booking.release,
      label: copy.booking.releaseButton,
      href: `${siteUrl}${releasePath(secret, id)}`,
      // Rare, and for abuse: never as loud as Confirm.
      secondary: true,
    },
  ];
}
