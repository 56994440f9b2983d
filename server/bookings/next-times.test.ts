// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableAttorneyIds } from "../../app/content/firm";
import {
  postJson,
  startServer,
  tempDir,
  applyBookingRules,
  validInquiry,
  type TestServer,
} from "../test/helpers";

// The server's clock: Monday 14 December 2026, 10:00 in Amman. The booking rules are the test's
// own (testBookingRules: Monday to Friday, 9:00 to 18:00, one-hour consultations, one working
// day ahead), not the firm's, which it edits. Khaled (2) takes consultations on Tuesday and
// Wednesday afternoons only; Rania (3) keeps the office's hours from Tuesday 10:00.
const clock = Date.parse("2026-12-14T07:00:00Z");

describe("GET /api/next-times: each bookable attorney's first free time, written out", () => {
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
          "2": { consultationHours: [{ days: [2, 3], fromHour: 13, toHour: 16 }], timeOff: [] },
          "3": { consultationHours: [], timeOff: [] },
        },
      },
    );
  });
  afterAll(async () => {
    await server.close();
    dir.remove();
    firmRules();
  });

  const nextTimes = async (lang: string) => {
    const response = await fetch(`${server.url}/api/next-times?lang=${lang}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { times } = (await response.json()) as { times: { attorney: string }[] };
    // One for each attorney the firm's content lets visitors book, whoever they are.
    expect(times.map((time) => time.attorney)).toEqual(bookableAttorneyIds);
    return times.filter((time) => ["2", "3"].includes(time.attorney));
  };

  it("gives each attorney's first free start on Amman's clock, as the visitor's language writes it", async () => {
    expect(await nextTimes("en")).toEqual([
      { attorney: "2", slot: "2026-12-15T13:00:00+03:00", label: "Tue 15 Dec, 1:00\u00a0PM" },
      { attorney: "3", slot: "2026-12-15T10:00:00+03:00", label: "Tue 15 Dec, 10:00\u00a0AM" },
    ]);
    expect(await nextTimes("ar")).toEqual([
      {
        attorney: "2",
        slot: "2026-12-15T13:00:00+03:00",
        label: "الثلاثاء، 15 كانون الأول، 1:00\u00a0م",
      },
      {
        attorney: "3",
        slot: "2026-12-15T10:00:00+03:00",
        label: "الثلاثاء، 15 كانون الأول، 10:00\u00a0ص",
      },
    ]);
  });

  it("moves on to the next free time once a visitor has taken the first", async () => {
    const held = await postJson(
      server.url,
      validInquiry({ slot: "2026-12-15T10:00:00+03:00", attorney: "3" }),
    );
    expect(held.status).toBe(201);
    const [, rania] = await nextTimes("en");
    expect(rania).toEqual({
      attorney: "3",
      slot: "2026-12-15T11:00:00+03:00",
      label: "Tue 15 Dec, 11:00\u00a0AM",
    });
  });

  it("refuses a language it does not write, saying which it does", async () => {
    for (const query of ["?lang=fr", "", "?lang=EN"]) {
      const response = await fetch(`${server.url}/api/next-times${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toEqual({ error: "lang must be en or ar" });
    }
  });
});
