import { describe, expect, it } from "vitest";
import { formatHours } from "./format";

describe("formatHours", () => {
  it("counts hours as each language says them after 'by' or 'before'", () => {
    expect(formatHours("en", 1)).toBe("1 hour");
    expect(formatHours("en", 12)).toBe("12 hours");
    // Arabic: one, two, few (3 to 10) and many (11 and over) each have their own form.
    expect(formatHours("ar", 1)).toBe("ساعة واحدة");
    expect(formatHours("ar", 2)).toBe("ساعتين");
    expect(formatHours("ar", 6)).toBe("\u20666\u2069 ساعات");
    expect(formatHours("ar", 12)).toBe("\u206612\u2069 ساعة");
    expect(formatHours("ar", 48)).toBe("\u206648\u2069 ساعة");
  });
});
