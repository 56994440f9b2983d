import { describe, expect, it } from "vitest";
import { attorneyGender, attorneyTitle, attorneyWithTitle, firm, localizedFirm } from "./firm";

// Names, genders and the registration sentence are the firm's to edit (issue 36, point 4): the
// tests take them from the files and check only the words the code adds.
const practising = (gender: "m" | "f") =>
  firm.attorneys.find((a) => a.gender === gender && a.bar.number)!;
const adviser = firm.attorneys.find((a) => !a.bar.number)!;

describe("the word before a lawyer's name (issue 37, point 8)", () => {
  it("agrees with the lawyer's gender in Arabic", () => {
    const [she, he] = [practising("f"), practising("m")];
    expect(attorneyWithTitle(she.id, "ar")).toBe(`المحامية ${she.name.ar}`);
    expect(attorneyWithTitle(he.id, "ar")).toBe(`المحامي ${he.name.ar}`);
    expect(attorneyGender(she.id)).toBe("f");
    expect(attorneyGender(he.id)).toBe("m");
  });

  it("calls no one a lawyer who does not practise, and adds nothing in English", () => {
    expect(attorneyTitle(adviser.id, "ar")).toBe("");
    expect(attorneyWithTitle(adviser.id, "ar")).toBe(adviser.name.ar);
    expect(attorneyWithTitle(practising("f").id, "en")).toBe(practising("f").name.en);
  });
});

describe("the firm's registration with the Bar", () => {
  it.each(["en", "ar"] as const)("is a sentence with the firm's number in it (%s)", (lang) => {
    const { registration } = localizedFirm(lang).bar;
    expect(registration).toContain(firm.bar.registrationNumber);
    expect(registration).not.toContain("{number}");
  });
});
