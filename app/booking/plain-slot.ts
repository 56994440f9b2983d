import { type BookingSettings, bookingSettings } from "~/content/booking";
import { gridMinutes } from "./grid";
import { instantFromZoned, parseDay, toOffsetIso } from "./zoned";

/** The day's start times on the grid as a clock shows them: "09:00" to "17:00". */
export function startTimes(settings: BookingSettings = bookingSettings): string[] {
  return gridMinutes(settings).map(
    (m) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`,
  );
}

/**
 * The slot that the plain form's date and time name, as the server builds it: "" when neither
 * is given (no booking), null when only one is or they name no real time.
 */
export function slotFromPlain(
  date: string,
  time: string,
  settings: BookingSettings = bookingSettings,
): string | null {
  if (!date && !time) return "";
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!clock || !parseDay(date)) return null;
  const [hour, minute] = [Number(clock[1]), Number(clock[2])];
  if (hour > 23 || minute > 59) return null;
  return toOffsetIso(instantFromZoned(date, hour, settings.timeZone, minute), settings.timeZone);
}
