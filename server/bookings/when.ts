import { bookingSettings } from "../../app/content/booking";
import type { Lang } from "../../app/i18n/locales";
import { locales } from "../../app/i18n/locales";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A consultation's day and hour as people read it, on the clock of `timeZone` (Amman unless
 * told): "Tuesday 1 December 2026 at 10:00", «الثلاثاء، 1 كانون الأول 2026 في 10:00».
 */
export function formatWhen(
  instant: number,
  lang: Lang,
  timeZone: string = bookingSettings.timeZone,
): string {
  const key = `${lang}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "ar" ? locales.ar.numberLocale : "en-GB", {
      timeZone,
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(key, format);
  }
  return format.format(new Date(instant));
}

/** Whether the visitor's zone shows another clock than Amman's at that instant. */
export function showsOtherClock(instant: number, timeZone: string): boolean {
  if (!timeZone || timeZone === bookingSettings.timeZone) return false;
  try {
    return formatWhen(instant, "en", timeZone) !== formatWhen(instant, "en");
  } catch {
    return false; // A zone this Node does not know: Amman time alone is still right.
  }
}

const mailFormats = new Map<string, [Intl.DateTimeFormat, Intl.DateTimeFormat]>();

/**
 * A moment as a mail states it, on the clock of `timeZone` (Amman unless told), in the mail's
 * language with Western digits: "Tuesday 24 November 2026, 3:24 AM",
 * «الثلاثاء، 24 تشرين الثاني 2026، 3:24 ص».
 */
export function formatMailTime(
  instant: number,
  lang: Lang,
  timeZone: string = bookingSettings.timeZone,
): string {
  const key = `${lang}|${timeZone}`;
  let pair = mailFormats.get(key);
  if (!pair) {
    const locale = lang === "ar" ? locales.ar.numberLocale : "en-GB";
    pair = [
      new Intl.DateTimeFormat(locale, {
        timeZone,
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
      }),
      new Intl.DateTimeFormat(lang === "ar" ? locale : "en-US", {
        timeZone,
        hour: "numeric",
        minute: "2-digit",
        hour12: true,
      }),
    ];
    mailFormats.set(key, pair);
  }
  const date = new Date(instant);
  if (lang === "ar") return `${pair[0].format(date)}، ${pair[1].format(date)}`;
  // Some ICU versions write "Tuesday, 24 November": the house style has no comma there.
  return `${pair[0].format(date).replace(/^([A-Za-z]+),/, "$1")}, ${pair[1].format(date)}`;
}
