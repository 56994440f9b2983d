import { describe, expect, it } from "vitest";
import { bi } from "../content/schema/fields";
import { isolateLtr } from "./bidi";

const lri = "\u2066";
const pdi = "\u2069";

describe("Latin runs and numbers inside Arabic", () => {
  it("keeps a phone number's groups in the order typed, marked or not", () => {
    expect(isolateLtr("اتصلوا على +962 79 876 5432 أو 0777 111 222.")).toBe(
      `اتصلوا على ${lri}+962 79 876 5432${pdi} أو ${lri}0777 111 222${pdi}.`,
    );
    expect(isolateLtr("نستخدم {ltr|Microsoft 365} في المكتب")).toBe(
      `نستخدم ${lri}Microsoft 365${pdi} في المكتب`,
    );
  });

  it("leaves a lone number, a date and a time as they are", () => {
    for (const text of ["خلال 30 يومًا", "في 2026-12-03", "الساعة 9:00 ص", "المادة 24 لسنة 2023"])
      expect(isolateLtr(text)).toBe(text);
  });

  it("is what every Arabic content text reads as, and English loses its marks", () => {
    const read = bi().parse({
      en: "Call us on {ltr|+962 6 555 0123}.",
      ar: "اتصلوا بنا على +962 6 555 0123.",
    });
    expect(read).toEqual({
      en: "Call us on +962 6 555 0123.",
      ar: `اتصلوا بنا على ${lri}+962 6 555 0123${pdi}.`,
    });
  });
});
