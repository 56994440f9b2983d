import { describe, expect, it } from "vitest";
import { groupByDay } from "./days";
import { slotFromPlain, startTimes } from "./plain-slot";

describe("the plain form's date and time", () => {
  it("offers every start from opening to the last that ends by closing, a consultation apart", () => {
    const week = { timeZone: "Asia/Amman", workingDays: [1, 2, 3, 4, 5], leadWorkingDays: 1 };
    const settings = {
      ...week,
      opensHour: 9,
      closesHour: 18,
      horizonDays: 30,
      consultationFeeJod: 0,
    };
    expect(startTimes({ ...settings, slotMinutes: 60 })).toEqual([
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
    ]);
    expect(startTimes({ ...settings, slotMinutes: 90 })).toEqual([
      "09:00",
      "10:30",
      "12:00",
      "13:30",
      "15:00",
      "16:30",
    ]);
  });

  it("makes an Amman start time of a date and a time, whatever the machine's zone", () => {
    expect(slotFromPlain("2026-12-31", "17:00")).toBe("2026-12-31T17:00:00+03:00");
    expect(slotFromPlain("2027-01-04", "09:00")).toBe("2027-01-04T09:00:00+03:00");
  });

  it("asks for no time when both are blank, and refuses half a time or a day that does not exist", () => {
    expect(slotFromPlain("", "")).toBe("");
    expect(slotFromPlain("2026-12-01", "")).toBeNull();
    expect(slotFromPlain("", "10:00")).toBeNull();
    expect(slotFromPlain("2026-02-30", "10:00")).toBeNull();
    expect(slotFromPlain("2026-12-01", "10 am")).toBeNull();
  });
});

describe("grouping the server's free times by Amman day", () => {
  it("puts each start under its day in Amman, even when UTC puts it on another day", () => {
    const days = groupByDay(
      [
        "2026-12-31T16:00:00+03:00",
        "2026-12-31T17:00:00+03:00",
        // 00:30 in Amman on New Year's Day is still 31 December in UTC.
        "2026-12-31T21:30:00Z",
        "2027-01-04T09:00:00+03:00",
      ],
      "Asia/Amman",
    );
    expect(days).toEqual([
      { date: "2026-12-31", slots: ["2026-12-31T16:00:00+03:00", "2026-12-31T17:00:00+03:00"] },
      { date: "2027-01-01", slots: ["2026-12-31T21:30:00Z"] },
      { date: "2027-01-04", slots: ["2027-01-04T09:00:00+03:00"] },
    ]);
  });
});
