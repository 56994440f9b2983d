import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
} from "fastify-type-provider-zod";
import { apiPaths } from "../../app/api-paths";
import {
  maxSlotDays,
  nextTimesAnswer,
  nextTimesQuery,
  refusal,
  slotsAnswer,
  slotsQuery,
} from "../../app/booking/slots-api";
import { bookableStarts, freeStarts } from "../../app/booking/slots";
import { addDays, isoWeekday, parseDay, toOffsetIso, zonedParts } from "../../app/booking/zoned";
import { bookingSettings, closedDates } from "../../app/content/booking";
import type { Store } from "../store";
import { bookableAttorneyIds } from "../../app/content/firm";
import { formatSlot } from "../../app/i18n/format";
import type { Lang } from "../../app/i18n/locales";
import type { BusyCalendars } from "../calendars";
import { answerError, refusals } from "../errors";
import { Counts, rateLimited, registerRateLimit } from "../rate-limit";

/** How far from today a `from` may be: past it the question is a probe, not a visitor's. */
const saneDays = 366;

const slotRefusals: Record<string, string> = {
  ...refusals,
  [rateLimited]: "Too many queries from this address; please try again in a minute",
};

interface SlotsOptions {
  store: Store;
  /** Queries per client address per minute, both routes together; 0 turns the limit off. */
  rateLimit?: number;
  now?: () => number;
  /** The attorneys' own calendars: their busy times are not offered (server/calendars). */
  busy?: Pick<BusyCalendars, "isBusy">;
}

/**
 * `GET /api/slots?attorney=any|<id>&from=YYYY-MM-DD&days=N`: the free start times, as ISO 8601
 * with Amman's offset. One indexed range query over the held times; no visitor data in the answer.
 *
 * `GET /api/next-times?lang=en|ar`: each bookable attorney's first free start from today to the
 * horizon, as the home page's panel writes it ("Fri 27 Nov, 9:00 AM", and the same in Arabic
 * with its month names): one request for the panel, and no date formatting in the page, whose
 * first clock held a phone's main thread for 20 to 35 ms (issue 23).
 *
 * A plugin: its query and answer schemas are zod's (app/booking/slots-api.ts, which the booking
 * picker parses with), and its limit counts in a scope of its own.
 */
export const registerSlots: FastifyPluginAsyncZod<SlotsOptions> = async (
  app,
  { store, rateLimit = 0, now = Date.now, busy },
) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerRateLimit(app, new Counts(now));
  // Generous for a person clicking through days, tight for a loop; counted once the query is valid.
  const limit =
    rateLimit > 0 ? ({ max: rateLimit, timeWindow: 60_000, hook: "preHandler" } as const) : false;
  const refused = { 400: refusal, 429: refusal };

  /** Why a query is refused, per parameter: the route schema finds the parameter, this says why. */
  // The attorneys a visitor may book change with a publish: asked as the request runs.
  const attorneyReason = () => `attorney must be any or one of ${bookableAttorneyIds.join(", ")}`;
  const reasons: Record<string, string> = {
    attorney: "",
    from: "from must be a date like 2026-12-01",
    days: `days must be a whole number from 1 to ${maxSlotDays}`,
  };

  app.get(
    apiPaths.slots,
    {
      schema: { querystring: slotsQuery, response: { 200: slotsAnswer, ...refused } },
      config: { rateLimit: limit },
      // The schema checks the query; the answer names the parameter in words.
      errorHandler: (error, request, reply) => {
        const field = error.validation?.[0]?.instancePath.replace(/^\//, "") ?? "";
        if (!(field in reasons)) return answerError(error, request, reply, slotRefusals);
        request.log.info({ field, status: 400 }, "request refused");
        return reply
          .code(400)
          .header("cache-control", "no-store")
          .send({ error: reasons[field] || attorneyReason() });
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const attorney = request.query.attorney ?? "any";
      if (attorney !== "any" && !bookableAttorneyIds.includes(attorney))
        return reply.code(400).send({ error: attorneyReason() });
      const at = new Date(now());
      const from = request.query.from ?? zonedParts(at, bookingSettings.timeZone).date;
      // The schema checks the shape; only the calendar knows there is no 30 February.
      if (!parseDay(from)) return reply.code(400).send({ error: reasons.from! });
      const today = zonedParts(at, bookingSettings.timeZone).date;
      if (from < addDays(today, -saneDays) || from > addDays(today, saneDays)) {
        return reply
          .code(400)
          .send({ error: `from must be within ${saneDays} days of today (${today})` });
      }
      const days = request.query.days ?? bookingSettings.horizonDays;

      return {
        timeZone: bookingSettings.timeZone,
        attorney,
        slots: freeSlots(store, busy, { at, from, days })(attorney).map((start) =>
          toOffsetIso(start, bookingSettings.timeZone),
        ),
        closed: closedIn(from, days),
      };
    },
  );

  app.get(
    apiPaths.nextTimes,
    {
      schema: { querystring: nextTimesQuery, response: { 200: nextTimesAnswer, ...refused } },
      config: { rateLimit: limit },
      errorHandler: (error, request, reply) => {
        if (!error.validation) return answerError(error, request, reply, slotRefusals);
        request.log.info({ field: "lang", status: 400 }, "request refused");
        return reply
          .code(400)
          .header("cache-control", "no-store")
          .send({ error: "lang must be en or ar" });
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const lang: Lang = request.query.lang;
      const at = new Date(now());
      const today = zonedParts(at, bookingSettings.timeZone).date;
      // As the booking picker asks (booking/fetch-slots.ts): to the horizon's last morning.
      const days = bookingSettings.horizonDays + 1;
      const free = freeSlots(store, busy, { at, from: today, days });
      return {
        timeZone: bookingSettings.timeZone,
        times: bookableAttorneyIds.map((attorney) => {
          const first = free(attorney)[0];
          return first
            ? {
                attorney,
                slot: toOffsetIso(first, bookingSettings.timeZone),
                label: label(lang, first),
              }
            : { attorney, slot: null, label: null };
        }),
      };
    },
  );
};

/** The holidays among `days` days from `from` that fall on a working day, so the picker names its gaps. */
function closedIn(from: string, days: number) {
  const last = addDays(from, days - 1);
  return closedDates
    .filter(({ date }) => date >= from && date <= last)
    .filter(({ date }) => bookingSettings.workingDays.includes(isoWeekday(date)))
    .map(({ date, name }) => ({ date, name }));
}

/**
 * The free starts over `days` days from `from`, as of `at`, of whichever attorney (or any) is
 * asked: the bookable starts and the held times are read once for all of them. The visitor's
 * picker (through these routes) and the desk's move page offer exactly these.
 */
export function freeSlots(
  store: Store,
  busy: Pick<BusyCalendars, "isBusy"> | undefined,
  { at, from, days }: { at: Date; from: string; days: number },
): (attorney: string) => Date[] {
  const starts = bookableStarts({ now: at, from, days });
  if (starts.length === 0) return () => [];
  const held = store.bookings.held(starts[0]!.getTime(), starts.at(-1)!.getTime() + 1);
  const length = bookingSettings.slotMinutes * 60_000;
  return (attorney) =>
    freeStarts(starts, held, attorney, bookableAttorneyIds, (id, start) =>
      Boolean(busy?.isBusy(id, start.getTime(), start.getTime() + length)),
    );
}

/** "Fri 27 Nov, 9:00 AM" (in Arabic, with the Arabic comma): a day and a time on Amman's clock. */
function label(lang: Lang, start: Date): string {
  const { timeZone } = bookingSettings;
  const day = formatSlot(lang, start, timeZone, "shortDay");
  const time = formatSlot(lang, start, timeZone, "time");
  return `${day}${lang === "ar" ? "\u060c " : ", "}${time}`;
}
