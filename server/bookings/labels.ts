import type { MeetingMode } from "../../app/booking/meeting";
import { attorneyGender, firm } from "../../app/content/firm";
import { mailWords } from "../../app/content/mails.server";
import { fill } from "../../app/content/schema/template";
import type { Lang } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages";
import { formatMailTime, showsOtherClock } from "./when";

/**
 * The words every booking mail and page uses for who, how and on whose clock, in one place: an
 * attorney's name, how the consultation takes place, for the visitor ("At our office", the form's
 * own words) or for the firm ("At the office"), and the visitor's own time in words.
 */
/**
 * The copy's words about an attorney, agreeing with the attorney's gender in Arabic: the label
 * "attorney" and "the same attorney" take the woman's form for a woman (content/mails/words.json).
 */
export function agreeWithAttorney(text: string, id: string, lang: Lang): string {
  if (lang !== "ar" || attorneyGender(id) !== "f") return text;
  const { attorney, sameAttorney } = mailWords.ar.arabicAgreement;
  return text === attorney.m ? attorney.f : text.replaceAll(sameAttorney.m, sameAttorney.f);
}

export function attorneyName(id: string, lang: Lang): string {
  return firm.attorneys.find((a) => a.id === id)?.name[lang] ?? id;
}

export function meetingLabel(
  mode: MeetingMode,
  lang: Lang,
  reader: "visitor" | "firm" = "visitor",
): string {
  return reader === "firm"
    ? mailWords[lang].firmMeetings[mode]
    : messages[lang].contact.form.booking.meetingModes[mode];
}

/** A zone's name in words, as Intl gives it: "New York time" in Arabic, "GMT-05:00"; "" if none. */
function zoneName(timeZone: string, lang: Lang, style: "shortGeneric" | "longOffset"): string {
  try {
    const parts = new Intl.DateTimeFormat(lang, { timeZone, timeZoneName: style }).formatToParts();
    return parts.find((part) => part.type === "timeZoneName")?.value ?? "";
  } catch {
    return "";
  }
}

/**
 * Whose clock the visitor's time is on, in words a reader knows: "New York time" in the reader's
 * language, never the zone's id ("America/New_York"). English names the city at the end of the
 * id; Arabic names the place ICU names (the city, or the country when it has one zone), else the
 * city in Latin letters, isolated. Either way the firm's words say it (`clock` in
 * content/mails/words.json). A zone with no place is UTC, or named by its offset ("GMT-05:00").
 */
export function clockPlace(timeZone: string, lang: Lang): string {
  const words = mailWords[lang];
  const city = timeZone.split("/").pop()?.replaceAll("_", " ") ?? timeZone;
  const isolated = (place: string) => fill(words.clock, { place: `\u2068${place}\u2069` });
  if (!timeZone.includes("/") || timeZone.startsWith("Etc/")) {
    if (/^(Etc\/)?(UTC|UCT|GMT|Zulu|Universal|Greenwich)([+-]?0)?$/i.test(timeZone))
      return words.utc;
    const offset = zoneName(timeZone, "en", "longOffset") || timeZone;
    return lang === "ar" ? isolated(offset) : offset;
  }
  if (lang === "en") return fill(words.clock, { place: city });
  const place = icuPlace(zoneName(timeZone, "ar", "shortGeneric"));
  return place ? fill(words.clock, { place }) : isolated(city);
}

/** ICU's words around a place in an Arabic zone name (CLDR's `regionFormat`), once read. */
let regionFormat: string[] | undefined;

/**
 * The place in ICU's Arabic name of a zone, so that it can be put in the firm's words; none for a
 * name by offset (GMT-5's). ICU's words around the place are read from ICU itself: its name of
 * Amman's zone around its name of Jordan.
 */
function icuPlace(name: string): string | undefined {
  regionFormat ??= zoneName("Asia/Amman", "ar", "shortGeneric").split(
    new Intl.DisplayNames("ar", { type: "region" }).of("JO") ?? "",
  );
  const [before = "", after = ""] = regionFormat;
  if (!name.startsWith(before) || !name.endsWith(after)) return undefined;
  const place = name.slice(before.length, name.length - after.length);
  return /^[^-0-9+\u0660-\u0669]+$/.test(place) ? place : undefined;
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
