import { describe, expect, it } from "vitest";
import messages from "../../content/interface.json" with { type: "json" };
import {
  formatClock,
  formatDateTime,
  formatDays,
  formatDuration,
  formatHours,
  formatLongDate,
} from "./format";

describe("formatHours", () => {
  it("counts hours as each language says them after 'by' or 'before'", () => {
    expect(formatHours("en", 1)).toBe("1\u00a0hour");
    expect(formatHours("en", 12)).toBe("12\u00a0hours");
    // Arabic: one, two, few (3 to 10) and many (11 and over) each have their own form.
    expect(formatHours("ar", 1)).toBe("ساعة واحدة");
    expect(formatHours("ar", 2)).toBe("ساعتين");
    expect(formatHours("ar", 6)).toBe("\u20666\u2069\u00a0ساعات");
    expect(formatHours("ar", 12)).toBe("\u206612\u2069\u00a0ساعة");
    // The number never ends a line apart from its noun.
    expect(formatHours("ar", 48)).toBe("\u206648\u2069\u00a0ساعة");
  });
});

describe("formatClock", () => {
  it("writes an hour of the office's clock as the site's other times do", () => {
    expect(formatClock("en", "09:00")).toBe("9:00\u00a0AM");
    expect(formatClock("en", "17:00")).toBe("5:00\u00a0PM");
    expect(formatClock("ar", "09:00")).toBe("9:00\u00a0ص");
    expect(formatClock("ar", "13:00")).toBe("1:00\u00a0م");
  });
});

describe("formatDays", () => {
  it("counts the booking horizon's days as each language says them after 'within'", () => {
    expect(formatDays("en", 1)).toBe("one day");
    expect(formatDays("en", 30)).toBe("30\u00a0days");
    expect(formatDays("ar", 1)).toBe("يوم واحد");
    expect(formatDays("ar", 2)).toBe("يومين");
    expect(formatDays("ar", 7)).toBe("\u20667\u2069\u00a0أيام");
    expect(formatDays("ar", 30)).toBe("\u206630\u2069\u00a0يومًا");
    // A hundred, two hundred and so on take the noun without tanween: «100 يوم».
    expect(formatDays("ar", 100)).toBe("\u2066100\u2069\u00a0يوم");
    expect(formatDays("ar", 365)).toBe("\u2066365\u2069\u00a0يومًا");
  });
});

describe("formatDuration", () => {
  it("says the consultation's length from the settings' minutes, in each language", () => {
    expect(formatDuration("en", 60)).toBe("one hour");
    expect(formatDuration("en", 120)).toBe("2\u00a0hours");
    expect(formatDuration("en", 45)).toBe("45\u00a0minutes");
    expect(formatDuration("ar", 60)).toBe("ساعة واحدة");
    expect(formatDuration("ar", 120)).toBe("ساعتين");
    expect(formatDuration("ar", 90)).toBe("\u206690\u2069\u00a0دقيقة");
  });

  // The booking part fills it in (free-consultation.test.tsx); the firm's words only place it.
  it("is what the booking part says, never a length written out in the content", () => {
    const intro = messages.contact.form.booking.intro;
    expect(intro.en).toContain("{{length}}");
    expect(intro.ar).toContain("{{length}}");
  });
});

describe("formatDateTime", () => {
  it("keeps an Arabic time's «ص» or «م» on the line of its hour, as English keeps AM and PM", () => {
    const afternoon = new Date("2026-12-03T11:00:00Z");
    const morning = new Date("2026-12-03T06:30:00Z");
    expect(formatDateTime("ar", afternoon, "Asia/Amman")).toMatch(/الساعة 2:00\u00a0م$/);
    expect(formatDateTime("ar", morning, "Asia/Amman", true)).toMatch(/ 2026، الساعة 9:30\u00a0ص$/);
    expect(formatDateTime("en", afternoon, "Asia/Amman")).toMatch(/, 2:00\u00a0PM$/);
  });
});

describe("formatLongDate", () => {
  it("writes an article's English date day before month, as the booking's and the mails' dates are", () => {
    expect(formatLongDate("en", "2026-11-10")).toBe("10 November 2026");
    expect(formatLongDate("ar", "2026-11-10")).toBe("10 تشرين الثاني 2026");
  });
});
