import {
  type BookingSettings,
  bookingSettings,
  type ClosedDate,
  closedDates,
} from "~/content/booking";
import { gridMinutes } from "./grid";
import { remembered } from "./memo";
import { addDays, instantFromZoned, isoWeekday, parseDay, zonedParts } from "./zoned";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The instant at which `hours` of the firm's working time have passed since `now`: only office
 * hours on open days count, so a request on Thursday evening is read on the next working day,
 * not over the weekend. Infinity when the calendar has no working time left (a settings mistake).
 */
export function afterWorkingTime(
  now: Date,
  hours: number,
  settings: BookingSettings = bookingSettings,
  closed: readonly ClosedDate[] = closedDates,
): number {
  let left = hours * HOUR;
  let day = zonedParts(now, settings.timeZone).date;
  for (let guard = 0; guard < 400; guard++, day = addDays(day, 1)) {
    if (!isOpenDay(day, settings, closed)) continue;
    const opens = instantFromZoned(day, settings.opensHour, settings.timeZone).getTime();
    const closes = instantFromZoned(day, settings.closesHour, settings.timeZone).getTime();
    const from = Math.max(opens, now.getTime());
    if (from >= closes) continue;
    if (closes - from >= left) return from + left;
    left -= closes - from;
  }
  return Infinity;
}

/**
 * The earliest and the latest-but-excluded start that `now` allows: the earliest is
 * `leadWorkingDays` full working days of office time ahead, so the firm has read the request
 * before it starts; the latest is `horizonDays` calendar days ahead.
 */
function bounds(now: Date, settings: BookingSettings, closed: readonly ClosedDate[]) {
  const workingDay = settings.closesHour - settings.opensHour;
  return {
    earliest: afterWorkingTime(now, settings.leadWorkingDays * workingDay, settings, closed),
    end: now.getTime() + settings.horizonDays * DAY,
  };
}

/** Whether the firm offers consultations on this day at all (a working day, not closed). */
export function isOpenDay(
  date: string,
  settings: BookingSettings = bookingSettings,
  closed: readonly ClosedDate[] = closedDates,
): boolean {
  return (
    settings.workingDays.includes(isoWeekday(date)) && !closed.some((entry) => entry.date === date)
  );
}

/**
 * Every start time a visitor may ask for: on the grid, on a working day that is not closed,
 * at least `leadWorkingDays` of working time after now and before now + `horizonDays`. Ascending.
 * `from` (YYYY-MM-DD, default today in the firm's zone) and `days` bound the days looked at.
 */
export function bookableStarts({
  now,
  from,
  days,
  settings = bookingSettings,
  closed = closedDates,
}: {
  now: Date;
  from?: string;
  days: number;
  settings?: BookingSettings;
  closed?: readonly ClosedDate[];
}): Date[] {
  const first = from ?? zonedParts(now, settings.timeZone).date;
  if (!parseDay(first)) throw new RangeError(`Not a day: ${first}`);
  const { earliest, end } = bounds(now, settings, closed);
  // Only the bookable window's days cost time-zone work: any other day is answered at once.
  const firstBookable = zonedParts(new Date(earliest), settings.timeZone).date;
  const lastBookable = zonedParts(new Date(end - 1), settings.timeZone).date;
  const grid = gridMinutes(settings);
  const starts: Date[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(first, i);
    if (date > lastBookable) break;
    if (date < firstBookable || !isOpenDay(date, settings, closed)) continue;
    for (const start of dayStarts(date, grid, settings.timeZone)) {
      if (start >= earliest && start < end) starts.push(new Date(start));
    }
  }
  return starts;
}

// A day's starts depend only on the day, the grid and the zone: computing them costs two Intl
// look-ups per start, so the server keeps the last few hundred days' worth (a few KB).
const dayMemo = remembered<readonly number[]>(400);

function dayStarts(date: string, grid: readonly number[], timeZone: string): readonly number[] {
  return dayMemo(`${timeZone}|${date}|${grid.join(",")}`, () =>
    grid.map((minutes) =>
      instantFromZoned(date, Math.floor(minutes / 60), timeZone, minutes % 60).getTime(),
    ),
  );
}

export type SlotCode = "invalid" | "slotOutsideHours" | "slotTooSoon" | "slotTooFar";

// ISO 8601 date-time with seconds optional and an explicit offset or Z: nothing left to guess.
const isoPattern =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-](\d{2}):(\d{2}))$/;

/** Reads an ISO 8601 date-time with an offset; null when it is malformed or names no real time. */
export function parseOffsetIso(iso: string): Date | null {
  const m = isoPattern.exec(iso);
  if (!m) return null;
  const [year, month, day, hour, minute, second = "0"] = m.slice(1, 7).map((v) => v ?? "0");
  if (!parseDay(`${year}-${month}-${day}`)) return null;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  if (m[8] !== "Z" && (Number(m[9]) > 23 || Number(m[10]) > 59)) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * Whether a visitor may ask for this start time now. The server runs it on every booking, the
 * browser before sending; which attorneys are free is the store's business, not this check's.
 */
export function checkSlot(
  iso: string,
  now: Date,
  settings: BookingSettings = bookingSettings,
  closed: readonly ClosedDate[] = closedDates,
): { ok: true; start: Date } | { ok: false; code: SlotCode } {
  const start = typeof iso === "string" ? parseOffsetIso(iso) : null;
  if (!start) return { ok: false, code: "invalid" };
  const wall = zonedParts(start, settings.timeZone);
  const minutes = wall.hour * 60 + wall.minute;
  const onGrid =
    start.getTime() % 1000 === 0 && wall.second === 0 && gridMinutes(settings).includes(minutes);
  if (!onGrid || !isOpenDay(wall.date, settings, closed)) {
    return { ok: false, code: "slotOutsideHours" };
  }
  const { earliest, end } = bounds(now, settings, closed);
  if (start.getTime() < earliest) return { ok: false, code: "slotTooSoon" };
  if (start.getTime() >= end) return { ok: false, code: "slotTooFar" };
  return { ok: true, start };
}

/**
 * The starts still free: for one attorney, those no request holds for them; for "any", those
 * at which at least one of the firm's attorneys is free. `busy` says whether an attorney's own
 * calendar is taken at that start (server/calendars).
 */
export function freeStarts(
  starts: readonly Date[],
  held: readonly { attorney: string; start: number }[],
  attorney: string,
  attorneyIds: readonly string[],
  busy: (attorney: string, start: Date) => boolean = () => false,
): Date[] {
  const taken = new Set(held.map((h) => `${h.attorney}@${h.start}`));
  const free = (id: string, start: Date) =>
    !taken.has(`${id}@${start.getTime()}`) && !busy(id, start);
  return starts.filter((start) =>
    attorney === "any" ? attorneyIds.some((id) => free(id, start)) : free(attorney, start),
  );
}
