import ICAL from "ical.js";
import { instantFromZoned } from "../../app/booking/zoned";

/** A busy time: [start, end) in ms since the epoch. */
export interface Interval {
  start: number;
  end: number;
}

/** Thrown for a body ical.js cannot read as a calendar. */
export class NotICalendar extends Error {
  override name = "NotICalendar";
}

/** Thrown for a calendar with more occurrences than its caps: the feed is refused, not stored. */
export class TooManyOccurrences extends Error {
  override name = "TooManyOccurrences";
  constructor() {
    super("too many occurrences");
  }
}

/** How many occurrences one calendar may give (see `busyIntervals`). */
export interface OccurrenceCaps {
  /** Occurrences read from one recurring event. */
  perEvent: number;
  /** Occurrences read from every recurring event, plus the single events that fall in the window. */
  perFeed: number;
}

export const defaultCaps: OccurrenceCaps = { perEvent: 5_000, perFeed: 20_000 };

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;
type Event = InstanceType<typeof ICAL.Event>;
type Recur = InstanceType<typeof ICAL.Recur>;

const DAY = 86_400_000;

/** Reads a body with ical.js; throws NotICalendar when it is not a VCALENDAR. */
export function parseCalendar(body: string): Component {
  if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(body)) throw new NotICalendar("not iCalendar");
  let root: Component;
  try {
    root = new ICAL.Component(ICAL.parse(body));
  } catch {
    throw new NotICalendar("not iCalendar");
  }
  if (root.name !== "vcalendar") throw new NotICalendar("not iCalendar");
  return root;
}

/**
 * One instant of an event's time. A floating time (no zone, or a zone the calendar does not
 * define) is read as the firm's wall time, never the machine's; an all-day date is the start of that day in the firm's zone.
 */
function instant(time: Time, firmZone: string): number {
  const zone = time.zone;
  const known = zone && zone !== ICAL.Timezone.localTimezone && zone.tzid !== "floating";
  if (!time.isDate && known) return time.toUnixTime() * 1000;
  const date = `${String(time.year).padStart(4, "0")}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;
  const base = instantFromZoned(
    date,
    time.isDate ? 0 : time.hour,
    firmZone,
    time.isDate ? 0 : time.minute,
  );
  return base.getTime() + (time.isDate ? 0 : time.second * 1000);
}

/** Whether an event (or an occurrence's override) takes time: not cancelled, not "free". */
function takesTime(event: Event): boolean {
  const c = event.component;
  const status = String(c.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transp = String(c.getFirstPropertyValue("transp") ?? "").toUpperCase();
  return status !== "CANCELLED" && transp !== "TRANSPARENT";
}

function span(start: Time, end: Time | null, firmZone: string): Interval {
  const from = instant(start, firmZone);
  let to: number;
  if (end) to = instant(end, firmZone);
  else if (start.isDate) {
    const next = start.clone();
    next.day += 1;
    to = instant(next, firmZone);
  } else to = from;
  // An all-day event whose end is its start still blocks its day.
  if (start.isDate && to <= from) {
    const next = start.clone();
    next.day += 1;
    to = instant(next, firmZone);
  }
  return { start: from, end: to };
}

/** The seconds of one step of the frequencies whose steps all have the same length. */
const stepSeconds: Partial<Record<string, number>> = {
  SECONDLY: 1,
  MINUTELY: 60,
  HOURLY: 3_600,
  DAILY: 86_400,
  WEEKLY: 604_800,
};
/** BY… parts that keep a DAILY or WEEKLY rule the same when its start moves by whole periods. */
const shiftable = new Set(["BYSECOND", "BYMINUTE", "BYHOUR", "BYDAY", "BYMONTHDAY", "BYMONTH"]);

/**
 * Where to start reading a series, so that the years before the window cost nothing: DTSTART
 * moved forward by whole periods of its rule to a day (and the event's own length) before the
 * window, from where the rule gives the same occurrences as from DTSTART. ical.js has no such
 * jump; its iterator walks every occurrence from DTSTART, which for `FREQ=MINUTELY` a year back
 * is half a million steps.
 *
 * Done for one RRULE whose periods all have the same length (SECONDLY to WEEKLY): with BY… parts
 * only for DAILY and WEEKLY (ical.js anchors the BY… parts of a shorter period on the start's
 * date) and without COUNT; without BY… parts every period is one occurrence, so COUNT is lowered
 * by the periods skipped (in the parsed rule: `root` is read once). Any other series (MONTHLY,
 * YEARLY, several rules, RDATE alone) is read from DTSTART, its past counted against the caps.
 * `start` null: the series' COUNT ran out before the window.
 */
function firstToRead(
  event: Event,
  from: number,
  firmZone: string,
): { start: Time | null; moved: boolean } {
  const start = event.startDate;
  const unchanged = { start, moved: false };
  const rules = event.component.getAllProperties("rrule");
  if (rules.length !== 1) return unchanged;
  const rule = rules[0]!.getFirstValue() as Recur;
  const step = stepSeconds[rule.freq];
  if (!step) return unchanged;
  const parts = Object.keys(rule.parts);
  const daily = step >= 86_400;
  if (parts.length > 0 && (!daily || rule.count || parts.some((p) => !shiftable.has(p))))
    return unchanged;
  if (start.isDate && !daily) return unchanged;
  const begins = instant(start, firmZone);
  const length = Math.max(0, instant(event.endDate, firmZone) - begins);
  const period = step * (rule.interval || 1);
  // A day's margin covers a change of the zone's offset between DTSTART and now.
  const periods = Math.floor((from - length - DAY - begins) / (period * 1000));
  if (periods <= 0) return unchanged;
  if (rule.count) {
    if (periods >= rule.count) return { start: null, moved: true };
    rule.count -= periods;
  }
  const moved = start.clone();
  if (daily) moved.adjust((periods * period) / 86_400, 0, 0, 0);
  else moved.adjust(0, 0, 0, periods * period);
  return { start: moved, moved: true };
}

/**
 * The busy intervals of a calendar body within [from, to): recurring events expanded (RRULE,
 * EXDATE, RECURRENCE-ID overrides), all-day events as whole days in `firmZone`, cancelled and
 * transparent ones left out. The calendar's VTIMEZONEs are registered with ical.js first.
 *
 * Bounded, for a calendar anyone can put an event in (an invitation): each event is read once,
 * a series that began long ago is read from near the window (`firstToRead`), and a calendar that
 * gives more occurrences than `caps` throws TooManyOccurrences. A rule ical.js cannot finish
 * (`FREQ=SECONDLY;BYMONTHDAY=30;BYMONTH=2` walks forever inside one step) is only stopped by the
 * time limit of the worker that runs this (read.ts).
 */
export function busyIntervals(
  body: string,
  {
    from,
    to,
    firmZone,
    caps = defaultCaps,
  }: { from: number; to: number; firmZone: string; caps?: OccurrenceCaps },
): { intervals: Interval[]; events: number } {
  const root = parseCalendar(body);
  for (const vtimezone of root.getAllSubcomponents("vtimezone")) {
    const zone = new ICAL.Timezone(vtimezone);
    if (zone.tzid && !ICAL.TimezoneService.has(zone.tzid)) ICAL.TimezoneService.register(zone);
  }
  const vevents = root.getAllSubcomponents("vevent");
  const masters = new Map<string, Event>();
  const overrides: Event[] = [];
  for (const vevent of vevents) {
    // `exceptions: []`: without it, ical.js relates to each event every override in the
    // calendar, whatever its UID, by reading all the calendar's events again (n² for n events).
    const event = new ICAL.Event(vevent, { exceptions: [] });
    if (event.isRecurrenceException()) overrides.push(event);
    else masters.set(String(vevent.getFirstPropertyValue("uid") ?? masters.size), event);
  }

  let read = 0;
  const count = () => {
    if (++read > caps.perFeed) throw new TooManyOccurrences();
  };
  const intervals: Interval[] = [];
  const keep = (event: Event, start: Time, end: Time | null) => {
    if (!takesTime(event)) return;
    const interval = span(start, end, firmZone);
    if (interval.end > from && interval.start < to && interval.end > interval.start) {
      intervals.push(interval);
      return true;
    }
    return false;
  };
  // Overrides stand on their own when their series is not in the feed, or begins after them.
  const alone: Event[] = [];
  for (const override of overrides) {
    const master = masters.get(String(override.component.getFirstPropertyValue("uid")));
    if (master?.isRecurring()) master.relateException(override);
    else alone.push(override);
  }

  for (const event of masters.values()) {
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      if (keep(event, event.startDate, event.endDate ?? null)) count();
      continue;
    }
    const { start, moved } = firstToRead(event, from, firmZone);
    if (moved)
      for (const override of Object.values(event.exceptions))
        if (!start || override.recurrenceId.compare(start) < 0) alone.push(override);
    if (!start) continue;
    const iterator = event.iterator(start);
    let occurrences = 0;
    for (let next = iterator.next(); next; next = iterator.next()) {
      // Overrides may move an occurrence later than its series' own time: look a day past `to`.
      if (instant(next, firmZone) >= to + DAY) break;
      if (++occurrences > caps.perEvent) throw new TooManyOccurrences();
      count();
      const details = event.getOccurrenceDetails(next);
      keep(details.item, details.startDate, details.endDate);
    }
  }
  for (const override of alone)
    if (keep(override, override.startDate, override.endDate ?? null)) count();
  return { intervals, events: vevents.length };
}
/** Sorted, merged (overlapping or touching joined) intervals as two typed arrays. */
export function mergeIntervals(intervals: Interval[]): {
  starts: Float64Array;
  ends: Float64Array;
} {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return {
    starts: Float64Array.from(merged, (i) => i.start),
    ends: Float64Array.from(merged, (i) => i.end),
  };
}

/** Whether [start, end) overlaps one of the merged intervals: a binary search on the ends. */
export function overlaps(
  merged: { starts: Float64Array; ends: Float64Array },
  start: number,
  end: number,
): boolean {
  const { starts, ends } = merged;
  let lo = 0;
  let hi = ends.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ends[mid]! <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < starts.length && starts[lo]! < end;
}
