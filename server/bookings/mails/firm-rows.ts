import type { Lang } from "../../../app/i18n/locales";
import type { Block } from "../../mail";
import { attorneyName, meetingLabel } from "../labels";
import type { Booking } from "../store";
import { formatMailTime, showsOtherClock } from "../when";
import { firmBookingCopy } from "./firm-copy";

/** A consultation as the firm reads it: time in Amman (and the visitor's), meeting, attorney. */
export function firmBookingRows(lang: Lang, booking: Booking): [string, string][] {
  const copy = firmBookingCopy[lang];
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
    [copy.booking.meeting, meetingLabel(booking.meeting, lang, "firm")],
    [copy.booking.attorney, attorneyName(booking.attorney, lang)],
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
export function otherPartiesBlocks(lang: Lang, booking: Booking): Block[] {
  const { lead, quoted } = conflictCheck(lang, booking);
  return quoted === undefined ? [{ p: lead }] : [{ p: lead }, { pre: quoted }];
}
