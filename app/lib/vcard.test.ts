import { describe, expect, it } from "vitest";
import { buildVCard, escapeText, foldLine, type VCardContact, vcardFileName } from "./vcard";

const contact: VCardContact = {
  name: "Prof. Dr. Samir Odeh",
  title: "Of Counsel, Legal Advisor",
  organization: "Nasser & Partners Law Firm",
  email: "s.odeh@nasserlaw.jo",
  phone: "+96265550123",
  address: {
    street: "Abdul Hameed Sharaf Street; Building 45",
    district: "Shmeisani",
    city: "Amman",
    postalCode: "11194",
    country: "Jordan",
  },
  url: "https://www.nasserlaw.jo/attorneys/4",
};

/** Unfolds and splits a card into its logical lines, as an address book reads it. */
const unfold = (card: string) => card.replace(/\r\n /g, "").split("\r\n");

describe("vCard", () => {
  it("is a vCard 3.0 with the contact's name, title, email, phone and address", () => {
    const lines = unfold(buildVCard(contact));
    expect(lines[0]).toBe("BEGIN:VCARD");
    expect(lines).toContain("VERSION:3.0");
    expect(lines).toContain("N:Odeh;Samir;;Prof. Dr.;");
    expect(lines).toContain("FN:Prof. Dr. Samir Odeh");
    expect(lines).toContain("TITLE:Of Counsel\\, Legal Advisor");
    expect(lines).toContain("EMAIL;TYPE=INTERNET,WORK:s.odeh@nasserlaw.jo");
    expect(lines).toContain("TEL;TYPE=WORK,VOICE:+96265550123");
    expect(lines).toContain(
      "ADR;TYPE=WORK:;Shmeisani;Abdul Hameed Sharaf Street\\; Building 45;Amman;;11194;Jordan",
    );
    expect(lines.at(-2)).toBe("END:VCARD");
    expect(lines.at(-1)).toBe("");
  });

  it("escapes the characters that are structure in vCard text", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("folds long lines at 75 octets without splitting an Arabic letter", () => {
    const line = `TITLE:${"المدير التنفيذي والشريك الأقدم ".repeat(4)}`;
    const folded = foldLine(line);
    const encoder = new TextEncoder();
    for (const part of folded.split("\r\n"))
      expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(folded).not.toContain("\uFFFD");
  });

  it("keeps a two-word name as given and family name", () => {
    const lines = unfold(buildVCard({ ...contact, name: "خالد ناصر" }));
    expect(lines).toContain("N:ناصر;خالد;;;");
  });

  it("names the file after the person, without honorifics", () => {
    expect(vcardFileName("Prof. Dr. Samir Odeh")).toBe("samir-odeh.vcf");
    expect(vcardFileName("Khaled Nasser")).toBe("khaled-nasser.vcf");
  });
});
