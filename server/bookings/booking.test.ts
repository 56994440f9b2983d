// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, instantFromZoned, toOffsetIso, zonedParts } from "../../app/booking/zoned";
import { closedDates } from "../../app/content/booking";
import { attorneyIds, bookableAttorneyIds } from "../../app/content/firm";
import {
  postForm,
  postJson,
  startServer,
  tempDir,
  testBookingRules,
  applyBookingRules,
  validInquiry,
  type TestServer,
} from "../test/helpers";

const amman = "Asia/Amman";
// The servers' clock: Monday 14 December 2026, 10:00 in Amman. Every case below has its day
// (a working hour within 24 hours, a Saturday, Christmas within the horizon) whenever it runs.
const clock = Date.parse("2026-12-14T07:00:00Z");
const hour = 3_600_000;

// The servers book by rules of the test's own, not the firm's (which it edits): Monday to
// Friday, 9:00 to 18:00, one-hour consultations a working day to 30 days ahead, Christmas closed.
let firmRules = () => {};
const onTestRules = () => (firmRules = applyBookingRules(testBookingRules));

async function slots(server: TestServer, query = "") {
  const response = await fetch(`${server.url}/api/slots${query}`);
  return {
    status: response.status,
    body: (await response.json()) as { slots: string[]; error?: string },
  };
}

/** A bookable time: the first free slot for `attorney`. */
async function firstFree(server: TestServer, attorney = "any"): Promise<string> {
  const { body } = await slots(server, `?attorney=${attorney}`);
  expect(body.slots.length).toBeGreaterThan(0);
  return body.slots[0]!;
}

function book(server: TestServer, slot: string, extra: Record<string, unknown> = {}) {
  return postJson(
    server.url,
    validInquiry({ slot, attorney: "3", meeting: "video", timeZone: "Europe/London", ...extra }),
  );
}

describe("the list of days the firm is closed", () => {
  it("still covers the next 60 days, so the firm adds next year's holidays in time", () => {
    const last = closedDates
      .map((d) => d.date)
      .sort()
      .at(-1)!;
    const today = zonedParts(new Date(), amman).date;
    expect(
      last >= addDays(today, 60),
      `the list ends on ${last}: add the coming year's holidays to app/content/closed-dates.ts`,
    ).toBe(true);
  });
});

describe("GET /api/slots: the free consultation times", () => {
  let server: TestServer;
  const dir = tempDir();
  beforeAll(async () => {
    onTestRules();
    server = await startServer({ dataDir: dir.path }, { now: () => clock });
  });
  afterAll(async () => {
    await server.close();
    dir.remove();
    firmRules();
  });

  it("offers only working hours on working days, from a full working day to 30 days ahead, in Amman time", async () => {
    const { status, body } = await slots(server);
    expect(status).toBe(200);
    expect(body).toMatchObject({ timeZone: amman, attorney: "any" });
    const now = clock;
    const closed = new Set(closedDates.map((d) => d.date));
    expect(body.slots.length).toBeGreaterThan(100);
    for (const slot of body.slots) {
      expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\+03:00$/);
      const start = new Date(slot);
      const wall = zonedParts(start, amman);
      expect(start.getTime()).toBeGreaterThanOrEqual(now + 24 * hour - 60_000);
      expect(start.getTime()).toBeLessThan(now + 30 * 24 * hour + 60_000);
      expect(wall.weekday).toBeLessThanOrEqual(5);
      expect(wall.hour).toBeGreaterThanOrEqual(9);
      expect(wall.hour).toBeLessThanOrEqual(17);
      expect(closed.has(wall.date)).toBe(false);
    }
    expect(body.slots).toEqual([...body.slots].sort());
  });

  it("refuses a bad attorney, date or number of days with a 400 and a reason", async () => {
    for (const query of [
      "?attorney=9",
      "?from=2026-02-30",
      "?from=tomorrow",
      "?days=0",
      "?days=99",
      "?days=2.5",
    ]) {
      const { status, body } = await slots(server, query);
      expect(status, query).toBe(400);
      expect(body.error, query).toMatch(/attorney|from|days/);
    }
  });

  it("stops offering a time to anyone once both bookable attorneys hold it, and a named attorney's at once", async () => {
    const slot = await firstFree(server);
    expect((await book(server, slot, { attorney: "3" })).status).toBe(201);
    expect((await slots(server, "?attorney=3")).body.slots).not.toContain(slot);
    expect((await slots(server, "?attorney=2")).body.slots).toContain(slot);
    expect((await slots(server)).body.slots).toContain(slot);
    expect((await book(server, slot, { attorney: "any" })).status).toBe(201);
    expect((await slots(server)).body.slots).not.toContain(slot);
    const last = await book(server, slot, { attorney: "any" });
    expect(last.status).toBe(409);
    expect(await last.json()).toEqual({ error: "slot_taken" });
  });
});

describe("POST /api/contact with a consultation time", () => {
  let server: TestServer;
  const dir = tempDir();
  beforeAll(async () => {
    onTestRules();
    server = await startServer({ dataDir: dir.path }, { now: () => clock });
  });
  afterAll(async () => {
    await server.close();
    dir.remove();
    firmRules();
  });

  it("holds the time with the inquiry and answers it in Amman time", async () => {
    const slot = await firstFree(server, "3");
    const response = await book(server, slot, { attorney: "3", meeting: "phone" });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; booking: Record<string, string> };
    expect(body.booking).toEqual({
      start: slot,
      attorney: "3",
      meeting: "phone",
      status: "requested",
    });
    const stored = server.store.bookings.get(body.id);
    expect(stored).toMatchObject({
      attorney: "3",
      meeting: "phone",
      timeZone: "Europe/London",
      status: "requested",
    });
    expect(stored!.end - stored!.start).toBe(hour);
    expect(server.store.inquiries.get(body.id)?.fullName).toBe("Ada Lovelace");
  });

  it("resolves first available to an attorney who is free then", async () => {
    // A time both attorneys have free: once Khaled Nasser holds it, only Rania Haddad is left.
    const forThree = (await slots(server, "?attorney=3")).body.slots;
    const slot = (await slots(server, "?attorney=2")).body.slots.find((t) => forThree.includes(t))!;
    expect((await book(server, slot, { attorney: "2" })).status).toBe(201);
    const response = await book(server, slot, { attorney: "any" });
    const body = (await response.json()) as { booking: { attorney: string } };
    expect(body.booking.attorney).toBe("3");
  });

  it("offers no time with the of-counsel professor and refuses a request naming him, storing nothing", async () => {
    // Whoever the firm's content lists but does not let visitors book (the professor, today).
    const notBookable = attorneyIds.find((id) => !bookableAttorneyIds.includes(id))!;
    expect(notBookable).toBeDefined();
    const listed = await slots(server, `?attorney=${notBookable}`);
    expect(listed.status).toBe(400);
    expect(listed.body.error).toBe(
      `attorney must be any or one of ${bookableAttorneyIds.join(", ")}`,
    );
    const before = server.store.inquiries.list().length;
    const response = await book(server, await firstFree(server, "2"), { attorney: notBookable });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { attorney: "invalid" } });
    expect(server.store.inquiries.list()).toHaveLength(before);
  });

  it("refuses a time that is not bookable with a field code, and stores nothing", async () => {
    const before = server.store.inquiries.list().length;
    const today = zonedParts(new Date(clock), amman).date;
    let weekday = addDays(today, 7);
    while (zonedParts(instantFromZoned(weekday, 12, amman), amman).weekday > 5)
      weekday = addDays(weekday, 1);
    const at = (date: string, h: number, minute = 0) =>
      toOffsetIso(instantFromZoned(date, h, amman, minute), amman);
    let saturday = addDays(today, 7);
    while (zonedParts(instantFromZoned(saturday, 12, amman), amman).weekday !== 6)
      saturday = addDays(saturday, 1);
    const christmas = closedDates.find(
      (d) => d.date.endsWith("-12-25") && d.date > addDays(today, 1),
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ slot: "next tuesday" }, "slot", "invalid"],
      [{ slot: "2026-13-01T10:00:00+03:00" }, "slot", "invalid"],
      [{ slot: at(weekday, 10, 30) }, "slot", "slotOutsideHours"],
      [{ slot: at(weekday, 8) }, "slot", "slotOutsideHours"],
      [{ slot: at(weekday, 18) }, "slot", "slotOutsideHours"],
      [{ slot: at(saturday, 10) }, "slot", "slotOutsideHours"],
      [{ slot: at(addDays(weekday, -14), 10) }, "slot", "slotTooSoon"],
      [{ slot: at(addDays(weekday, 35), 10) }, "slot", "slotTooFar"],
      [{ slot: at(weekday, 10), attorney: "1" }, "attorney", "invalid"],
      [{ slot: at(weekday, 10), meeting: "dinner" }, "meeting", "invalid"],
    ];
    // A working hour within the next 24 hours, when there is one (none on a Friday night).
    const soon = Array.from(
      { length: 23 },
      (_, i) => new Date(Math.ceil(clock / hour) * hour + (i + 1) * hour),
    ).find(
      (t) =>
        zonedParts(t, amman).weekday <= 5 &&
        zonedParts(t, amman).hour >= 9 &&
        zonedParts(t, amman).hour < 18 &&
        !closedDates.some((d) => d.date === zonedParts(t, amman).date),
    );
    expect(soon, "a working hour within the next 24 hours").toBeDefined();
    expect(christmas?.date).toBe("2026-12-25");
    cases.push([{ slot: toOffsetIso(soon!, amman) }, "slot", "slotTooSoon"]);
    cases.push([{ slot: at(christmas!.date, 10) }, "slot", "slotOutsideHours"]);
    for (const [extra, field, code] of cases) {
      const response = await book(server, "", extra);
      expect(response.status, JSON.stringify(extra)).toBe(400);
      const body = (await response.json()) as { fields: Record<string, string> };
      expect(body.fields[field], JSON.stringify(extra)).toBe(code);
    }
    expect(server.store.inquiries.list().length).toBe(before);
  });

  it("keeps the plain form's message when its time is taken, and says the firm will propose one", async () => {
    const slot = await firstFree(server, "3");
    expect((await book(server, slot, { attorney: "3" })).status).toBe(201);
    const wall = zonedParts(new Date(slot), amman);
    const fields = {
      ...Object.fromEntries(
        Object.entries(validInquiry({ fullName: "Plain Form" })).map(([k, v]) => [k, String(v)]),
      ),
      slotDate: wall.date,
      slotTime: `${String(wall.hour).padStart(2, "0")}:00`,
      attorney: "3",
      meeting: "office",
    };
    const taken = await postForm(server.url, fields);
    expect(taken.status).toBe(303);
    expect(taken.headers.get("location")).toBe("/contact/sent/no-slot");
    const stored = server.store.inquiries.list().find((i) => i.fullName === "Plain Form");
    expect(stored).toBeDefined();
    expect(server.store.bookings.get(stored!.id)).toBeNull();

    const free = await firstFree(server, "3");
    const freeWall = zonedParts(new Date(free), amman);
    const ok = await postForm(server.url, {
      ...fields,
      fullName: "Plain Form Booked",
      language: "ar",
      slotDate: freeWall.date,
      slotTime: `${String(freeWall.hour).padStart(2, "0")}:00`,
      attorney: "3",
      // A textarea's lines arrive as CR LF; they are kept as lines.
      otherParties: "Wexbridge Trading Ltd\r\nOmar Khalil",
    });
    // The page it lands on says the time is held, not yet confirmed.
    expect(ok.headers.get("location")).toBe("/ar/contact/sent/held");
    const booked = server.store.inquiries.list().find((i) => i.fullName === "Plain Form Booked")!;
    expect(server.store.bookings.get(booked.id)).toMatchObject({
      attorney: "3",
      start: new Date(free).getTime(),
      otherParties: "Wexbridge Trading Ltd\nOmar Khalil",
    });
  });
});

describe("no time is ever given twice", () => {
  const dir = tempDir();
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    onTestRules();
    first = await startServer({ dataDir: dir.path }, { now: () => clock });
    // A second server process on the same file: only SQLite stands between them.
    second = await startServer({ dataDir: dir.path }, { now: () => clock });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    dir.remove();
    firmRules();
  });

  it("gives one of many simultaneous requests for one attorney's time a 201, the rest a 409", async () => {
    const slot = await firstFree(first, "2");
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        book(i % 2 ? first : second, slot, { attorney: "2", fullName: `Racer ${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    const held = first.store.bookings.held(new Date(slot).getTime(), new Date(slot).getTime() + 1);
    expect(held).toEqual([{ attorney: "2", start: new Date(slot).getTime() }]);
  });

  it("gives first available to exactly as many requests as there are attorneys", async () => {
    const slot = (await slots(first, "?attorney=any")).body.slots[5]!;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(i % 2 ? first : second, slot, { attorney: "any" })),
    );
    const won = responses.filter((r) => r.status === 201);
    // Only the attorneys who take consultations: the of-counsel professor is never "first available".
    expect(won).toHaveLength(bookableAttorneyIds.length);
    const attorneys = await Promise.all(
      won.map(
        async (r) => ((await r.json()) as { booking: { attorney: string } }).booking.attorney,
      ),
    );
    expect(attorneys.sort()).toEqual([...bookableAttorneyIds].sort());
  });

  it("refuses to hold a time twice at the store itself, whatever the caller checked", () => {
    const start = Date.parse("2030-01-07T07:00:00Z");
    const request = (inquiryId: string) => ({
      inquiryId,
      candidates: ["2"],
      requestedAttorney: "2",
      start,
      end: start + hour,
      meeting: "office" as const,
      timeZone: "",
    });
    expect(first.store.bookings.hold(request("TESTAAAAAAA1"))).not.toBeNull();
    expect(second.store.bookings.hold(request("TESTAAAAAAA2"))).toBeNull();
    expect(() =>
      first.store.db
        .prepare(
          `INSERT INTO bookings (inquiry_id, attorney, requested_attorney, start_at, end_at, meeting, status, created_at, updated_at, hold_until)
                  VALUES ('TESTAAAAAAA3', '2', '2', ?, ?, 'office', 'confirmed', '', '', ?)`,
        )
        .run(start, start + hour, start),
    ).toThrow(/UNIQUE/);
  });
});
