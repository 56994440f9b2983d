import { describe, expect, it } from "vitest";
import { firm } from "../../app/content/firm";
import { mailWords } from "../../app/content/mails.server";
import { fill } from "../../app/content/schema/template";
import { sampleMails } from "../mail-samples";
import { agreeWithAttorney, clockPlace, visitorClock } from "./labels";
import { visitorCopy } from "./mails/visitor-copy";

/** What a reader sees: the Unicode isolates around a Latin run take no room. */
const seen = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

// The words around a place and an attorney are the firm's (content/mails/words.json; issue 36,
// point 4); the places' names are ICU's.
const clock = (lang: "en" | "ar", place: string) => fill(mailWords[lang].clock, { place });
const { attorney: attorneyWord, sameAttorney } = mailWords.ar.arabicAgreement;

describe("the visitor's clock in words (issue 37)", () => {
  it("names the city, never the zone's identifier", () => {
    expect(clockPlace("America/New_York", "en")).toBe(clock("en", "New York"));
    expect(clockPlace("America/Argentina/Buenos_Aires", "en")).toBe(clock("en", "Buenos Aires"));
    expect(clockPlace("Europe/London", "en")).toBe(clock("en", "London"));
  });

  it("names the place in Arabic as ICU writes it: the city, or the country of a one-zone country", () => {
    expect(clockPlace("America/New_York", "ar")).toBe(clock("ar", "نيويورك"));
    expect(clockPlace("Asia/Dubai", "ar")).toBe(clock("ar", "الإمارات العربية المتحدة"));
    const [before = "", after = ""] = mailWords.ar.clock.split("{{place}}");
    for (const zone of ["Europe/London", "Asia/Riyadh", "America/Los_Angeles", "Africa/Cairo"]) {
      const place = clockPlace(zone, "ar").slice(before.length, -after.length || undefined);
      expect(clockPlace(zone, "ar"), zone).toBe(clock("ar", place));
      expect(place, zone).toMatch(/^[\u0600-\u06FF ]+$/);
    }
  });

  it("keeps a zone ICU cannot place in Latin letters, isolated inside the Arabic", () => {
    expect(clockPlace("Mars/Olympus_Mons", "ar")).toBe(clock("ar", "\u2068Olympus Mons\u2069"));
    expect(clockPlace("Mars/Olympus_Mons", "en")).toBe(clock("en", "Olympus Mons"));
  });

  it("names a zone without a place by UTC or its offset", () => {
    expect(clockPlace("UTC", "en")).toBe(mailWords.en.utc);
    expect(clockPlace("Etc/UTC", "ar")).toBe(mailWords.ar.utc);
    // Etc/GMT+5 is five hours behind: the offset, not the identifier's inverted sign.
    expect(clockPlace("Etc/GMT+5", "en")).toBe("GMT-05:00");
    expect(seen(clockPlace("Etc/GMT+5", "ar"))).toBe(clock("ar", "GMT-05:00"));
  });

  it("gives the visitor's own time with its place, and nothing when their clock shows Amman's", () => {
    const start = Date.parse("2026-12-01T07:00:00Z");
    expect(visitorClock({ start, timeZone: "America/New_York" }, "en")).toBe(
      `Tuesday 1 December 2026, 2:00\u00a0AM (${clock("en", "New York")})`,
    );
    expect(visitorClock({ start, timeZone: "America/New_York" }, "ar")).toContain(
      `الساعة 2:00\u00a0ص (${clock("ar", "نيويورك")})`,
    );
    expect(visitorClock({ start, timeZone: "Asia/Amman" }, "en")).toBeNull();
    expect(visitorClock({ start, timeZone: "" }, "ar")).toBeNull();
  });
});

describe("the words about an attorney agree with the attorney's gender (issue 37)", () => {
  const woman = firm.attorneys.find((attorney) => attorney.gender === "f")!;
  const man = firm.attorneys.find((attorney) => attorney.gender === "m")!;

  it("call a woman «المحامية» and «المحامية نفسها», a man «المحامي» and «المحامي نفسه»", () => {
    const lead = `${visitorCopy.ar.attorneyLabel} … ${sameAttorney.m} …`;
    expect(agreeWithAttorney(attorneyWord.m, woman.id, "ar")).toBe(attorneyWord.f);
    expect(agreeWithAttorney(lead, woman.id, "ar")).toContain(sameAttorney.f);
    expect(agreeWithAttorney(lead, woman.id, "ar")).not.toContain(sameAttorney.m);
    expect(agreeWithAttorney(attorneyWord.m, man.id, "ar")).toBe(attorneyWord.m);
    expect(agreeWithAttorney(lead, man.id, "ar")).toBe(lead);
    const english = visitorCopy.en.attorneyLabel;
    expect(agreeWithAttorney(english, woman.id, "en")).toBe(english);
  });

  it("in the mails the firm and the visitor read about the sample's attorney", () => {
    const { name, gender } = firm.attorneys.find((attorney) => attorney.id === "3")!;
    const [right, wrong] = gender === "f" ? (["f", "m"] as const) : (["m", "f"] as const);
    const arabic = sampleMails().filter(({ lang }) => lang === "ar");
    expect(arabic.some(({ mail }) => mail.text.includes(name.ar))).toBe(true);
    for (const { name: mailName, mail } of arabic) {
      expect(mail.text, mailName).not.toContain(`${attorneyWord[wrong]}: ${name.ar}`);
      expect(mail.text, mailName).not.toContain(sameAttorney[wrong]);
      if (mail.text.includes(name.ar)) expect(mail.text, mailName).toContain(attorneyWord[right]);
    }
  });
});
