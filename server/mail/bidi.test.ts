import { describe, expect, it } from "vitest";
import { isolateText, ltrPieces } from "./bidi";

describe("left-to-right runs in Arabic text", () => {
  it("isolates each run once, parentheses and Arabic punctuation outside it", () => {
    expect(isolateText("الرقم المرجعي: K7Q2M9XW4T1B، الهاتف (+962 6 555 0123).")).toBe(
      "الرقم المرجعي: \u2066K7Q2M9XW4T1B\u2069، الهاتف (\u2066+962 6 555 0123\u2069).",
    );
  });

  it("isolates a run a composer already isolated once, not twice", () => {
    expect(isolateText("الرقم \u2068K7Q2M9XW4T1B\u2069 (\u20682\u2069)")).toBe(
      "الرقم \u2066K7Q2M9XW4T1B\u2069 (\u20662\u2069)",
    );
    expect(ltrPieces("لدى \u2068رانيا حداد\u2069 اليوم")).toEqual([
      { text: "لدى رانيا حداد اليوم", ltr: false },
    ]);
  });
});
