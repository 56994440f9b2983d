// @vitest-environment node
/**
 * POST /api/contact with a consultation time: the time held with the inquiry, first available
 * resolved to a free attorney, times and attorneys that cannot be booked refused with a field
 * code, and the plain form's message kept when its time is taken. The times offered, and no time
 * given twice, are in booking-slots.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, instantFromZoned, toOffsetIso, zonedParts } from "../../app/booking/zoned";
import { closedDates } from "../../app/content/booking";
import { attorneyIds, bookableAttorneyIds } from "../../app/content/firm";
import {
  postForm,
  startServer,
  tempDir,
  testBookingRules,
  applyBookingRules,
  validInquiry,
  type TestServer,
} from "../test/helpers";
import { amman, book, clock, firstFree, hour, slots } from "../test/booking-times";

// The servers book by rules of the test's own, not the firm's (which it edits): Monday to
// Friday, 9:00 to 18:00, one-hour consultations a working day to 30 days ahead, Christmas closed.
let firmRules = () => {};
const onTestRules = () => (firmRules = applyBookingRules(testBookingRules));

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
