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

/** A wall-clock time ("09:00") as the site writes times: "9:00 AM", «9:00 ص», never broken. */
export const formatClock = (lang: Lang, hhmm: string) =>
  clockFormat(lang)
    .format(clockTime(hhmm))
    .replace(/[\u202f ]/g, "\u00a0");

const clockFormat = (lang: Lang) =>
  new Intl.DateTimeFormat(locales[lang].numberLocale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });

/** The firm's hours as text; the open days are consecutive, as firm.ts gives them. */
export function formatOfficeHours(
  lang: Lang,
  hours: { days: readonly Weekday[]; opens: string; closes: string },
): OfficeHoursText {
  const locale = locales[lang].numberLocale;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  const time = clockFormat(lang);
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

/**
 * An ISO date ("2026-11-22") written out: "22 November 2026", «22 تشرين الثاني 2026», day before
 * month as the booking's and the mails' dates are.
 */
export function formatLongDate(lang: Lang, isoDate: string): string {
  return new Intl.DateTimeFormat(dateLocale(lang, "day"), {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

const slotFormats = new Map<string, Intl.DateTimeFormat>();

type SlotStyle = "day" | "dayWithYear" | "shortDay" | "time" | "full" | "month" | "dayOfMonth";
type FormatStyle = Exclude<SlotStyle, "full">;

/**
 * English dates are written day before month ("Tuesday 1 December"), as in Jordan and in the
 * mails, and times on the 12-hour clock ("5:00 PM"); Arabic has Arabic names, Western digits.
 */
function dateLocale(lang: Lang, style: FormatStyle): string {
  if (lang === "ar") return locales.ar.numberLocale;
  return style === "time" ? "en-US" : "en-GB";
}

function slotFormat(lang: Lang, timeZone: string, style: FormatStyle) {
  const key = `${lang}|${timeZone}|${style}`;
  let format = slotFormats.get(key);
  if (!format) {
    const options: Record<FormatStyle, Intl.DateTimeFormatOptions> = {
      day: { weekday: "long", day: "numeric", month: "long" },
      dayWithYear: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
      shortDay: { weekday: "short", day: "numeric", month: "short" },
      time: { hour: "numeric", minute: "2-digit", hour12: true },
      month: { month: "short" },
      dayOfMonth: { day: "numeric" },
    };
    format = new Intl.DateTimeFormat(dateLocale(lang, style), { ...options[style], timeZone });
    slotFormats.set(key, format);
  }
  return format;
}

/**
 * ICU's narrow and thin spaces are missing from the site's fonts: plain ones. Some ICU versions
 * write "Tuesday, 1 December" in British English: the house style has no comma there. A time
 * keeps its AM or PM («ص», «م») on the line of its hour, whatever space ICU put between them.
 */
function tidy(lang: Lang, text: string): string {
  const spaced = text
    .replaceAll("\u202f", "\u00a0")
    .replaceAll("\u2009", " ")
    .replace(/(\d) (AM|PM|ص|م)(?!\p{L})/gu, "$1\u00a0$2");
  return lang === "en" ? spaced.replace(/^([A-Za-z]+),/, "$1") : spaced;
}

/**
 * A consultation's day or time as a clock in `timeZone` shows it: "Tuesday 1 December",
 * «الثلاثاء، 1 كانون الأول», "10:00 AM", «10:00 ص» (Arabic names, Western digits); "full" is
 * formatDateTime's day and time.
 */
export function formatSlot(lang: Lang, instant: Date, timeZone: string, style: SlotStyle): string {
  if (style === "full") return formatDateTime(lang, instant, timeZone);
  return tidy(lang, slotFormat(lang, timeZone, style).format(instant));
}

/**
 * A moment as the site and its mails state it, in one format per language, on the clock of
 * `timeZone`: "Tuesday 1 December 2026, 5:00 PM", «يوم الثلاثاء، 1 كانون الأول 2026، الساعة
 * 5:00 م» (the year only when asked for, as in mails). The page, its hints and the mails all
 * write a time this way, so a visitor reads one clock everywhere.
 */
export function formatDateTime(
  lang: Lang,
  instant: Date,
  timeZone: string,
  withYear = false,
): string {
  const date = tidy(
    lang,
    slotFormat(lang, timeZone, withYear ? "dayWithYear" : "day").format(instant),
  );
  const time = tidy(lang, slotFormat(lang, timeZone, "time").format(instant));
  return lang === "ar" ? `يوم ${date}، الساعة ${time}` : `${date}, ${time}`;
}

/** A day of the week's name: "Mon", «الاثنين» (Arabic has no shorter written form). */
export function formatWeekday(lang: Lang, day: Weekday, style: "short" | "long" = "short"): string {
  return new Intl.DateTimeFormat(locales[lang].numberLocale, {
    weekday: style,
    timeZone: "UTC",
  }).format(weekdayDate(day));
}

/**
 * A number of hours as a phrase that follows a preposition: "12 hours", «12 ساعة», «3 ساعات»,
 * «ساعتين», «ساعة واحدة» (the number kept left to right inside Arabic text, and on the line of
 * its noun: a no-break space between them).
 */
export function formatHours(lang: Lang, hours: number): string {
  if (lang === "en") return `${hours}\u00a0${hours === 1 ? "hour" : "hours"}`;
  const n = `\u2066${hours}\u2069\u00a0`;
  return { one: "ساعة واحدة", two: "ساعتين", few: `${n}ساعات`, many: `${n}ساعة` }[
    pluralForm(lang, hours)
  ];
}

/**
 * How long a consultation lasts, from the booking settings' minutes, as a phrase after a verb:
 * "one hour", "2 hours", "45 minutes", «ساعة واحدة», «ساعتين», «45 دقيقة» (content says
 * `{{length}}`, never the length itself).
 */
export function formatDuration(lang: Lang, minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return lang === "en" && hours === 1 ? "one hour" : formatHours(lang, hours);
  }
  if (lang === "en") return `${minutes}\u00a0minutes`;
  const n = `\u2066${minutes}\u2069\u00a0`;
  return pluralForm(lang, minutes) === "few" ? `${n}دقائق` : `${n}دقيقة`;
}

/**
 * A number of days as a phrase that follows a preposition: "30 days", «30 يومًا», «3 أيام»,
 * «يومين», «يوم واحد», «100 يوم» (the number isolated and on the line of its noun, as above).
 */
export function formatDays(lang: Lang, days: number): string {
  if (lang === "en") return days === 1 ? "one day" : `${days}\u00a0days`;
  const n = `\u2066${days}\u2069\u00a0`;
  const rule = new Intl.PluralRules(lang).select(days);
  if (rule === "other") return `${n}يوم`;
  return { one: "يوم واحد", two: "يومين", few: `${n}أيام`, many: `${n}يومًا` }[
    pluralForm(lang, days)
  ];
}

/**
 * Which of a counted phrase's forms a number takes: English has one and many; Arabic one (1),
 * two (2), few (3 to 10) and many (11 and over, and 0), as Intl.PluralRules says.
 */
export function pluralForm(lang: Lang, count: number): "one" | "two" | "few" | "many" {
  const rule = new Intl.PluralRules(lang).select(count);
  return rule === "one" || rule === "two" || rule === "few" ? rule : "many";
}
