import { isOpenDay } from "../../app/booking/slots";
import { addDays, instantFromZoned, zonedParts } from "../../app/booking/zoned";
import { bookingSettings, type BookingSettings } from "../../app/content/booking";

/**
 * Until when a requested time is held while the firm has not answered: the firm's closing time
 * on the `workingDays`-th working day after the day of the request, as the booking form promises
 * ("by the end of the next working day"): a request on a Thursday evening or a Saturday is
 * answered by the close of the next working day, a whole working day after it came. 0: the
 * request's own day, or the next working day when it came after hours or on a day off. Never past
 * the consultation's start. A time nobody confirms goes back to the visitors who can take it.
 */
export function holdDeadline(
  requestedAt: number,
  start: number,
  workingDays: number,
  settings: BookingSettings = bookingSettings,
): number {
  const zone = settings.timeZone;
  const closingOn = (date: string) => instantFromZoned(date, settings.closesHour, zone).getTime();
  let day = zonedParts(new Date(requestedAt), zone).date;
  // A year without a working day is a settings mistake: then the hold simply lasts to the start.
  let guard = 400;
  // With no working day to wait, the first day the firm can read it: today if open and not closed.
  while (workingDays === 0 && (!isOpenDay(day, settings) || closingOn(day) <= requestedAt)) {
    day = addDays(day, 1);
    if (--guard === 0) return start;
  }
  for (let left = workingDays; left > 0;) {
    day = addDays(day, 1);
    if (isOpenDay(day, settings)) left -= 1;
    if (--guard === 0) return start;
  }
  return Math.min(closingOn(day), start);
}
