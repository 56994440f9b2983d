/**
 * Consultation booking: the firm's settings (content/booking/settings.json) and the days it is
 * closed (content/booking/closed-dates.json). The browser's picker and the server's checks both
 * read them, so they are imported as JSON; the build checks both files against their schemas
 * (./schema/booking.ts) before any page is made.
 */

import settings from "@content/booking/settings.json" with { type: "json" };
import { workingWeek } from "./working-week";

export interface BookingSettings {
  /** Every hour below is wall time in this zone (Intl zone name, never a fixed offset). */
  timeZone: string;
  /** Length of a consultation; starts fall on a grid of this many minutes from opening. */
  slotMinutes: number;
  /** ISO weekdays the firm offers online, Monday = 1 (the spec's Monday to Friday). */
  workingDays: readonly number[];
  opensHour: number;
  /** The last consultation ends by then: with 60 minutes and 18, the last start is 17:00. */
  closesHour: number;
  /**
   * Nothing starts sooner than this many full working days of office time ahead: the firm
   * replies within 24 hours on working days, so it has read a request before its time comes.
   */
  leadWorkingDays: number;
  horizonDays: number;
  /** The consultation's fee in Jordanian dinars; 0: free of charge. */
  consultationFeeJod: number;
}

/** content/booking/settings.json: what the firm sets of its booking. */
export type BookingSettingsFile = typeof settings;

const settingsOf = (file: BookingSettingsFile): BookingSettings => ({
  // Jordan's one zone: the site's clock, not a setting the firm changes.
  timeZone: "Asia/Amman",
  slotMinutes: file.slotMinutes,
  // The one working week (./working-week.ts): bookable days and hours are the office's.
  workingDays: workingWeek.days,
  opensHour: workingWeek.opensHour,
  closesHour: workingWeek.closesHour,
  leadWorkingDays: file.leadWorkingDays,
  horizonDays: file.horizonDays,
  consultationFeeJod: file.consultationFeeJod,
});

// A live binding: the server swaps it when a publish switches the site (./live.server.ts).
export let bookingSettings: BookingSettings = settingsOf(settings);

/** The server's step of a publish: the settings of the content it now serves (after the week). */
export function switchBookingSettings(file: BookingSettingsFile) {
  bookingSettings = settingsOf(file);
}

/** Words for what a consultation is: content/interface.json's `consultation` group. */
export interface ConsultationWords {
  free: string;
  /** The fee's sentence by how Arabic counts the amount (English says them all alike). */
  fee: { few: string; many: string; other: string };
  secrecy: string;
  engagement: string;
}

/** Which of the fee's sentences an amount takes: Arabic's count, which English does not need. */
function feeForm(amount: number): keyof ConsultationWords["fee"] {
  const form = new Intl.PluralRules("ar").select(amount);
  return form === "few" || form === "many" ? form : "other";
}

/**
 * What a consultation is, as three sentences in one language: its fee, professional secrecy,
 * and that it does not make the firm the visitor's lawyer. The booking part, the mails and the
 * terms all say it with this one function, so they say it in the same words.
 */
export function consultationTerms(
  words: ConsultationWords,
  feeJod: number = bookingSettings.consultationFeeJod,
): [fee: string, secrecy: string, engagement: string] {
  const fee =
    feeJod > 0 ? words.fee[feeForm(feeJod)].replace("{{amount}}", String(feeJod)) : words.free;
  return [fee, words.secrecy, words.engagement];
}

// The list lives in its own module (see there), so that code needing only the settings does not carry it.
export { type ClosedDate, closedDates } from "./closed-dates";
