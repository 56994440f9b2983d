import { describe, expect, it } from "vitest";
import { parseDay } from "~/booking/zoned";
import { bookingSettings, closedDates } from "./booking";

describe("the firm's booking settings and closed dates", () => {
  it("follow the spec: Monday to Friday, 9:00 to 18:00 in Amman, one hour, a working day to 30 days, free", () => {
    expect(bookingSettings).toEqual({
      timeZone: "Asia/Amman",
      slotMinutes: 60,
      workingDays: [1, 2, 3, 4, 5],
      opensHour: 9,
      closesHour: 18,
      leadWorkingDays: 1,
      horizonDays: 30,
      consultationFeeJod: 0,
    });
  });

  it("list each real day once, in order, with a name in both languages and a source", () => {
    const dates = closedDates.map((entry) => entry.date);
    expect(dates.every((date) => parseDay(date) !== null)).toBe(true);
    expect(new Set(dates).size).toBe(dates.length);
    expect([...dates].sort()).toEqual(dates);
    for (const entry of closedDates) {
      expect(entry.name.en && entry.name.ar && entry.source).toBeTruthy();
    }
  });

  it("cover Jordan's fixed public holidays in 2026 and 2027", () => {
    for (const year of ["2026", "2027"]) {
      for (const day of ["01-01", "05-01", "05-25", "12-25"]) {
        expect(closedDates.find((entry) => entry.date === `${year}-${day}`)?.expected).toBe(false);
      }
    }
  });

  it("mark the Islamic holidays not yet announced as expected", () => {
    const islamic = closedDates.filter((entry) => /Eid|Arafat|Islamic|Prophet/.test(entry.name.en));
    expect(islamic.length).toBeGreaterThanOrEqual(20);
    // Only Eid al-Fitr 2026 has been announced.
    const announced = islamic.filter((entry) => !entry.expected).map((entry) => entry.date);
    expect(announced).toEqual(["2026-03-20", "2026-03-21", "2026-03-22", "2026-03-23"]);
  });
});
