/** Calendars that tests and `npm run bench:calendars` make: a busy attorney's, and hostile ones. */

const DAY = 86_400_000;
const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").slice(0, 15) + "Z";

/**
 * A calendar of `count` events over ten years, as a busy attorney's looks: half single events,
 * half weekly or daily series (most of them ended, by COUNT or UNTIL; one in a hundred never
 * ends), about 125 bytes an event: 42,000 make 4.96 MB, like the 4.9 MB feed of issue 33.
 */
export function busyCalendar(seed: number, count: number, now: number): string {
  // mulberry32: integer arithmetic, so the days do not fall into a short cycle.
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Bench//EN"];
  for (let i = 0; i < count; i++) {
    const recurring = i % 2 === 1;
    const from = recurring ? -10 * 365 : -10 * 365 + 60;
    const day = Math.floor(now / DAY) * DAY + Math.floor(random() * from) * DAY + 60 * DAY;
    const start = day + (5 + Math.floor(random() * 10)) * 3_600_000;
    const end = start + (30 + Math.floor(random() * 3) * 30) * 60_000;
    lines.push("BEGIN:VEVENT", `UID:${seed}-${i}@bench`, `DTSTART:${stamp(start)}`);
    lines.push(`DTEND:${stamp(end)}`, "SUMMARY:Busy");
    if (recurring) {
      const pick = random();
      if (pick < 0.01) lines.push("RRULE:FREQ=WEEKLY");
      else if (pick < 0.2) lines.push(`RRULE:FREQ=DAILY;UNTIL=${stamp(start + 10 * DAY)}`);
      else lines.push(`RRULE:FREQ=WEEKLY;COUNT=${5 + Math.floor(random() * 20)}`);
    }
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.join("\r\n") + "\r\n";
}

/**
 * Issue 33's H2: one event of a minute, every minute (or second) since a year before `now`,
 * without end. ical.js alone walks it from its start: 11 s (57 s and 1 GB for SECONDLY).
 */
export function recurrenceBomb(freq: "MINUTELY" | "SECONDLY", now: number): string {
  const start = now - 365 * DAY;
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//x//EN",
    "BEGIN:VEVENT",
    "UID:bomb@x",
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(start + 60_000)}`,
    `RRULE:FREQ=${freq}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
