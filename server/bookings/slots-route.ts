import type { FastifyInstance } from "fastify";
import { bookableStarts, freeStarts } from "../../app/booking/slots";
import { parseDay, toOffsetIso, zonedParts } from "../../app/booking/zoned";
import { bookingSettings } from "../../app/content/booking";
import type { Store } from "../store";
import type { BusyCalendars } from "../calendars";
import { attorneyIds, isAttorneyId } from "../../app/content/firm";

const maxDays = 31;

/**
 * `GET /api/slots?attorney=any|<id>&from=YYYY-MM-DD&days=N`: the free start times, as ISO 8601
 * with Amman's offset. One indexed range query over the held times; no visitor data in the answer.
 */
export async function registerSlots(
  app: FastifyInstance,
  {
    store,
    now = Date.now,
    busy,
  }: { store: Store; now?: () => number; busy?: Pick<BusyCalendars, "isBusy"> },
) {
  app.get("/api/slots", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const query = request.query as Record<string, unknown>;
    const attorney = typeof query.attorney === "string" ? query.attorney : "any";
    if (attorney !== "any" && !isAttorneyId(attorney)) {
      return reply
        .code(400)
        .send({ error: `attorney must be any or one of ${attorneyIds.join(", ")}` });
    }
    const at = new Date(now());
    const from =
      typeof query.from === "string" ? query.from : zonedParts(at, bookingSettings.timeZone).date;
    if (!parseDay(from))
      return reply.code(400).send({ error: "from must be a date like 2026-12-01" });
    const daysText =
      typeof query.days === "string" ? query.days : String(bookingSettings.horizonDays);
    const days = /^\d{1,2}$/.test(daysText) ? Number(daysText) : NaN;
    if (!(days >= 1 && days <= maxDays)) {
      return reply.code(400).send({ error: `days must be a whole number from 1 to ${maxDays}` });
    }

    const starts = bookableStarts({ now: at, from, days });
    if (starts.length === 0) return { timeZone: bookingSettings.timeZone, attorney, slots: [] };
    const held = store.bookings.held(starts[0]!.getTime(), starts.at(-1)!.getTime() + 1);
    const length = bookingSettings.slotMinutes * 60_000;
    const free = freeStarts(starts, held, attorney, attorneyIds, (id, start) =>
      Boolean(busy?.isBusy(id, start.getTime(), start.getTime() + length)),
    );
    return {
      timeZone: bookingSettings.timeZone,
      attorney,
      slots: free.map((start) => toOffsetIso(start, bookingSettings.timeZone)),
    };
  });
}
