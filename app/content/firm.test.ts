import { describe, expect, it } from "vitest";
import { attorneyGender, attorneyTitle, attorneyWithTitle, localizedFirm } from "./firm";

describe("the word before a lawyer's name (issue 37, point 8)", () => {
  it("agrees with the lawyer's gender in Arabic", () => {
    expect(attorneyWithTitle("3", "ar")).toBe("المحامية رانيا حداد");
    expect(attorneyWithTitle("2", "ar")).toBe("المحامي خالد ناصر");
    expect(attorneyGender("3")).toBe("f");
    expect(attorneyGender("2")).toBe("m");
  });

  it("calls no one a lawyer who does not practise, and adds nothing in English", () => {
    expect(attorneyTitle("4", "ar")).toBe("");
    expect(attorneyWithTitle("4", "ar")).toBe("الأستاذ الدكتور سمير عودة");
    expect(attorneyWithTitle("3", "en")).toBe("Rania Haddad");
  });
});

describe("the firm's registration with the Bar", () => {
  it("is a sentence with the firm's number in it, in both languages", () => {
    expect(localizedFirm("en").bar.registration).toMatch(/under No\. \d+\.$/);
    expect(localizedFirm("ar").bar.registration).toMatch(/تحت الرقم \d+\.$/);
    expect(localizedFirm("ar").bar.registration).not.toContain("{number}");
  });
});
