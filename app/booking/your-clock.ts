import { bookingSettings } from "~/content/booking";
import { formatSlot } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";
import { offsetMinutes, zonedParts } from "./zoned";

const firmZone = bookingSettings.timeZone;

/** The visitor's own zone unless it is Amman (the browser's; none while prerendering). */
export function visitorZone(): string | null {
  if (typeof Intl === "undefined" || typeof window === "undefined") return null;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && zone !== firmZone ? zone : null;
}

/**
 * An Amman time on the visitor's own clock, when it reads otherwise: "4:00 AM", or with its day
 * ("Fri 4 Dec 4:00 AM") when that is another day there; null when the clocks agree.
 */
export function yourClock(lang: Lang, instant: Date, zone = visitorZone()): string | null {
  if (!zone || offsetMinutes(instant, zone) === offsetMinutes(instant, firmZone)) return null;
  const sameDay = zonedParts(instant, zone).date === zonedParts(instant, firmZone).date;
  const time = formatSlot(lang, instant, zone, "time");
  return sameDay ? time : `${formatSlot(lang, instant, zone, "shortDay")} ${time}`;
}
