// @vitest-environment node
/**
 * Which times are offered and held: the list of days the firm is closed reaches far enough,
 * GET /api/slots offers only the rules' free times, and no time is ever given twice (many
 * simultaneous requests, two servers on one store, the store's own index). Requests for a time
 * through the contact form are in booking-requests.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, zonedParts } from "../../app/booking/zoned";
import { closedDates } from "../../app/content/booking";
import { bookableAttorneyIds } from "../../app/content/firm";
import {
  startServer,
  tempDir,
  testBookingRules,
  applyBookingRules,
  type TestServer,
} from "../test/helpers";
import { amman, book, clock, firstFree, hour, slots } from "../test/booking-times";

// The servers book by rules of the test's own, not the firm's (which it edits): Monday to
// Friday, 9:00 to 18:00, one-hour consultations a working day to 30 days ahead, Christmas closed.
let firmRules = () => {};
const onTestRules = () => (firmRules = applyBookingRules(testBookingRules));

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

  it("names the holidays on working days among the days asked for, so the picker can say why a day is missing", async () => {
    const christmas = { date: "2026-12-25", name: testBookingRules.closed[0]!.name };
    expect((await slots(server)).body.closed).toEqual([christmas]);
    expect((await slots(server, "?from=2026-12-25&days=1")).body.closed).toEqual([christmas]);
    expect((await slots(server, "?from=2026-12-26&days=10")).body.closed).toEqual([]);
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
