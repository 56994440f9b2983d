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

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

/** Reads a body with ical.js; throws NotICalendar when it is not a VCALENDAR. */
export function parseCalendar(body: string): Component {
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
function takesTime(event: InstanceType<typeof ICAL.Event>): boolean {
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

const yieldNow = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The busy intervals of a calendar within [from, to): recurring events expanded (RRULE,
 * EXDATE, RECURRENCE-ID overrides), all-day events as whole days in `firmZone`, cancelled and
 * transparent ones left out. The calendar's VTIMEZONEs are registered with ical.js first.
 * Gives the event loop a turn every 50 events: a big calendar never makes a long task.
 */
export async function busyIntervals(
  root: Component,
  { from, to, firmZone }: { from: number; to: number; firmZone: string },
): Promise<{ intervals: Interval[]; events: number }> {
  for (const vtimezone of root.getAllSubcomponents("vtimezone")) {
    const zone = new ICAL.Timezone(vtimezone);
    if (zone.tzid && !ICAL.TimezoneService.has(zone.tzid)) ICAL.TimezoneService.register(zone);
  }
  const vevents = root.getAllSubcomponents("vevent");
  const masters = new Map<string, InstanceType<typeof ICAL.Event>>();
  const overrides: Component[] = [];
  for (const vevent of vevents) {
    if (vevent.hasProperty("recurrence-id")) overrides.push(vevent);
    else
      masters.set(
        String(vevent.getFirstPropertyValue("uid") ?? masters.size),
        new ICAL.Event(vevent),
      );
  }
  const intervals: Interval[] = [];
  const keep = (interval: Interval) => {
    if (interval.end > from && interval.start < to && interval.end > interval.start)
      intervals.push(interval);
  };
  for (const component of overrides) {
    const master = masters.get(String(component.getFirstPropertyValue("uid")));
    const exception = new ICAL.Event(component);
    // An override whose series is not in the feed stands on its own.
    if (master?.isRecurring()) master.relateException(exception);
    else if (takesTime(exception))
      keep(span(exception.startDate, exception.endDate ?? null, firmZone));
  }

  let done = 0;
  for (const event of masters.values()) {
    if (++done % 50 === 0) await yieldNow();
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      if (takesTime(event)) keep(span(event.startDate, event.endDate ?? null, firmZone));
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      const interval = span(details.startDate, details.endDate, firmZone);
      // Overrides may move an occurrence later than its series' own time: look a day past `to`.
      if (instant(next, firmZone) >= to + 86_400_000) break;
      if (takesTime(details.item)) keep(interval);
    }
  }
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
