import { describe, expect, it } from "vitest";
import { type Availability, worksAt } from "./availability";

const amman = "Asia/Amman";
const hour = 3_600_000;
/** An instant from Amman's wall clock (UTC+3 all year since 2022). */
const at = (day: string, h: number) =>
  Date.parse(`${day}T${String(h).padStart(2, "0")}:00:00+03:00`);
const consultation = (day: string, h: number) => [at(day, h), at(day, h) + hour] as const;

// Tuesday 1 December 2026 to Thursday 3 December.
const rania: Availability = {
  consultationHours: [
    { days: [1, 2, 3], fromHour: 10, toHour: 14 },
    { days: [4], fromHour: 15, toHour: 18 },
  ],
  timeOff: [{ firstDay: "2026-12-09", lastDay: "2026-12-10" }],
};
/** The same days off, with all of the office's hours. */
const leaveOnly: Availability = { consultationHours: [], timeOff: rania.timeOff };

describe("worksAt: an attorney's own consultation hours and days off, in Amman time", () => {
  it("offers all of the office's hours to an attorney with no hours and no days off", () => {
    const open = { consultationHours: [], timeOff: [] };
    expect(worksAt(open, ...consultation("2026-12-01", 9), amman)).toBe(true);
    expect(worksAt(undefined, ...consultation("2026-12-01", 17), amman)).toBe(true);
  });

  it("offers a time only when the whole consultation fits in one row of the hours", () => {
    expect(worksAt(rania, ...consultation("2026-12-01", 9), amman)).toBe(false);
    expect(worksAt(rania, ...consultation("2026-12-01", 10), amman)).toBe(true);
    expect(worksAt(rania, ...consultation("2026-12-01", 13), amman)).toBe(true);
    // 14:00 to 15:00 ends after her 14:00.
    expect(worksAt(rania, ...consultation("2026-12-01", 14), amman)).toBe(false);
    // Thursday has its own row: afternoons only.
    expect(worksAt(rania, ...consultation("2026-12-03", 10), amman)).toBe(false);
    expect(worksAt(rania, ...consultation("2026-12-03", 15), amman)).toBe(true);
    expect(worksAt(rania, ...consultation("2026-12-03", 17), amman)).toBe(true);
    // Not a day of hers at all (Friday 4 December).
    expect(worksAt(rania, ...consultation("2026-12-04", 11), amman)).toBe(false);
  });

  it("offers nothing on a day off, from the first day to the last", () => {
    expect(worksAt(rania, ...consultation("2026-12-08", 11), amman)).toBe(true);
    expect(worksAt(rania, ...consultation("2026-12-09", 11), amman)).toBe(false);
    expect(worksAt(rania, ...consultation("2026-12-10", 15), amman)).toBe(false);
    expect(worksAt(leaveOnly, ...consultation("2026-12-10", 9), amman)).toBe(false);
    expect(worksAt(leaveOnly, ...consultation("2026-12-11", 9), amman)).toBe(true);
  });

  it("reads the day and hour in Amman, not in the machine's zone", () => {
    // 23:30 UTC on 8 December is 02:30 on the 9th in Amman: the first day off.
    const night = Date.parse("2026-12-08T23:30:00Z");
    expect(worksAt(leaveOnly, night, night + hour, amman)).toBe(false);
    // 07:00 UTC is 10:00 in Amman: inside Tuesday's hours whatever TZ the process runs in.
    const morning = Date.parse("2026-12-01T07:00:00Z");
    expect(worksAt(rania, morning, morning + hour, amman)).toBe(true);
  });
});
