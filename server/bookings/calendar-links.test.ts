// @vitest-environment node
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { sampleMails } from "../mail-samples";
import { formatSlot } from "../../app/i18n/format";
import { formatMailTime } from "./when";

/** The event of a mail's `.ics`, read with ical.js. */
function icsEvent(ics: string) {
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
  return {
    summary: event.summary,
    location: event.location,
    start: event.startDate.toJSDate().getTime(),
    end: event.endDate.toJSDate().getTime(),
  };
}

/** "20261201T080000Z" as an instant. */
const fromStamp = (stamp: string) =>
  Date.parse(stamp.replace(/(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/, "$1-$2-$3T$4:$5:$6Z"));

describe("Google Calendar and Outlook links", () => {
  const confirmations = sampleMails().filter((s) => s.name.startsWith("booking.confirmed-"));

  it.each(confirmations.map((s) => [s.name, s] as const))(
    "%s: carry the same event as its .ics",
    (_, { mail }) => {
      const event = icsEvent(mail.icalEvent!.content);
      const hrefs = [...mail.html.matchAll(/<a href="([^"]+)"/g)].map((m) =>
        m[1]!.replaceAll("&amp;", "&"),
      );
      const google = new URL(hrefs.find((h) => h.startsWith("https://calendar.google.com/"))!);
      const outlook = new URL(hrefs.find((h) => h.startsWith("https://outlook.live.com/"))!);

      expect(google.searchParams.get("text")).toBe(event.summary);
      expect(google.searchParams.get("location")).toBe(event.location);
      const [start, end] = google.searchParams.get("dates")!.split("/");
      expect([fromStamp(start!), fromStamp(end!)]).toEqual([event.start, event.end]);

      expect(outlook.searchParams.get("subject")).toBe(event.summary);
      expect(outlook.searchParams.get("location")).toBe(event.location);
      expect(Date.parse(outlook.searchParams.get("startdt")!)).toBe(event.start);
      expect(Date.parse(outlook.searchParams.get("enddt")!)).toBe(event.end);
    },
  );
});

describe("times in mails", () => {
  const instant = Date.parse("2026-11-24T00:24:22.897Z");
  it("are Amman's clock in the mail's language, Western digits in Arabic, whatever TZ is", () => {
    expect(formatMailTime(instant, "en")).toBe("Tuesday 24 November 2026, 3:24\u00a0AM");
    expect(formatMailTime(instant, "ar")).toBe(
      "يوم الثلاثاء، 24 تشرين الثاني 2026، الساعة 3:24\u00a0ص",
    );
    expect(formatMailTime(instant, "en", "America/New_York")).toBe(
      "Monday 23 November 2026, 7:24\u00a0PM",
    );
  });

  it("are written as the page writes them, one 12-hour clock per language (issue 20)", () => {
    // The page's chosen time and the mail's differ only by the year.
    const day = new Date(instant);
    expect(formatSlot("en", day, "Asia/Amman", "full")).toBe("Tuesday 24 November, 3:24\u00a0AM");
    expect(formatSlot("ar", day, "Asia/Amman", "full")).toBe(
      "يوم الثلاثاء، 24 تشرين الثاني، الساعة 3:24\u00a0ص",
    );
    expect(formatSlot("ar", day, "Asia/Amman", "time")).toBe("3:24\u00a0ص");
    // No 24-hour clock and no «في» before a weekday, in any mail.
    for (const lang of ["en", "ar"] as const)
      expect(formatMailTime(instant, lang)).not.toMatch(/\b03:24\b|في الثلاثاء/);
  });
});
