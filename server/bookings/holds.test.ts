// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { instantFromZoned } from "../../app/booking/zoned";
import { type BookingSettings, bookingSettings } from "../../app/content/booking";
import { closedDates, switchClosedDates } from "../../app/content/closed-dates";
import { mailContent } from "../../app/content/mails.server";
import { fill } from "../../app/content/schema/template";
import { addressKey } from "../mail/address";
import {
  filledPattern,
  firmTime,
  openDayFrom,
  postJson,
  startServer,
  startsPerDay,
  tempDir,
  validInquiry,
  type TestServer,
} from "../test/helpers";
import { siteComposers } from "../site-mails";
import { testMailContext } from "../test/booking-mail";
import { holdDeadline } from "./hold";
import { bookingMailKinds } from "../mail-kinds";

const amman = "Asia/Amman";
const at = (date: string, hour: number) => instantFromZoned(date, hour, amman).getTime();

const servers: TestServer[] = [];
const dirs: { remove: () => void }[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const dir of dirs.splice(0)) dir.remove();
});

/** A server whose clock stands at `clock.now` (tests move it), trusting one proxy hop. */
async function serverAt(clock: { now: number }, config: Parameters<typeof startServer>[0] = {}) {
  const dir = tempDir();
  dirs.push(dir);
  const server = await startServer(
    { dataDir: dir.path, trustProxy: 1, openRequestsLimit: 2, ...config },
    { now: () => clock.now },
  );
  servers.push(server);
  return server;
}

async function freeSlots(server: TestServer, query: string, client = "198.51.100.1") {
  const response = await fetch(`${server.url}/api/slots${query}`, {
    headers: { "x-forwarded-for": client },
  });
  return ((await response.json()) as { slots: string[] }).slots;
}

const ask = (server: TestServer, slot: string, email: string, client: string, extra = {}) =>
  postJson(
    server.url,
    validInquiry({ slot, email, attorney: "any", meeting: "office", ...extra }),
    { "x-forwarded-for": client },
  );

// The hold's arithmetic on a week of its own, not the firm's (which it edits): Monday to
// Friday, 9:00 to 18:00, no holiday in sight.
const week: BookingSettings = {
  ...bookingSettings,
  timeZone: amman,
  workingDays: [1, 2, 3, 4, 5],
  opensHour: 9,
  closesHour: 18,
};

describe("how long an unanswered request holds its time", () => {
  it("holds until the firm closes on the next working day, never past the consultation", () => {
    // holdDeadline reads the live closed dates: none for this test's own week.
    const live = closedDates;
    switchClosedDates([]);
    try {
      const deadline = (from: number, start: number, days: number) =>
        holdDeadline(from, start, days, week);
      // Wednesday 25 November 2026, 15:00 in Amman: held until Thursday 18:00.
      const wednesday = at("2026-11-25", 15);
      expect(deadline(wednesday, at("2026-12-01", 10), 1)).toBe(at("2026-11-26", 18));
      // After closing on Thursday: until Friday's close, the next working day, as the form says.
      expect(deadline(at("2026-11-26", 20), at("2026-12-02", 10), 1)).toBe(at("2026-11-27", 18));
      // On Saturday, a day off: until Monday's close.
      expect(deadline(at("2026-11-28", 8), at("2026-12-02", 10), 1)).toBe(at("2026-11-30", 18));
      // 0 working days: until the firm closes the day it can first read it.
      expect(deadline(wednesday, at("2026-12-01", 10), 0)).toBe(at("2026-11-25", 18));
      // A consultation sooner than that deadline is held until it starts, no longer.
      expect(deadline(wednesday, at("2026-11-26", 16), 1)).toBe(at("2026-11-26", 16));
    } finally {
      switchClosedDates(live);
    }
  });
});

describe("one person or one device holds at most a few times", () => {
  it("counts one mailbox however it is spelled", () => {
    expect(addressKey("Victim+1@Gmail.com")).toBe(addressKey("v.ictim@googlemail.com"));
    expect(addressKey("victim+2@example.com")).toBe("victim@example.com");
    // Dots matter at providers that do not ignore them.
    expect(addressKey("v.ictim@example.com")).not.toBe(addressKey("victim@example.com"));
  });

  it("leaves a day bookable for a real visitor after 27 anonymous requests for it", async () => {
    const clock = { now: at("2026-11-24", 10) };
    const server = await serverAt(clock);
    const day = openDayFrom("2026-12-01");
    const before = await freeSlots(server, `?from=${day}&days=1`);
    expect(before).toHaveLength(startsPerDay());

    const answers = [];
    for (let i = 0; i < 27; i++) {
      const slot = before[i % before.length]!;
      answers.push((await ask(server, slot, `bot${i}@example.com`, "203.0.113.9")).status);
    }
    expect(answers.filter((s) => s === 201)).toHaveLength(2);
    expect(answers.filter((s) => s === 409)).toHaveLength(25);

    // Another visitor, from another device, still finds the day open and books it.
    const after = await freeSlots(server, `?from=${day}&days=1`, "198.51.100.7");
    expect(after).toEqual(before);
    const real = await ask(server, after[0]!, "client@example.org", "198.51.100.7");
    expect(real.status).toBe(201);
  });

  it("refuses a third open request from one mailbox, with a code the form translates", async () => {
    const clock = { now: at("2026-11-24", 10) };
    const server = await serverAt(clock);
    const slots = await freeSlots(server, `?from=${openDayFrom("2026-12-01")}&days=1`);
    const spellings = ["victim@gmail.com", "v.ictim+1@gmail.com", "Victim+2@googlemail.com"];
    const statuses = [];
    for (const [i, email] of spellings.entries())
      statuses.push(await ask(server, slots[i]!, email, `198.51.100.${i + 1}`));
    expect(statuses.map((r) => r.status)).toEqual([201, 201, 409]);
    expect(await statuses[2]!.json()).toEqual({ error: "hold_limit" });
    // The message itself is kept: only the time is refused.
    expect(server.store.inquiries.list("")).toHaveLength(2);
  });

  it("holds under 40 simultaneous requests from one mailbox and from one device", async () => {
    const clock = { now: at("2026-11-24", 10) };
    const server = await serverAt(clock);
    // As many days as it takes to find 40 starts, however long the firm's consultations are.
    const slots = await freeSlots(server, "?from=2026-12-01&days=31");
    expect(slots.length).toBeGreaterThanOrEqual(40);
    const sameMailbox = await Promise.all(
      slots
        .slice(0, 40)
        .map((slot, i) => ask(server, slot, `same+${i}@example.com`, `198.51.100.${i + 10}`)),
    );
    expect(sameMailbox.filter((r) => r.status === 201)).toHaveLength(2);
    const sameDevice = await Promise.all(
      slots
        .slice(0, 40)
        .map((slot, i) => ask(server, slot, `person${i}@example.org`, "203.0.113.50")),
    );
    expect(sameDevice.filter((r) => r.status === 201)).toHaveLength(2);
  });

  it("sends at most 3 acknowledgments a day to one mailbox, however it is spelled", async () => {
    const clock = { now: at("2026-11-24", 10) };
    const server = await serverAt(clock, { openRequestsLimit: 0 });
    const spellings = [
      "victim@gmail.com",
      "victim+1@gmail.com",
      "v.ictim@gmail.com",
      "VICTIM+x@gmail.com",
    ];
    for (const [i, email] of spellings.entries())
      expect((await ask(server, "", email, `198.51.100.${i + 1}`)).status).toBe(201);
    const acks = server.store.inquiries
      .list("")
      .flatMap((inquiry) => server.store.outbox.forRecord(inquiry.id))
      .filter((message) => message.kind === "inquiry.ack");
    expect(acks).toHaveLength(3);
  });
});

describe("a request nobody answers", () => {
  it("is released when its hold runs out, with a mail to the visitor in their language and to the firm", async () => {
    const clock = { now: at("2026-11-25", 15) };
    const server = await serverAt(clock);
    const day = `?attorney=3&from=${openDayFrom("2026-12-01")}&days=1`;
    const [slot] = await freeSlots(server, day);
    const response = await ask(server, slot!, "layla@example.com", "198.51.100.1", {
      attorney: "3",
      language: "ar",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    // Requested on Wednesday afternoon: held until the firm closes on its next working day.
    const deadline = firmTime(openDayFrom("2026-11-26"), bookingSettings.closesHour);
    expect(server.store.bookings.get(id)).toMatchObject({
      status: "requested",
      holdUntil: Math.min(deadline, Date.parse(slot!)),
    });

    // A minute before the deadline nothing happens; at the deadline the time goes free.
    clock.now = deadline - 60_000;
    expect(server.expireHolds()).toBe(0);
    expect(await freeSlots(server, day)).not.toContain(slot);
    clock.now = deadline;
    expect(server.expireHolds()).toBe(1);
    expect(server.store.bookings.get(id)?.status).toBe("expired");
    expect(await freeSlots(server, day)).toContain(slot);

    const mails = server.store.outbox.forRecord(id);
    const toVisitor = mails.find((m) => m.kind === bookingMailKinds.expired)!;
    const toFirm = mails.find((m) => m.kind === bookingMailKinds.expiredFirm)!;
    expect(toVisitor.recipient).toBe("layla@example.com");
    expect(toFirm.recipient).toBe("");
    const composers = siteComposers(
      server.store,
      testMailContext(() => clock.now),
    );
    // The visitor wrote in Arabic: their mail is Arabic; the firm's is in FIRM_LANGUAGE.
    const { visitor, firm } = mailContent;
    const released = composers[toVisitor.kind]!(toVisitor);
    expect(released?.subject).toBe(fill(visitor.expired.subject.ar, { ref: id }));
    // Its link to choose another time opens the booking part with the attorney they asked for.
    expect(released?.text).toContain("/ar/contact?attorney=3#book");
    expect(composers[toFirm.kind]!(toFirm)?.subject).toMatch(
      filledPattern(firm.consultations.expired.subject.en, { id }),
    );
    // Releasing twice queues nothing more.
    expect(server.expireHolds()).toBe(0);
  });

  it("stays held once the firm confirms it", async () => {
    const clock = { now: at("2026-11-25", 15) };
    const server = await serverAt(clock);
    const [slot] = await freeSlots(server, "?attorney=2&from=2026-12-01&days=7");
    const response = await ask(server, slot!, "omar@example.com", "198.51.100.1", {
      attorney: "2",
    });
    const { id } = (await response.json()) as { id: string };
    server.store.bookings.transition(id, ["requested"], "confirmed", { now: clock.now });
    clock.now = at("2026-11-30", 12);
    expect(server.expireHolds()).toBe(0);
    expect(server.store.bookings.get(id)?.status).toBe("confirmed");
  });
});

describe("slot queries stay cheap", () => {
  it("answers a date outside the bookable window at once, and a far one with 400, never 500", async () => {
    const clock = { now: at("2026-11-24", 10) };
    const server = await serverAt(clock);
    const get = (query: string) => fetch(`${server.url}/api/slots${query}`);
    expect(await (await get("?from=2027-03-01&days=31")).json()).toMatchObject({ slots: [] });
    const far = await get("?from=9999-12-31&days=31");
    expect(far.status).toBe(400);
    expect(((await far.json()) as { error: string }).error).toMatch(/within 366 days/);
    expect((await get("?from=2100-01-01")).status).toBe(400);
    expect((await get("?from=1900-01-01")).status).toBe(400);
    expect(server.logs.text).not.toMatch(/"level":50/);
  });

  it("limits one client's queries a minute, and forgives it the next minute", async () => {
    const clock = { now: at("2026-11-24", 10) };
    const server = await serverAt(clock, { slotsRateLimit: 5 });
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await fetch(`${server.url}/api/slots`, { headers: { "x-forwarded-for": "203.0.113.1" } }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // Another client is not affected; the first is served again a minute later.
    const other = await fetch(`${server.url}/api/slots`, {
      headers: { "x-forwarded-for": "203.0.113.2" },
    });
    expect(other.status).toBe(200);
    clock.now += 60_000;
    const again = await fetch(`${server.url}/api/slots`, {
      headers: { "x-forwarded-for": "203.0.113.1" },
    });
    expect(again.status).toBe(200);
  });
});

it("holds until the consultation when the settings have no working day at all", () => {
  const start = at("2026-12-01", 10);
  const noWorkingDays = { ...bookingSettings, workingDays: [] };
  expect(holdDeadline(at("2026-11-25", 15), start, 1, noWorkingDays)).toBe(start);
});
