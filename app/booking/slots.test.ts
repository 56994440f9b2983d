import { describe, expect, it } from "vitest";
import type { BookingSettings, ClosedDate } from "~/content/booking";
import { afterWorkingTime, bookableStarts, checkSlot, freeStarts } from "./slots";
import { instantFromZoned, toOffsetIso, zonedParts } from "./zoned";

const amman = "Asia/Amman";
const at = (date: string, hour: number, minute = 0) => instantFromZoned(date, hour, amman, minute);
const iso = (starts: Date[]) => starts.map((start) => toOffsetIso(start, amman));
const hoursOf = (date: string, hours: number[]) =>
  hours.map((hour) => `${date}T${String(hour).padStart(2, "0")}:00:00+03:00`);
const workingHours = [9, 10, 11, 12, 13, 14, 15, 16, 17];

// The rules are tested on settings and closed dates of their own, never on the firm's content,
// which the firm edits (issue 36): Monday to Friday, 9:00 to 18:00, one-hour consultations.
const settings: BookingSettings = {
  timeZone: amman,
  slotMinutes: 60,
  workingDays: [1, 2, 3, 4, 5],
  opensHour: 9,
  closesHour: 18,
  leadWorkingDays: 1,
  horizonDays: 30,
  consultationFeeJod: 0,
};
const holiday = (date: string, en: string): ClosedDate => ({
  date,
  name: { en, ar: en },
  expected: false,
  source: "",
});
const closedDates: readonly ClosedDate[] = [
  holiday("2026-12-25", "Christmas Day"),
  holiday("2027-01-01", "New Year's Day"),
];
const rules = { settings, closed: closedDates };

describe("the times a visitor may book", () => {
  it("crosses the year's end: New Year's Day closed, the weekend skipped", () => {
    // Wednesday 30 December 2026, noon in Amman.
    const now = at("2026-12-30", 12);
    const starts = iso(bookableStarts({ now, days: 7, ...rules }));
    expect(starts).toEqual([
      ...hoursOf("2026-12-31", [12, 13, 14, 15, 16, 17]),
      ...hoursOf("2027-01-04", workingHours),
      ...hoursOf("2027-01-05", workingHours),
    ]);
  });

  it("crosses a month's end with the hourly grid from 9:00 to a last start at 17:00", () => {
    const now = at("2026-11-27", 8);
    const starts = iso(bookableStarts({ now, from: "2026-11-30", days: 2, ...rules }));
    expect(starts).toEqual([
      ...hoursOf("2026-11-30", workingHours),
      ...hoursOf("2026-12-01", workingHours),
    ]);
  });

  it("offers nothing on a closed date such as Christmas Day", () => {
    const now = at("2026-12-20", 9);
    const starts = iso(bookableStarts({ now, from: "2026-12-24", days: 2, ...rules }));
    expect(starts).toEqual(hoursOf("2026-12-24", workingHours));
    expect(closedDates.some((entry) => entry.date === "2026-12-25")).toBe(true);
  });

  it("keeps one full working day clear: a start exactly 9 office hours ahead counts, one minute less does not", () => {
    const now = at("2026-12-01", 10);
    const starts = iso(bookableStarts({ now, from: "2026-12-02", days: 1, ...rules }));
    expect(starts[0]).toBe("2026-12-02T10:00:00+03:00");
    const later = at("2026-12-01", 10, 1);
    expect(iso(bookableStarts({ now: later, from: "2026-12-02", days: 1, ...rules }))[0]).toBe(
      "2026-12-02T11:00:00+03:00",
    );
  });

  it("counts the lead in working time: a Friday afternoon request is read on Monday, not over the weekend", () => {
    // Friday 4 December 2026, 15:00: three office hours on Friday, six on Monday. A clock-hour
    // lead of 24 hours would have offered Monday 9:00, before anyone at the firm had read it.
    const friday = at("2026-12-04", 15);
    expect(iso(bookableStarts({ now: friday, days: 4, ...rules }))).toEqual(
      hoursOf("2026-12-07", [15, 16, 17]),
    );
    // After hours on Friday: all of Monday is the working day, so Tuesday 9:00 is the first.
    const evening = at("2026-12-04", 20);
    expect(iso(bookableStarts({ now: evening, days: 5, ...rules }))[0]).toBe(
      "2026-12-08T09:00:00+03:00",
    );
    // A request before opening counts that day's office hours whole.
    const early = at("2026-12-01", 7);
    expect(iso(bookableStarts({ now: early, days: 3, ...rules }))[0]).toBe(
      "2026-12-02T09:00:00+03:00",
    );
  });

  it("skips closed dates when it counts working time", () => {
    // Thursday 24 December 2026, 15:00: Christmas Day (Friday) is closed, then the weekend.
    expect(closedDates.some((entry) => entry.date === "2026-12-25")).toBe(true);
    const now = at("2026-12-24", 15);
    expect(toOffsetIso(new Date(afterWorkingTime(now, 9, settings, closedDates)), amman)).toBe(
      "2026-12-28T15:00:00+03:00",
    );
    expect(checkSlot("2026-12-28T14:00:00+03:00", now, settings, closedDates)).toEqual({
      ok: false,
      code: "slotTooSoon",
    });
    expect(checkSlot("2026-12-28T15:00:00+03:00", now, settings, closedDates).ok).toBe(true);
  });

  it("stops before 30 days from now", () => {
    // Monday 23 November 2026, 10:00 in Amman: the horizon is 23 December 10:00, excluded.
    const now = at("2026-11-23", 10);
    const starts = bookableStarts({ now, days: 31, ...rules });
    expect(toOffsetIso(starts.at(-1)!, amman)).toBe("2026-12-23T09:00:00+03:00");
    expect(starts.every((start) => start.getTime() < now.getTime() + 30 * 86_400_000)).toBe(true);
  });

  it("gives only working days, whole hours in Amman, each written with the +03:00 offset", () => {
    const starts = bookableStarts({ now: at("2026-11-23", 10), days: 30, ...rules });
    expect(starts.length).toBeGreaterThan(100);
    for (const start of starts) {
      const wall = zonedParts(start, amman);
      expect(wall.weekday).toBeLessThanOrEqual(5);
      expect(wall.minute).toBe(0);
      expect(workingHours).toContain(wall.hour);
      expect(toOffsetIso(start, amman)).toMatch(/T(09|1\d):00:00\+03:00$/);
    }
    expect([...starts].sort((a, b) => a.getTime() - b.getTime())).toEqual(starts);
  });
});

describe("checking the time a visitor asked for", () => {
  const now = at("2026-11-23", 10);

  it.each([
    "2026-12-01T10:00:00+03:00",
    "2026-12-01T07:00:00Z",
    "2026-12-01T08:00:00+01:00",
    "2026-12-01T17:00+03:00",
  ])("accepts %s", (slot) => {
    const result = checkSlot(slot, now, settings, closedDates);
    expect(result.ok).toBe(true);
    expect(result.ok && toOffsetIso(result.start, amman)).toMatch(
      /^2026-12-01T1[07]:00:00\+03:00$/,
    );
  });

  it.each([
    ["", "invalid"],
    ["tomorrow at ten", "invalid"],
    ["2026-12-01T10:00:00", "invalid"],
    ["2026-12-01 10:00:00+03:00", "invalid"],
    ["2026-02-30T10:00:00+03:00", "invalid"],
    ["2026-12-01T25:00:00+03:00", "invalid"],
    ["2026-12-01T10:30:00+03:00", "slotOutsideHours"],
    ["2026-12-01T10:00:00.500+03:00", "slotOutsideHours"],
    ["2026-12-01T08:00:00+03:00", "slotOutsideHours"],
    ["2026-12-01T18:00:00+03:00", "slotOutsideHours"],
    ["2026-12-01T10:00:00+02:30", "slotOutsideHours"],
    ["2026-12-05T10:00:00+03:00", "slotOutsideHours"],
    ["2026-12-25T10:00:00+03:00", "slotOutsideHours"],
    ["2026-11-20T10:00:00+03:00", "slotTooSoon"],
    ["2026-11-24T09:00:00+03:00", "slotTooSoon"],
    ["2026-12-23T10:00:00+03:00", "slotTooFar"],
    ["2027-03-01T10:00:00+03:00", "slotTooFar"],
  ])("refuses %j with %s", (slot, code) => {
    expect(checkSlot(slot, now, settings, closedDates)).toEqual({ ok: false, code });
  });

  it("accepts every time that bookableStarts offers, and the last start before the horizon", () => {
    for (const start of bookableStarts({ now, days: 31, ...rules })) {
      expect(checkSlot(toOffsetIso(start, amman), now, settings, closedDates).ok).toBe(true);
    }
    expect(checkSlot("2026-12-23T09:00:00+03:00", now, settings, closedDates).ok).toBe(true);
  });
});

describe("the free times of one attorney or of the first available", () => {
  const [a, b, c] = [at("2026-12-01", 9), at("2026-12-01", 10), at("2026-12-01", 11)] as const;
  const ids = ["2", "3", "4"];
  const held = [
    { attorney: "2", start: a.getTime() },
    { attorney: "3", start: a.getTime() },
    { attorney: "4", start: a.getTime() },
    { attorney: "2", start: b.getTime() },
  ];

  it("offers a time to 'first available' while any attorney is free then", () => {
    expect(freeStarts([a, b, c], held, "any", ids)).toEqual([b, c]);
  });

  it("offers one attorney only the times no request holds for them", () => {
    expect(freeStarts([a, b, c], held, "2", ids)).toEqual([c]);
    expect(freeStarts([a, b, c], held, "3", ids)).toEqual([b, c]);
    expect(freeStarts([a, b, c], [], "4", ids)).toEqual([a, b, c]);
  });
});
