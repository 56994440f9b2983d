import { type Lang, locales } from "./locales";

/**
 * Dates, days and times in the page's language. Loaders call these at build time, so the
 * prerendered HTML and the hydrated page show the same text whatever the visitor's ICU says.
 * Arabic uses `ar-JO-u-nu-latn`: Levantine month names, Western digits.
 */

/** The days of the week in ISO order (Monday first): the names schema.org and the firm's hours use. */
export const week = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type Weekday = (typeof week)[number];

/** Noon UTC on a day of the week of 1 January 2024, which was a Monday. */
function weekdayDate(day: Weekday): Date {
  return new Date(Date.UTC(2024, 0, 1 + week.indexOf(day), 12));
}

/** "09:00" as a time on a fixed day, in UTC so that no time zone shifts it. */
function clockTime(hhmm: string): Date {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  return new Date(Date.UTC(2024, 0, 1, hours, minutes));
}

export interface OfficeHoursText {
  /** The first and last open day, e.g. "Monday" and "Friday" ("الاثنين", "الجمعة"). */
  firstDay: string;
  lastDay: string;
  /** Opening to closing time: "9:00 AM – 6:00 PM", «9:00 ص – 6:00 م». */
  time: string;
  /** The days the office sees visitors by appointment only: "Saturday and Sunday", «السبت والأحد». */
  otherDays: string;
}

/** The firm's hours as text; the open days are consecutive, as firm.ts gives them. */
export function formatOfficeHours(
  lang: Lang,
  hours: { days: readonly Weekday[]; opens: string; closes: string },
): OfficeHoursText {
  const locale = locales[lang].numberLocale;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  const time = new Intl.DateTimeFormat(locale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
  const dayName = (day: Weekday) => weekday.format(weekdayDate(day));
  const open = hours.days.length ? hours.days : week;
  return {
    firstDay: dayName(open[0] ?? "Monday"),
    lastDay: dayName(open[open.length - 1] ?? "Friday"),
    // ICU writes a thin space around the dash and a narrow no-break one before AM/PM: plain
    // spaces (no break inside a time) draw in the site's fonts and read the same everywhere.
    time: time
      .formatRange(clockTime(hours.opens), clockTime(hours.closes))
      .replaceAll("\u2009", " ")
      .replaceAll("\u202f", "\u00a0"),
    otherDays: new Intl.ListFormat(locale, { type: "conjunction" }).format(
      week.filter((day) => !open.includes(day)).map(dayName),
    ),
  };
}

/** An ISO date ("2026-11-22") written out: "November 22, 2026", «22 تشرين الثاني 2026». */
export function formatLongDate(lang: Lang, isoDate: string): string {
  return new Intl.DateTimeFormat(locales[lang].numberLocale, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

const slotFormats = new Map<string, Intl.DateTimeFormat>();

type SlotStyle = "day" | "shortDay" | "time" | "full" | "month" | "dayOfMonth";

function slotFormat(lang: Lang, timeZone: string, style: SlotStyle) {
  const key = `${lang}|${timeZone}|${style}`;
  let format = slotFormats.get(key);
  if (!format) {
    const options: Record<typeof style, Intl.DateTimeFormatOptions> = {
      day: { weekday: "long", day: "numeric", month: "long" },
      shortDay: { weekday: "short", day: "numeric", month: "short" },
      time: { hour: "numeric", minute: "2-digit" },
      full: { weekday: "long", day: "numeric", month: "long", hour: "numeric", minute: "2-digit" },
      month: { month: "short" },
      dayOfMonth: { day: "numeric" },
    };
    format = new Intl.DateTimeFormat(locales[lang].numberLocale, { ...options[style], timeZone });
    slotFormats.set(key, format);
  }
  return format;
}

/**
 * A consultation's day or time as a clock in `timeZone` shows it: "Tuesday, December 1",
 * «الثلاثاء، 1 كانون الأول», "10:00 AM", «10:00 ص» (Arabic names, Western digits).
 */
export function formatSlot(lang: Lang, instant: Date, timeZone: string, style: SlotStyle): string {
  return slotFormat(lang, timeZone, style).format(instant);
}

/** A day of the week's name: "Mon", «الاثنين» (Arabic has no shorter written form). */
export function formatWeekday(lang: Lang, day: Weekday, style: "short" | "long" = "short"): string {
  return new Intl.DateTimeFormat(locales[lang].numberLocale, {
    weekday: style,
    timeZone: "UTC",
  }).format(weekdayDate(day));
}
