import { describe, expect, it } from "vitest";
import { gridMinutes } from "~/booking/grid";
import { parseDay } from "~/booking/zoned";
import { bookingSettings, closedDates } from "./booking";
import { readContent } from "./files.server";
import { bookingSchema, closedDatesSchema } from "./schema/booking";
import { firmSchema } from "./schema/firm";

/**
 * What holds whatever the firm sets in content/booking/ and content/firm.json's week: never
 * today's values (the slot's length, how many holidays), which the firm changes in its editor.
 */
describe("the firm's booking settings and closed dates", () => {
  it("hold what their schemas ask (readContent throws the one line naming the field)", () => {
    expect(() => readContent("booking/settings.json", bookingSchema)).not.toThrow();
    expect(() => readContent("booking/closed-dates.json", closedDatesSchema)).not.toThrow();
  });

  it("are the ones the booking grid uses: the settings file's, and the office's week from firm.json", () => {
    const file = readContent("booking/settings.json", bookingSchema);
    const { workingWeek } = readContent("firm.json", firmSchema);
    // The zone is the site's clock (Jordan has one), not a setting of the firm's.
    const { timeZone: _clock, ...fromFiles } = bookingSettings;
    expect(fromFiles).toEqual({
      slotMinutes: file.slotMinutes,
      leadWorkingDays: file.leadWorkingDays,
      horizonDays: file.horizonDays,
      consultationFeeJod: file.consultationFeeJod,
      workingDays: workingWeek.days,
      opensHour: workingWeek.opensHour,
      closesHour: workingWeek.closesHour,
    });
  });

  it("are wall time in a time zone the clock knows", () => {
    expect(() => new Intl.DateTimeFormat("en", { timeZone: bookingSettings.timeZone })).not.toThrow();
  });

  it("offer hours inside the week: weekdays each once, opening before closing, and at least one consultation a day", () => {
    const { workingDays, opensHour, closesHour, slotMinutes } = bookingSettings;
    expect(workingDays.length).toBeGreaterThan(0);
    for (const day of workingDays) expect([1, 2, 3, 4, 5, 6, 7]).toContain(day);
    expect(new Set(workingDays).size).toBe(workingDays.length);
    expect(0 <= opensHour && opensHour < closesHour && closesHour <= 24).toBe(true);
    const starts = gridMinutes(bookingSettings);
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) {
      expect(start).toBeGreaterThanOrEqual(opensHour * 60);
      expect(start + slotMinutes).toBeLessThanOrEqual(closesHour * 60);
    }
  });

  it("list real calendar days, each once, named in both languages, with where the date comes from", () => {
    const dates = closedDates.map((entry) => entry.date);
    expect(dates.filter((date) => parseDay(date) === null)).toEqual([]);
    expect(dates.filter((date, i) => dates.indexOf(date) !== i)).toEqual([]);
    for (const entry of closedDates) {
      expect(entry.name.en.trim(), entry.date).not.toBe("");
      expect(entry.name.ar.trim(), entry.date).not.toBe("");
      expect(entry.source.trim(), entry.date).not.toBe("");
    }
  });

  it("refuse, as the editor's save does, a day the calendar does not have", () => {
    const entry = { name: { en: "Closed", ar: "مغلق" }, expected: false, source: "The firm" };
    const check = (date: string) => closedDatesSchema.safeParse({ dates: [{ ...entry, date }] });
    expect(check("2026-02-30").error?.issues.map((issue) => issue.message)).toEqual([
      "is not a day of the calendar",
    ]);
    expect(check("2028-02-29").success).toBe(true);
  });

  it("give each holiday one state a year: all its days announced, or all still expected", () => {
    const states = new Map<string, Set<boolean>>();
    for (const { date, name, expected } of closedDates) {
      const holiday = `${name.en} ${date.slice(0, 4)}`;
      states.set(holiday, (states.get(holiday) ?? new Set()).add(expected));
    }
    const mixed = [...states].filter(([, seen]) => seen.size > 1).map(([holiday]) => holiday);
    expect(mixed).toEqual([]);
  });
});
