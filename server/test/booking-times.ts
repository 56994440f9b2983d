/**
 * The booking tests' times (server/bookings/booking-*.test.ts): the servers' clock, the free
 * times /api/slots offers, and a request for one of them.
 */
import { expect } from "vitest";
import type { SlotsAnswer } from "../../app/booking/slots-api";
import { postJson, validInquiry, type TestServer } from "./helpers";

export const amman = "Asia/Amman";
// The servers' clock: Monday 14 December 2026, 10:00 in Amman. Every case of the booking tests
// has its day (a working hour within 24 hours, a Saturday, Christmas within the horizon) whenever
// it runs.
export const clock = Date.parse("2026-12-14T07:00:00Z");
export const hour = 3_600_000;

export async function slots(server: TestServer, query = "") {
  const response = await fetch(`${server.url}/api/slots${query}`);
  return {
    status: response.status,
    body: (await response.json()) as SlotsAnswer & { error?: string },
  };
}

/** A bookable time: the first free slot for `attorney`. */
export async function firstFree(server: TestServer, attorney = "any"): Promise<string> {
  const { body } = await slots(server, `?attorney=${attorney}`);
  expect(body.slots.length).toBeGreaterThan(0);
  return body.slots[0]!;
}

/** A request for the consultation at `slot` (with attorney 3, by video, unless `extra` says). */
export function book(server: TestServer, slot: string, extra: Record<string, unknown> = {}) {
  return postJson(
    server.url,
    validInquiry({ slot, attorney: "3", meeting: "video", timeZone: "Europe/London", ...extra }),
  );
}
