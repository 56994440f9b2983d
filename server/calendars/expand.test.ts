// @vitest-environment node
import ICAL from "ical.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { busyIntervals, type Interval, TooManyOccurrences } from "./expand";

const DAY = 86_400_000;
// The window crosses New York's change to summer time (8 March 2026).
const NOW = Date.parse("2026-03-01T08:00:00Z");
const window = { from: NOW - DAY, to: NOW + 32 * DAY, firmZone: "UTC" };

const newYork = `BEGIN:VTIMEZONE
TZID:America/New_York
BEGIN:DAYLIGHT
DTSTART:20070311T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
TZOFFSETFROM:-0500
TZOFFSETTO:-0400
TZNAME:EDT
END:DAYLIGHT
BEGIN:STANDARD
DTSTART:20071104T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
TZOFFSETFROM:-0400
TZOFFSETTO:-0500
TZNAME:EST
END:STANDARD
END:VTIMEZONE`;

const utc = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").slice(0, 15) + "Z";
const local = (ms: number) => utc(ms).slice(0, 15);
const calendar = (...events: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", newYork, ...events, "END:VCALENDAR"]
    .join("\r\n")
    .replace(/\r?\n/g, "\r\n");
const event = (uid: string, lines: string[]) =>
  ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20260101T000000Z", ...lines, "END:VEVENT"].join("\r\n");

/**
 * The busy times as ical.js gives them with none of busyIntervals' shortcuts: every series read
 * from its DTSTART, overrides related by UID. (Floating and all-day times are UTC here, the
 * tests' firm zone.)
 */
function reference(body: string): Interval[] {
  const root = new ICAL.Component(ICAL.parse(body));
  for (const vtimezone of root.getAllSubcomponents("vtimezone")) {
    const zone = new ICAL.Timezone(vtimezone);
    if (!ICAL.TimezoneService.has(zone.tzid)) ICAL.TimezoneService.register(zone);
  }
  const all = root.getAllSubcomponents("vevent");
  const overrides = all.filter((c) => c.hasProperty("recurrence-id"));
  const uid = (c: InstanceType<typeof ICAL.Component>) => c.getFirstPropertyValue("uid");
  const free = (c: InstanceType<typeof ICAL.Component>) =>
    c.getFirstPropertyValue("status") === "CANCELLED" ||
    c.getFirstPropertyValue("transp") === "TRANSPARENT";
  const out: Interval[] = [];
  for (const vevent of all.filter((c) => !c.hasProperty("recurrence-id"))) {
    const series = new ICAL.Event(vevent, {
      exceptions: overrides.filter((o) => uid(o) === uid(vevent)),
    });
    const iterator = series.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (next.toUnixTime() * 1000 >= window.to + DAY) break;
      const details = series.getOccurrenceDetails(next);
      const start = details.startDate.toUnixTime() * 1000;
      const end = details.endDate.toUnixTime() * 1000;
      if (!free(details.item.component) && end > window.from && start < window.to && end > start)
        out.push({ start, end });
    }
  }
  return sorted(out);
}

const sorted = (list: Interval[]) => [...list].sort((a, b) => a.start - b.start || a.end - b.end);
const busy = (body: string) => sorted(busyIntervals(body, window).intervals);

const yearsAgo = (years: number) => NOW - years * 365 * DAY + 3_600_000 * 7;
const daysAgo = (days: number) => NOW - days * DAY + 3_600_000 * 5 + 60_000 * 13;

describe("reading a series from near the window", () => {
  const weeksBack = Math.floor((NOW - yearsAgo(3)) / (7 * DAY));
  // Each: DTSTART (wall time in New York, or UTC), length, rule and extra lines.
  const cases: [string, string[]][] = [
    [
      "weekly on two days, every other week, in New York",
      [
        `DTSTART;TZID=America/New_York:${local(yearsAgo(3))}`,
        "DURATION:PT90M",
        "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE",
      ],
    ],
    [
      "weekly, with an EXDATE in the window",
      [
        `DTSTART:${utc(yearsAgo(3))}`,
        "DURATION:PT1H",
        "RRULE:FREQ=WEEKLY",
        `EXDATE:${utc(yearsAgo(3) + (weeksBack + 2) * 7 * DAY)}`,
      ],
    ],
    [
      "weekly, its COUNT running out inside the window",
      [`DTSTART:${utc(yearsAgo(3))}`, "DURATION:PT1H", `RRULE:FREQ=WEEKLY;COUNT=${weeksBack + 3}`],
    ],
    [
      "daily every third day at 9:00 and 15:00 in New York",
      [
        `DTSTART;TZID=America/New_York:${local(yearsAgo(2))}`,
        "DURATION:PT45M",
        "RRULE:FREQ=DAILY;INTERVAL=3;BYHOUR=9,15;BYMINUTE=0",
      ],
    ],
    [
      "daily on weekdays",
      [`DTSTART:${utc(yearsAgo(4))}`, "DURATION:PT2H", "RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR"],
    ],
    [
      "daily in March on the 3rd and the 20th",
      [
        `DTSTART:${utc(yearsAgo(5))}`,
        "DURATION:PT1H",
        "RRULE:FREQ=DAILY;BYMONTH=3;BYMONTHDAY=3,20",
      ],
    ],
    [
      "daily until the middle of the window",
      [
        `DTSTART:${utc(yearsAgo(2))}`,
        "DURATION:PT1H",
        `RRULE:FREQ=DAILY;UNTIL=${utc(NOW + 9 * DAY)}`,
      ],
    ],
    [
      "three days long, every week, so an occurrence begun before the window reaches into it",
      [`DTSTART:${utc(yearsAgo(3) - 4 * DAY)}`, "DURATION:P3D", "RRULE:FREQ=WEEKLY"],
    ],
    [
      "all day, every week",
      [`DTSTART;VALUE=DATE:${utc(yearsAgo(3)).slice(0, 8)}`, "RRULE:FREQ=WEEKLY"],
    ],
    [
      "every five hours in New York",
      [
        `DTSTART;TZID=America/New_York:${local(daysAgo(10))}`,
        "DURATION:PT20M",
        "RRULE:FREQ=HOURLY;INTERVAL=5",
      ],
    ],
    [
      "every 97 minutes, 200 times",
      [
        `DTSTART:${utc(daysAgo(10))}`,
        "DURATION:PT10M",
        "RRULE:FREQ=MINUTELY;INTERVAL=97;COUNT=200",
      ],
    ],
    [
      "every 7,200 seconds",
      [`DTSTART:${utc(daysAgo(10))}`, "DURATION:PT30M", "RRULE:FREQ=SECONDLY;INTERVAL=7200"],
    ],
  ];

  it.each(cases)("gives what reading from DTSTART gives: %s", (_, lines) => {
    const body = calendar(event("series", lines));
    const expected = reference(body);
    expect(expected.length).toBeGreaterThan(0);
    expect(busy(body)).toEqual(expected);
  });

  it("keeps the overrides of occurrences before the window, moved into it or not", () => {
    const start = yearsAgo(3);
    const body = calendar(
      event("weekly", [`DTSTART:${utc(start)}`, "DURATION:PT1H", "RRULE:FREQ=WEEKLY"]),
      // The second occurrence, three years ago, moved into the window.
      event("weekly", [
        `RECURRENCE-ID:${utc(start + 7 * DAY)}`,
        `DTSTART:${utc(NOW + 3 * DAY + 3_600_000)}`,
        "DURATION:PT2H",
      ]),
      // One in the window, cancelled; another, moved within the window.
      event("weekly", [
        `RECURRENCE-ID:${utc(start + (weeksBack + 1) * 7 * DAY)}`,
        `DTSTART:${utc(start + (weeksBack + 1) * 7 * DAY)}`,
        "DURATION:PT1H",
        "STATUS:CANCELLED",
      ]),
      event("weekly", [
        `RECURRENCE-ID:${utc(start + (weeksBack + 3) * 7 * DAY)}`,
        `DTSTART:${utc(start + (weeksBack + 3) * 7 * DAY + DAY)}`,
        "DURATION:PT1H",
      ]),
      // An override of another series, at the same time: it changes nothing here.
      event("other", [
        `RECURRENCE-ID:${utc(start + (weeksBack + 2) * 7 * DAY)}`,
        `DTSTART:${utc(start + (weeksBack + 2) * 7 * DAY + 2 * DAY)}`,
        "DURATION:PT1H",
      ]),
    );
    const expected = reference(body);
    expect(expected).toContainEqual({
      start: NOW + 3 * DAY + 3_600_000,
      end: NOW + 3 * DAY + 3 * 3_600_000,
    });
    // The "other" override stands alone: the reference has no series for it.
    const other = start + (weeksBack + 2) * 7 * DAY + 2 * DAY;
    expect(busy(body)).toEqual(sorted([...expected, { start: other, end: other + 3_600_000 }]));
  });

  it("reads a series of five years ago in its window only: 800 occurrences, not 44,000", () => {
    const body = calendar(
      event("hourly", [`DTSTART:${utc(yearsAgo(5))}`, "DURATION:PT30M", "RRULE:FREQ=HOURLY"]),
    );
    // Read from DTSTART it would pass the cap of 5,000 occurrences an event, and throw.
    const { intervals } = busyIntervals(body, window);
    expect(intervals).toHaveLength(33 * 24);
  });
});

describe("a calendar past the caps", () => {
  const since = (rule: string) =>
    calendar(event("bomb", [`DTSTART:${utc(NOW - 365 * DAY)}`, "DURATION:PT1M", rule]));

  it.each(["FREQ=MINUTELY", "FREQ=SECONDLY"])(
    "refuses %s from a year ago that never ends",
    (rule) => {
      expect(() => busyIntervals(since(`RRULE:${rule}`), window)).toThrow(TooManyOccurrences);
    },
  );

  it("refuses a calendar of many series, each within the cap of an event", () => {
    const hourly = (i: number) =>
      event(`hourly-${i}`, [`DTSTART:${utc(NOW)}`, "DURATION:PT30M", "RRULE:FREQ=HOURLY"]);
    const body = (n: number) => calendar(...Array.from({ length: n }, (_, i) => hourly(i)));
    // Read to a day past the window, 24 × 33 = 792 occurrences each (768 in the window): 25
    // series stay within the calendar's 20,000, 26 do not.
    expect(busyIntervals(body(25), window).intervals).toHaveLength(25 * 768);
    expect(() => busyIntervals(body(26), window)).toThrow(TooManyOccurrences);
  });
});

describe("a big calendar", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is read once, not once for each event (ical.js's Event scans every sibling)", () => {
    const events = Array.from({ length: 2_000 }, (_, i) =>
      event(`e${i}`, [`DTSTART:${utc(NOW + (i % 30) * DAY)}`, "DURATION:PT1H"]),
    );
    const scans = vi.spyOn(ICAL.Component.prototype, "getAllSubcomponents");
    const { intervals, events: count } = busyIntervals(calendar(...events), window);
    expect(count).toBe(2_000);
    expect(intervals).toHaveLength(2_000);
    expect(scans.mock.calls.length).toBeLessThan(10);
  });
});
