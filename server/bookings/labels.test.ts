import { describe, expect, it } from "vitest";
import { sampleMails } from "../mail-samples";
import { agreeWithAttorney, clockPlace, visitorClock } from "./labels";
import { visitorCopy } from "./mails/visitor-copy";

/** What a reader sees: the Unicode isolates around a Latin run take no room. */
const seen = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

describe("the visitor's clock in words (issue 37)", () => {
  it("names the city, never the zone's identifier", () => {
    expect(clockPlace("America/New_York", "en")).toBe("New York time");
    expect(clockPlace("America/Argentina/Buenos_Aires", "en")).toBe("Buenos Aires time");
    expect(clockPlace("Europe/London", "en")).toBe("London time");
  });

  it("names the place in Arabic as ICU writes it: the city, or the country of a one-zone country", () => {
    expect(clockPlace("America/New_York", "ar")).toBe("توقيت نيويورك");
    expect(clockPlace("Asia/Dubai", "ar")).toBe("توقيت الإمارات العربية المتحدة");
    for (const zone of ["Europe/London", "Asia/Riyadh", "America/Los_Angeles", "Africa/Cairo"])
      expect(clockPlace(zone, "ar"), zone).toMatch(/^توقيت [\u0600-\u06FF ]+$/);
  });

  it("keeps a zone ICU cannot place in Latin letters, isolated inside the Arabic", () => {
    expect(clockPlace("Mars/Olympus_Mons", "ar")).toBe("توقيت \u2068Olympus Mons\u2069");
    expect(clockPlace("Mars/Olympus_Mons", "en")).toBe("Olympus Mons time");
  });

  it("names a zone without a place by UTC or its offset", () => {
    expect(clockPlace("UTC", "en")).toBe("UTC");
    expect(clockPlace("Etc/UTC", "ar")).toBe("التوقيت العالمي المنسق");
    // Etc/GMT+5 is five hours behind: the offset, not the identifier's inverted sign.
    expect(clockPlace("Etc/GMT+5", "en")).toBe("GMT-05:00");
    expect(seen(clockPlace("Etc/GMT+5", "ar"))).toBe("توقيت GMT-05:00");
  });

  it("gives the visitor's own time with its place, and nothing when their clock shows Amman's", () => {
    const start = Date.parse("2026-12-01T07:00:00Z");
    expect(visitorClock({ start, timeZone: "America/New_York" }, "en")).toBe(
      "Tuesday 1 December 2026, 2:00 AM (New York time)",
    );
    expect(visitorClock({ start, timeZone: "America/New_York" }, "ar")).toContain(
      "الساعة 2:00 ص (توقيت نيويورك)",
    );
    expect(visitorClock({ start, timeZone: "Asia/Amman" }, "en")).toBeNull();
    expect(visitorClock({ start, timeZone: "" }, "ar")).toBeNull();
  });
});

describe("the words about an attorney agree with the attorney's gender (issue 37)", () => {
  // Attorney 3 is Rania Haddad (content/attorneys/3.json: gender f), attorney 2 Khaled Nasser.
  it("call a woman «المحامية» and «المحامية نفسها», a man «المحامي» and «المحامي نفسه»", () => {
    const lead = visitorCopy.ar.moveLead;
    expect(agreeWithAttorney(visitorCopy.ar.attorneyLabel, "3", "ar")).toBe("المحامية");
    expect(agreeWithAttorney(lead, "3", "ar")).toContain("مع المحامية نفسها");
    expect(agreeWithAttorney(lead, "3", "ar")).not.toContain("المحامي نفسه");
    expect(agreeWithAttorney(visitorCopy.ar.attorneyLabel, "2", "ar")).toBe("المحامي");
    expect(agreeWithAttorney(lead, "2", "ar")).toBe(lead);
    expect(agreeWithAttorney(visitorCopy.en.attorneyLabel, "3", "en")).toBe("Attorney");
  });

  it("in the mails the firm and the visitor read about Rania Haddad's consultation", () => {
    const arabic = sampleMails().filter(({ lang }) => lang === "ar");
    for (const { name, mail } of arabic) {
      expect(mail.text, name).not.toMatch(/المحامي: رانيا|المحامي نفسه/);
      if (mail.text.includes("رانيا حداد")) expect(mail.text, name).toMatch(/المحامية/);
    }
  });
});
