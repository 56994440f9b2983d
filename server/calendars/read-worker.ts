/** A calendar read in piscina's worker (read.ts): parse, expand, answer. */
import { busyIntervals, TooManyOccurrences } from "./expand";
import type { ReadAnswer, ReadTask } from "./read";

export function readTask(task: ReadTask): ReadAnswer {
  try {
    return { ok: true, ...busyIntervals(task.body, task) };
  } catch (error) {
    // ical.js's own errors (a rule it cannot read, "max tries") are the calendar's fault too.
    const reason = error instanceof TooManyOccurrences ? error.message : "not iCalendar";
    return { ok: false, reason };
  }
}
