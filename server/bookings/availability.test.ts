// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applyBookingRules,
  postJson,
  startServer,
  tempDir,
  validInquiry,
  type TestServer,
} from "../test/helpers";

// The server's clock: Monday 14 December 2026, 10:00 in Amman; the first bookable time is
// Tuesday 15 December at 10:00 (a full working day ahead). The office's rules are the test's own
// (testBookingRules: Monday to Friday, 9:00 to 18:00, one-hour consultations), not the firm's.
const clock = Date.parse("2026-12-14T07:00:00Z");
const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, "0")}:00:00+03:00`;

describe("each attorney's own consultation hours and days off (content/attorneys/<id>.json)", () => {
  let server: TestServer;
  let firmRules = () => {};
  const dir = tempDir();
  beforeAll(async () => {
    firmRules = applyBookingRules();
    server = await startServer(
      { dataDir: dir.path },
      {
        now: () => clock,
        availability: {
          // Khaled takes consultations on Tuesday and Wednesday afternoons only.
          "2": { consultationHours: [{ days: [2, 3], fromHour: 13, toHour: 16 }], timeOff: [] },
          // Rania keeps the office's hours, but is away on 16 and 17 December.
          "3": {
            consultationHours: [],
            timeOff: [{ firstDay: "2026-12-16", lastDay: "2026-12-17" }],
          },
        },
      },
    );
  });
  afterAll(async () => {
    await server.close();
    dir.remove();
    firmRules();
  });

  const offered = async (attorney: string, from: string, days: number) => {
    const response = await fetch(
      `${server.url}/api/slots?attorney=${attorney}&from=${from}&days=${days}`,
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as { slots: string[] }).slots;
  };

  it("offers an attorney with hours only those hours, each consultation wholly inside them", async () => {
    expect(await offered("2", "2026-12-14", 5)).toEqual([
      at("2026-12-15", 13),
      at("2026-12-15", 14),
      at("2026-12-15", 15),
      at("2026-12-16", 13),
      at("2026-12-16", 14),
      at("2026-12-16", 15),
    ]);
  });

  it("offers nothing on an attorney's days off, and the office's hours on the other days", async () => {
    const days = new Set((await offered("3", "2026-12-14", 5)).map((slot) => slot.slice(0, 10)));
    expect([...days]).toEqual(["2026-12-15", "2026-12-18"]);
    // From 10:00 (a full working day after the clock) to the 17:00 start.
    expect(await offered("3", "2026-12-15", 1)).toHaveLength(8);
  });

  it("offers 'first available' a time when any attorney takes it then", async () => {
    expect(await offered("any", "2026-12-16", 2)).toEqual([
      at("2026-12-16", 13),
      at("2026-12-16", 14),
      at("2026-12-16", 15),
    ]);
  });

  it("refuses to hold a time the attorney does not take, and holds 'first available' with one who does", async () => {
    for (const [attorney, slot] of [
      ["3", at("2026-12-16", 10)],
      ["2", at("2026-12-15", 10)],
      ["any", at("2026-12-17", 10)],
    ] as const) {
      const refused = await postJson(server.url, validInquiry({ slot, attorney }));
      expect(refused.status, `${attorney} at ${slot}`).toBe(409);
    }
    expect(server.store.bookings.held(0, Number.MAX_SAFE_INTEGER)).toEqual([]);

    const held = await postJson(server.url, validInquiry({ slot: at("2026-12-16", 14) }));
    expect(held.status).toBe(201);
    expect(((await held.json()) as { booking: { attorney: string } }).booking.attorney).toBe("2");
  });
});
