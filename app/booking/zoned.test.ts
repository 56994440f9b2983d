import { describe, expect, it } from "vitest";
import {
  addDays,
  instantFromZoned,
  isoWeekday,
  isTimeZone,
  parseDay,
  toOffsetIso,
  zonedParts,
} from "./zoned";

const amman = "Asia/Amman";

describe("Amman wall time and instants, whatever the machine's zone", () => {
  it("writes an instant as Amman time with its offset", () => {
    expect(toOffsetIso(new Date("2026-12-01T07:00:00Z"), amman)).toBe("2026-12-01T10:00:00+03:00");
    expect(toOffsetIso(new Date("2026-06-30T21:00:00Z"), amman)).toBe("2026-07-01T00:00:00+03:00");
  });

  it("finds the instant of an Amman wall time", () => {
    expect(instantFromZoned("2026-12-01", 10, amman).toISOString()).toBe(
      "2026-12-01T07:00:00.000Z",
    );
    expect(instantFromZoned("2027-01-04", 9, amman).toISOString()).toBe("2027-01-04T06:00:00.000Z");
  });

  it("uses the zone's rules of the day, not a fixed offset (Amman was UTC+2 in winter until 2022)", () => {
    expect(toOffsetIso(instantFromZoned("2021-12-01", 10, amman), amman)).toBe(
      "2021-12-01T10:00:00+02:00",
    );
    expect(instantFromZoned("2021-12-01", 10, amman).toISOString()).toBe(
      "2021-12-01T08:00:00.000Z",
    );
  });

  it("handles a zone with clock changes on both sides of the change", () => {
    const ny = "America/New_York";
    // 8 March 2026: clocks jump from 2:00 to 3:00 in New York.
    expect(instantFromZoned("2026-03-08", 1, ny).toISOString()).toBe("2026-03-08T06:00:00.000Z");
    expect(instantFromZoned("2026-03-08", 9, ny).toISOString()).toBe("2026-03-08T13:00:00.000Z");
    expect(toOffsetIso(new Date("2026-11-02T14:00:00Z"), ny)).toBe("2026-11-02T09:00:00-05:00");
  });

  it("gives the Amman day, hour and weekday across the year's end", () => {
    // 21:30 UTC on 31 December is already New Year's Day in Amman, a Friday.
    expect(zonedParts(new Date("2026-12-31T21:30:00Z"), amman)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
      second: 0,
      weekday: 5,
      date: "2027-01-01",
    });
  });

  it("counts calendar days across months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-12-31", 3)).toBe("2027-01-03");
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(isoWeekday("2026-12-31")).toBe(4);
    expect(isoWeekday("2027-01-03")).toBe(7);
  });

  it("refuses days that do not exist and zones it does not know", () => {
    expect(parseDay("2026-02-30")).toBeNull();
    expect(parseDay("2026-2-3")).toBeNull();
    expect(parseDay("2028-02-29")).toEqual([2028, 2, 29]);
    expect(() => instantFromZoned("2026-13-01", 9, amman)).toThrow(RangeError);
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
