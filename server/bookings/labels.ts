import type { MeetingMode } from "../../app/booking/meeting";
import { attorneyGender, firm } from "../../app/content/firm";
import type { Lang } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages";
import { formatMailTime, showsOtherClock } from "./when";

/**
 * The words every booking mail and page uses for who, how and on whose clock, in one place: an
 * attorney's name, how the consultation takes place, for the visitor ("At our office", the form's
 * own words) or for the firm ("At the office"), and the visitor's own time in words.
 */
/**
 * The copy's words about an attorney, agreeing with the attorney's gender in Arabic: «المحامي»
 * as a label and «المحامي نفسه» become «المحامية» and «المحامية نفسها» for a woman.
 */
export function agreeWithAttorney(text: string, id: string, lang: Lang): string {
  if (lang !== "ar" || attorneyGender(id) !== "f") return text;
  return text === "المحامي" ? "المحامية" : text.replaceAll("المحامي نفسه", "المحامية نفسها");
}

export function attorneyName(id: string, lang: Lang): string {
  return firm.attorneys.find((a) => a.id === id)?.name[lang] ?? id;
}

const firmMeetingWords: Record<Lang, Record<MeetingMode, string>> = {
  en: { office: "At the office", phone: "Phone call", video: "Video call" },
  ar: { office: "في المكتب", phone: "مكالمة هاتفية", video: "مكالمة فيديو" },
};

export function meetingLabel(
  mode: MeetingMode,
  lang: Lang,
  reader: "visitor" | "firm" = "visitor",
): string {
  return reader === "firm"
    ? firmMeetingWords[lang][mode]
    : messages[lang].contact.form.booking.meetingModes[mode];
}

/** A zone's name in words, as Intl gives it: «توقيت نيويورك», "GMT-05:00"; "" if it has none. */
function zoneName(timeZone: string, lang: Lang, style: "shortGeneric" | "longOffset"): string {
  try {
    const parts = new Intl.DateTimeFormat(lang, { timeZone, timeZoneName: style }).formatToParts();
    return parts.find((part) => part.type === "timeZoneName")?.value ?? "";
  } catch {
    return "";
  }
}

/**
 * Whose clock the visitor's time is on, in words a reader knows: "New York time", «توقيت نيويورك»,
 * never the zone's id ("America/New_York"). English names the city at the end of the id; Arabic
 * takes the place ICU names (the city, or the country when it has one zone), else the city in
 * Latin letters, isolated. A zone with no place is UTC, or named by its offset ("GMT-05:00").
 */
export function clockPlace(timeZone: string, lang: Lang): string {
  const city = timeZone.split("/").pop()?.replaceAll("_", " ") ?? timeZone;
  if (!timeZone.includes("/") || timeZone.startsWith("Etc/")) {
    if (/^(Etc\/)?(UTC|UCT|GMT|Zulu|Universal|Greenwich)([+-]?0)?$/i.test(timeZone))
      return lang === "ar" ? "التوقيت العالمي المنسق" : "UTC";
    const offset = zoneName(timeZone, "en", "longOffset") || timeZone;
    return lang === "ar" ? `توقيت \u2068${offset}\u2069` : offset;
  }
  if (lang === "en") return `${city} time`;
  const place = zoneName(timeZone, "ar", "shortGeneric");
  return /^توقيت [^-0-9+]+$/.test(place) ? place : `توقيت \u2068${city}\u2069`;
}

/**
 * The visitor's own time of a consultation, for the mails and pages that show it beside Amman's:
 * "Tuesday 1 December 2026, 2:00 AM (New York time)"; null when their clock shows Amman's.
 */
export function visitorClock(
  booking: { start: number; timeZone: string },
  lang: Lang,
): string | null {
  if (!showsOtherClock(booking.start, booking.timeZone)) return null;
  return `${formatMailTime(booking.start, lang, booking.timeZone)} (${clockPlace(booking.timeZone, lang)})`;
}
