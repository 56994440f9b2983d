import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
} from "fastify-type-provider-zod";
import { apiPaths } from "../../app/api-paths";
import {
  bookingAnswer,
  moveBody,
  movedAnswer,
  moveParams,
  moveQuery,
  moveRefusal,
} from "../../app/booking/move-api";
import type { MovableBooking } from "../../app/booking/move";
import { firm } from "../../app/content/firm";
import { localize } from "../../app/i18n/paths";
import { langs, type Lang } from "../../app/i18n/locales";
import type { BusyCalendars } from "../calendars";
import { answerError } from "../errors";
import type { Pages } from "../pages";
import type { Store } from "../store";
import { verifyMoveToken } from "./links";
import { refusal, reschedule, type RescheduleOutcome } from "./lifecycle";
import { bookingDetails, sendBookingPage, sendRefusal } from "./page";
import { pageCopy } from "./page-copy";
import { crossSite } from "./request-checks";
import { type Booking, maxReschedules, movesLeft } from "./store";
import { ammanIso } from "./when";

/** Where the build keeps the page that moves a booking (app/routes/booking-move.tsx). */
const movePagePath = "/booking/move";

interface MoveOptions {
  store: Store;
  secret: string;
  /** The prerendered page; null when the server runs without a build (some tests). */
  pages: Pages | null;
  wakeMail: () => void;
  now: () => number;
  noticeMs: number;
  holdWorkingDays: number;
  busy?: Pick<BusyCalendars, "isBusy">;
}

/** The booking as the move page shows it: no word the visitor typed, only the firm's facts. */
function publicBooking(booking: Booking, noticeMs: number): MovableBooking {
  return {
    reference: booking.inquiryId,
    attorney: booking.attorney,
    start: ammanIso(booking.start),
    meeting: booking.meeting,
    status: booking.status,
    movesLeft: movesLeft(booking),
    noticeHours: Math.round(noticeMs / 3_600_000),
  };
}

/** How each refusal is answered to the page's script: status and a stable error word. */
const refusals: Record<
  Extract<RescheduleOutcome, { done: false }>["why"],
  { status: number; error: string }
> = {
  missing: { status: 404, error: "missing" },
  past: { status: 410, error: "past" },
  notice: { status: 409, error: "notice" },
  status: { status: 409, error: "closed" },
  limit: { status: 409, error: "move_limit" },
  slot: { status: 400, error: "slot" },
  taken: { status: 409, error: "slot_taken" },
  same: { status: 400, error: "same_time" },
};

/**
 * The visitor's "Choose another time" (docs/booking.md):
 * - `GET /booking/move/<id>?t=…` (and `/ar/booking/move/…`) checks the signed link and answers the
 *   build's move page in that language, or a page saying why the time cannot change online;
 * - `GET /api/booking/<id>?t=…` gives that page the booking (time, attorney, moves left);
 * - `POST /api/booking/<id>/move?t=…` with `{ "slot": "<ISO>" }` moves it (server/bookings/lifecycle).
 */
export const registerMove: FastifyPluginAsyncZod<MoveOptions> = async (
  app,
  { store, secret, pages, wakeMail, now, noticeMs, holdWorkingDays, busy },
) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const params = moveParams;
  const querystring = moveQuery;

  /** Why this booking's time cannot change online now, as the visitor's page. */
  const closedPage = (reply: FastifyReply, lang: Lang, booking: Booking) => {
    const why = refusal("reschedule", booking, { now: now(), noticeMs });
    if (!why) return null;
    const copy = pageCopy[lang];
    if (why === "past") return sendRefusal(reply, lang, 410, "expired");
    const phone = firm.phone.display;
    const { title, body } =
      why === "notice"
        ? {
            title: copy.move.notice.title,
            body: copy.move.notice.body(noticeMs / 3_600_000, phone),
          }
        : why === "limit"
          ? { title: copy.move.limit.title, body: copy.move.limit.body(maxReschedules, phone) }
          : {
              title: copy.move.closedTitle,
              body:
                (copy.move.closed as Partial<Record<Booking["status"], string>>)[booking.status] ??
                copy.move.closedTitle,
            };
    return sendBookingPage(reply, 409, {
      lang,
      title,
      paragraphs: [body],
      // The limit and the notice send the visitor to the phone: a tap away on one.
      ...(why === "notice" || why === "limit" ? { call: phone } : {}),
      details: bookingDetails(lang, booking, true),
      home: copy.home,
    });
  };

  // One address per language, as every page of the site has: the mails link to the visitor's.
  for (const lang of langs) {
    app.get(
      localize(lang, `${movePagePath}/:id`),
      {
        schema: { params, querystring },
        errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
          error.validation
            ? sendRefusal(reply, lang, 403, "token")
            : answerError(error, request, reply),
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!verifyMoveToken(secret, id, request.query.t)) {
          return sendRefusal(reply, lang, 403, "token");
        }
        const booking = store.bookings.get(id);
        if (!booking) return sendRefusal(reply, lang, 404, "missing");
        const closed = closedPage(reply, lang, booking);
        if (closed) return closed;
        reply
          .header("cache-control", "no-store")
          .header("x-robots-tag", "noindex")
          .header("referrer-policy", "no-referrer");
        if (pages && (await pages.sendPage(reply, localize(lang, movePagePath)))) return reply;
        return reply.code(503).send({ error: "The site's pages are not built on this server" });
      },
    );
  }

  /** The JSON routes' refusal of a link that cannot be valid, or of a new time that is no time. */
  const jsonRefusal = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (!error.validation) return answerError(error, request, reply);
    reply.header("cache-control", "no-store");
    if (error.validationContext === "body")
      return reply.code(400).send({ error: "slot", fields: { slot: "invalid" } });
    return reply.code(403).send({ error: "token" });
  };
  const refused = {
    400: moveRefusal,
    403: moveRefusal,
    404: moveRefusal,
    409: moveRefusal,
    410: moveRefusal,
  };

  app.get(
    apiPaths.booking,
    {
      schema: { params, querystring, response: { 200: bookingAnswer, ...refused } },
      errorHandler: jsonRefusal,
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
      const { id } = request.params;
      if (!verifyMoveToken(secret, id, request.query.t)) {
        return reply.code(403).send({ error: "token" });
      }
      const booking = store.bookings.get(id);
      if (!booking) return reply.code(404).send({ error: "missing" });
      const why = refusal("reschedule", booking, { now: now(), noticeMs });
      return {
        booking: publicBooking(booking, noticeMs),
        closed: why === "status" ? ("closed" as const) : why,
      };
    },
  );

  app.post(
    apiPaths.moveBooking,
    {
      schema: {
        params,
        querystring,
        body: moveBody,
        response: { 200: movedAnswer, ...refused },
      },
      bodyLimit: 1024,
      errorHandler: jsonRefusal,
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
      const { id } = request.params;
      if (!verifyMoveToken(secret, id, request.query.t)) {
        return reply.code(403).send({ error: "token" });
      }
      if (crossSite(request)) return reply.code(403).send({ error: "cross_site" });
      const { slot } = request.body;
      const outcome = reschedule(store, id, slot, {
        now: now(),
        noticeMs,
        holdWorkingDays,
        busy,
      });
      if (!outcome.done) {
        const { status, error } = refusals[outcome.why];
        request.log.info({ inquiryId: id, refused: outcome.why }, "booking move refused");
        return reply.code(status).send({
          error,
          ...(outcome.slot ? { fields: { slot: outcome.slot } } : {}),
          ...(outcome.booking ? { booking: publicBooking(outcome.booking, noticeMs) } : {}),
        });
      }
      wakeMail();
      request.log.info(
        { inquiryId: id, reschedules: outcome.booking.reschedules },
        "booking moved",
      );
      return { moved: true as const, booking: publicBooking(outcome.booking, noticeMs) };
    },
  );

  app.route({
    method: ["PUT", "PATCH", "DELETE", "OPTIONS"],
    url: apiPaths.moveBooking,
    handler: async (_request, reply) =>
      reply.code(405).header("allow", "POST").send({ error: "Method not allowed" }),
  });
};
