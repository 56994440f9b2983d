import { toOffsetIso } from "../../app/booking/zoned";
import { bookingSettings } from "../../app/content/booking";
import { formatDateTime } from "../../app/i18n/format";
import type { Lang } from "../../app/i18n/locales";

/** Whether the visitor's zone shows another clock than Amman's at that instant. */
export function showsOtherClock(instant: number, timeZone: string): boolean {
  if (!timeZone || timeZone === bookingSettings.timeZone) return false;
  try {
    return formatMailTime(instant, "en", timeZone) !== formatMailTime(instant, "en");
  } catch {
    return false; // A zone this Node does not know: Amman time alone is still right.
  }
}

/**
 * A moment as a mail states it, on the clock of `timeZone` (Amman unless told), in the mail's
 * language with Western digits: "Tuesday 24 November 2026, 3:24 AM", and the same in Arabic
 * (day, date and hour, with its words for "day" and "at"): the page's format with the year.
 */
export function formatMailTime(
  instant: number,
  lang: Lang,
  timeZone: string = bookingSettings.timeZone,
): string {
  return formatDateTime(lang, new Date(instant), timeZone, true);
}

/**
 * A moment as Amman time with its offset, `2026-12-01T10:00:00+03:00`: how the APIs, the files
 * and the downloads give a time (a stored ISO string or milliseconds).
 */
export const ammanIso = (instant: number | string) =>
  toOffsetIso(new Date(instant), bookingSettings.timeZone);
