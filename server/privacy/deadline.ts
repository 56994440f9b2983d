import { isOpenDay } from "../../app/booking/slots";
import { addDays, zonedParts } from "../../app/booking/zoned";
import { bookingSettings } from "../../app/content/booking";

/** The day in Amman (YYYY-MM-DD) at an instant, whatever the machine's zone. */
export const ammanDay = (at: number) => zonedParts(new Date(at), bookingSettings.timeZone).date;

/**
 * Jordan's official working week, Sunday to Thursday (ISO weekdays): its weekend is Friday and
 * Saturday (JORDAN-CALENDAR.md). The Regulation's working days are these, whatever the firm's own
 * week, so a deadline never falls on a Friday or a Saturday.
 */
export const officialWorkingDays = [7, 1, 2, 3, 4];

/** A working day in Jordan: in the official week and not a public holiday (the closed dates). */
const isWorkingDay = (day: string) =>
  isOpenDay(day, { ...bookingSettings, workingDays: officialWorkingDays });

/**
 * The last day to answer a request proven on `day`: the `workingDays`-th working day after it
 * (the day itself is not counted, as a period of days runs from the day after the event that
 * starts it).
 */
export function dueOn(day: string, workingDays: number): string {
  let left = workingDays;
  // A year without a working day is a settings mistake: the answer is then due a year on.
  for (let guard = 366; left > 0 && guard > 0; guard -= 1) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/**
 * The working days left to answer, today included when it is one: 1 on the last day, 0 once the
 * day has passed. Reminders go at 5 and at 1.
 */
export function workingDaysLeft(today: string, due: string): number {
  let left = 0;
  for (let day = today; day <= due; day = addDays(day, 1)) if (isWorkingDay(day)) left += 1;
  return left;
}
