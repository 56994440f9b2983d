import { remembered } from "./memo";
import { isoWeekday, zonedParts } from "./zoned";

/** When one attorney takes consultations (content/attorneys/<id>.json). */
export interface Availability {
  /** Days with a span of hours, Amman time; none means all of the office's hours. */
  consultationHours: readonly { days: readonly number[]; fromHour: number; toHour: number }[];
  /** Days with no consultation, first to last inclusive (YYYY-MM-DD, Amman). */
  timeOff: readonly { firstDay: string; lastDay: string }[];
}

interface Wall {
  date: string;
  weekday: number;
  /** Minutes since the day's midnight. */
  minutes: number;
}

// The same few hundred starts are asked about on every /api/slots request, each for every
// attorney: their wall-clock reading is kept rather than asked of Intl again.
const wallMemo = remembered<Wall>(2000);

function wall(instant: number, timeZone: string): Wall {
  return wallMemo(`${timeZone}|${instant}`, () => {
    const parts = zonedParts(new Date(instant), timeZone);
    return {
      date: parts.date,
      weekday: isoWeekday(parts.date),
      minutes: parts.hour * 60 + parts.minute,
    };
  });
}

/**
 * Whether the attorney takes a consultation from `start` to `end` (ms): not on a day off, and
 * wholly inside one row of their hours when they have any. Without hours or days off, always.
 */
export function worksAt(
  availability: Availability | undefined,
  start: number,
  end: number,
  timeZone: string,
): boolean {
  if (!availability) return true;
  const { consultationHours, timeOff } = availability;
  if (consultationHours.length === 0 && timeOff.length === 0) return true;
  const from = wall(start, timeZone);
  if (timeOff.some((off) => off.firstDay <= from.date && from.date <= off.lastDay)) return false;
  if (consultationHours.length === 0) return true;
  const to = from.minutes + (end - start) / 60_000;
  return consultationHours.some(
    (row) =>
      row.days.includes(from.weekday) && row.fromHour * 60 <= from.minutes && to <= row.toHour * 60,
  );
}
