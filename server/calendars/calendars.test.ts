// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableStarts } from "../../app/booking/slots";
import { toOffsetIso } from "../../app/booking/zoned";
import { mailContent } from "../../app/content/mails.server";
import { fill } from "../../app/content/schema/template";
import { attorneyName } from "../bookings";
import { calendarKey, type BusyCalendar } from "./config";
import { calendarComposers } from "./mail";
import { startFeedServer, type FeedServer } from "./feed-server";
import {
  applyBookingRules,
  filledPattern,
  postJson,
  startServer,
  validInquiry,
  type TestServer,
} from "../test/helpers";

// Monday 7 December 2026, 08:00 in Amman: the first bookable start is Tuesday 8 December, 09:00.
// The office's rules are the test's own (testBookingRules: Monday to Friday, 9:00 to 18:00,
// one-hour consultations, Christmas closed), not the firm's, which it edits.
const NOW = Date.parse("2026-12-07T08:00:00+03:00");
const zone = "Asia/Amman";
const at = (day: string, hour: number) =>
  `2026-12-${day}T${String(hour).padStart(2, "0")}:00:00+03:00`;
const wholeDay = (day: string) => [9, 10, 11, 12, 13, 14, 15, 16, 17].map((h) => at(day, h));

const entry = (owner: string, url: string): BusyCalendar => ({
  owner,
  url,
  key: calendarKey(url),
  label: new URL(url).hostname,
});

let feeds: FeedServer;
let server: TestServer;
const firmRules = applyBookingRules();
const every = bookableStarts({ now: new Date(NOW), days: 31 }).map((d) => toOffsetIso(d, zone));

async function offered(attorney: string): Promise<string[]> {
  const response = await fetch(`${server.url}/api/slots?attorney=${attorney}&days=31`);
  return ((await response.json()) as { slots: string[] }).slots;
}
async function removed(attorney: string) {
  const left = new Set(await offered(attorney));
  return every.filter((slot) => !left.has(slot));
}
const logged = (message: string, owner: string) =>
  server.logs.lines
    .map((line) => JSON.parse(line) as { msg: string; owner?: string; reason?: string })
    .filter((line) => line.msg === message && line.owner === owner);

beforeAll(async () => {
  feeds = await startFeedServer();
  const calendars = [
    entry("2", `${feeds.url}/attorney-2.ics`),
    entry("3", `${feeds.url}/attorney-3.ics`),
    // A second calendar of the same attorney: a daily session whose middle day is cancelled.
    entry("3", `${feeds.url}/attorney-3-court.ics`),
    // A second calendar of attorney 2 that cannot be read at all (the of-counsel professor,
    // attorney 4, takes no consultations, so his calendars would decide nothing).
    entry("2", `${feeds.url}/missing.ics`),
    entry("firm", `${feeds.url}/firm.ics`),
  ];
  server = await startServer(
    { calendars: { calendars, refreshMinutes: 5, bufferMinutes: 0, allowPrivate: true } },
    { now: () => NOW },
  );
  await server.calendars.refresh();
});
afterAll(async () => {
  await server?.close();
  await feeds?.close();
  firmRules();
});

describe("busy times from the attorneys' calendars", () => {
  it("leaves out exactly the attorney's busy slots, and the firm's", async () => {
    expect(await removed("2")).toEqual([
      // The weekly hearing 10:00-11:30 (takes the 10:00 and 11:00 slots).
      at("08", 10),
      at("08", 11),
      // The all-day leave: the whole Amman day.
      ...wholeDay("10"),
      // The firm's meeting.
      at("11", 9),
      // 09:00-10:00 in London is 12:00-13:00 in Amman.
      at("14", 12),
      // Overnight travel, Monday 22:00 to Tuesday 09:30.
      at("22", 9),
      // The 22 December hearing moved to Wednesday 14:00.
      at("23", 14),
      // The fourth and last hearing (COUNT=4); the one of 15 December is an EXDATE.
      at("29", 10),
      at("29", 11),
    ]);
    const kept = new Set(await offered("2"));
    for (const slot of [at("15", 10), at("16", 9), at("16", 17), at("17", 13), at("22", 10)])
      expect(kept).toContain(slot);
    expect(await removed("3")).toEqual([at("09", 9), at("11", 9), at("14", 14), at("16", 14)]);
    // The calendar never read takes nothing away from attorney 2 (above); "any" loses only the
    // times both attorneys are busy: the firm's meeting.
    expect(await removed("any")).toEqual([at("11", 9)]);
  });

  it("refuses a busy slot with the 409 of a taken time, and gives 'any' to a free attorney", async () => {
    const busy = await postJson(server.url, validInquiry({ slot: at("08", 10), attorney: "2" }));
    expect(busy.status).toBe(409);
    expect(await busy.json()).toEqual({ error: "slot_taken" });
    const firmBusy = await postJson(
      server.url,
      validInquiry({ slot: at("11", 9), attorney: "any" }),
    );
    expect(firmBusy.status).toBe(409);
    const any = await postJson(
      server.url,
      validInquiry({ slot: at("09", 9), attorney: "any", email: "grace@example.com" }),
    );
    expect(any.status).toBe(201);
    const { id } = (await any.json()) as { id: string };
    expect(server.store.bookings.get(id)?.attorney).not.toBe("3");
  });

  it("keeps the last good copy while a feed is down, and logs each change of state once", async () => {
    feeds.down = true;
    await server.calendars.refresh();
    await server.calendars.refresh();
    expect(await removed("3")).toEqual([at("09", 9), at("11", 9), at("14", 14), at("16", 14)]);
    const failing = logged("busy calendar cannot be read; using the last good copy", "3");
    expect(failing).toHaveLength(1);
    expect(failing[0]!.reason).toBe("HTTP 503");
    feeds.down = false;
    await server.calendars.refresh();
    await server.calendars.refresh();
    // Attorney 3's two calendars read at start, then the one that came back: once more only.
    expect(logged("busy calendar read", "3")).toHaveLength(3);
    expect(server.logs.lines.join("\n")).not.toContain(".ics");
  });

  it("tells the firm once, in its language, about a calendar never read", async () => {
    await server.calendars.refresh();
    const key = calendarKey(`${feeds.url}/missing.ics`);
    const mails = server.store.outbox.forRecord(`calendar-${key}`);
    expect(mails).toHaveLength(1);
    expect(
      logged("busy calendar never read; its attorney is offered at every time", "2"),
    ).toHaveLength(1);
    const context = {
      firmTo: "firm@example.test",
      siteUrl: "https://www.nasserlaw.jo",
      secret: "s",
      now: () => NOW,
    };
    // The firm's words for it (content/mails/firm.json), with the reason the feed gave; the
    // marks that keep Latin text in order inside Arabic are left out of the comparison.
    const words = mailContent.firm.unreadableCalendar;
    const bare = (text: string) => text.replace(/[\u2066-\u2069]/g, "");
    for (const firmLanguage of ["en", "ar"] as const) {
      const compose = calendarComposers(server.calendars.store, { ...context, firmLanguage });
      const mail = compose["calendar.unreadable"]!(mails[0]!)!;
      const who = attorneyName("2", firmLanguage);
      expect(mail.subject).toBe(fill(words.subject[firmLanguage], { who }));
      const [intro, effect] = bare(mail.text).split("\n\n");
      expect(intro).toMatch(filledPattern(words.intro[firmLanguage], { who, reason: "HTTP 404" }));
      expect(effect).toBe(words.effect[firmLanguage]);
      expect(mail.text).not.toContain("missing.ics");
    }
  });
});
