/**
 * Wall time in a named zone <-> instants, through Intl alone: the machine's own zone never
 * enters (no getHours, no local Date constructor), and no offset is written down, so a change of
 * Jordan's rules reaches us with the runtime's time-zone data.
 */
import { remembered } from "./memo";

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** ISO weekday, Monday = 1. */
  weekday: number;
  /** The day as YYYY-MM-DD. */
  date: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      weekday: "short",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

const weekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** The calendar day and clock time that a wall clock in `timeZone` shows at `instant`. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return {
    year,
    month,
    day,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: weekdays[parts.weekday ?? ""] ?? 0,
    date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
  };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in minutes. */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wall - whole) / 60_000);
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD string that names a real day, as [year, month, day]; otherwise null. */
export function parseDay(date: string): [number, number, number] | null {
  const match = dayPattern.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return [year, month, day];
}

/** The instant at which a wall clock in `timeZone` shows `hour:minute` on `date` (YYYY-MM-DD). */
export function instantFromZoned(date: string, hour: number, timeZone: string, minute = 0): Date {
  const day = parseDay(date);
  if (!day) throw new RangeError(`Not a day: ${date}`);
  const wall = Date.UTC(day[0], day[1] - 1, day[2], hour, minute);
  // Take the offset at the guess, then again at the result, in case a clock change lies between.
  const first = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  const second = wall - offsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(second);
}

// The same few hundred start times are written over and over by /api/slots.
const isoMemo = remembered<string>(4096);

/** ISO 8601 with the zone's offset at that instant: "2026-12-01T10:00:00+03:00". */
export function toOffsetIso(instant: Date, timeZone: string): string {
  return isoMemo(`${timeZone}|${instant.getTime()}`, () => formatOffsetIso(instant, timeZone));
}

function formatOffsetIso(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  const offset = offsetMinutes(instant, timeZone);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return (
    `${p.date}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** The calendar day `days` after `date` (both YYYY-MM-DD); calendar arithmetic, no zone. */
export function addDays(date: string, days: number): string {
  const day = parseDay(date);
  if (!day) throw new RangeError(`Not a day: ${date}`);
  return new Date(Date.UTC(day[0], day[1] - 1, day[2] + days)).toISOString().slice(0, 10);
}

/** The ISO weekday (Monday = 1) of a calendar day. */
export function isoWeekday(date: string): number {
  const day = parseDay(date);
  if (!day) throw new RangeError(`Not a day: ${date}`);
  return new Date(Date.UTC(day[0], day[1] - 1, day[2])).getUTCDay() || 7;
}

/** Whether the runtime knows `timeZone` as an IANA zone name. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone });
    return true;
  } catch {
    return false;
  }
}
