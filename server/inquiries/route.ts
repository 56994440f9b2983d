import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { validateInquiry } from "../../app/contact/schema";
import { bookableAttorneyIds } from "../../app/content/firm";
import { bookingAnswer, lifecycle } from "../bookings";
import type { Store } from "../store";
import { formLanding, formToInput, isFormPost, parseForm, visitorLanguage } from "./form";
import { answerError, bodyLimit, errorStatus, refusals } from "../errors";
import { RateLimiter } from "../rate-limiter";
import type { BusyCalendars } from "../calendars";

/** The contact route's reasons: the server's, with the content types it takes named. */
const contactRefusals: Record<string, string> = {
  ...refusals,
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    "Send the inquiry as application/json or application/x-www-form-urlencoded",
};

/** What the log says when a time asked for is not held. */
const refusalLog = {
  slot: "inquiry refused: time not bookable",
  slot_taken: "booking refused: time taken or not bookable",
  hold_limit: "booking refused: too many open requests",
} as const;

interface ContactOptions {
  store: Store;
  /** Called once something is queued for mail. */
  wakeMail: () => void;
  rateLimit: number;
  /** Requests one address, or one device, may have waiting at once; 0: no limit. */
  openRequestsLimit?: number;
  /** Working days a requested time is held unanswered (server/bookings/hold.ts). */
  holdWorkingDays?: number;
  /** The device key: a keyed hash of the address a request came from, counted, never stored as such. */
  deviceKey?: (ip: string) => string;
  now?: () => number;
  /** The attorneys' own calendars: a busy attorney cannot be held (server/calendars). */
  busy?: Pick<BusyCalendars, "isBusy">;
}

/**
 * `POST /api/contact`: JSON from the app, `application/x-www-form-urlencoded` from the plain form.
 * JSON callers get 201 {id, booking?} / 400 {error, fields} / 409 slot_taken / 429; the plain form
 * gets a 303 to a page. An inquiry may ask for a consultation time (docs/booking.md).
 */
export async function registerContact(
  app: FastifyInstance,
  {
    store,
    wakeMail,
    rateLimit,
    openRequestsLimit = 0,
    holdWorkingDays = 1,
    deviceKey = () => "",
    now = Date.now,
    busy,
  }: ContactOptions,
) {
  const limiter = new RateLimiter(rateLimit);

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: bodyLimit },
    (_request, body, done) => {
      done(null, parseForm(body as string));
    },
  );

  app.post(
    "/api/contact",
    { bodyLimit: bodyLimit, errorHandler: contactErrorHandler },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const form = isFormPost(request);
      const json = /^application\/json\s*(;|$)/i.test(request.headers["content-type"] ?? "");
      if ((!form && !json) || request.body === undefined) {
        return reply.code(415).send({ error: contactRefusals.FST_ERR_CTP_INVALID_MEDIA_TYPE });
      }
      const input = form ? formToInput(request.body as Record<string, string>) : request.body;
      const lang = visitorLanguage(request, input);

      const allowed = limiter.check(request.ip, now());
      if (!allowed.ok) {
        request.log.info({ retryAfterS: allowed.retryAfterS }, "inquiry refused: rate limit");
        if (form) return reply.redirect(formLanding(lang, "not-sent"), 303);
        return reply
          .code(429)
          .header("retry-after", String(allowed.retryAfterS))
          .send({ error: "Too many inquiries from this address; please try again later" });
      }

      const result = validateInquiry(input, bookableAttorneyIds);
      if (!result.ok) {
        request.log.info({ fields: result.fields }, "inquiry refused: invalid");
        if (form) return reply.redirect(formLanding(lang, "not-sent"), 303);
        return reply.code(400).send({ error: "The inquiry is not valid", fields: result.fields });
      }
      const inquiry = result.inquiry;
      // Anything in the hidden field is a bot's doing: thank it, keep the evidence, mail nobody.
      const spam = inquiry.website !== "";
      const outcome = lifecycle.request(store, inquiry, {
        now: now(),
        spam,
        deviceKey: inquiry.slot !== "" && !spam ? deviceKey(request.ip) : "",
        openRequestsLimit,
        holdWorkingDays,
        busy,
        // The plain form keeps the visitor's message all the same; the firm proposes a time.
        keepWithoutTime: form,
      });
      const refused = outcome.timeRefused;
      if (refused) request.log.info(refusalLog[refused.why]);
      if (!outcome.stored) {
        if (refused?.why === "slot")
          return reply
            .code(400)
            .send({ error: "The inquiry is not valid", fields: refused.fields });
        return reply.code(409).send({ error: refused!.why });
      }
      limiter.record(request.ip, now());
      request.log.info(
        {
          inquiryId: outcome.id,
          spam,
          booking: outcome.booking ? "held" : refused ? "refused" : "none",
        },
        "inquiry stored",
      );
      if (!spam) wakeMail();

      if (form) {
        // Say what became of the time asked for: held (not yet confirmed), refused, or none asked.
        const landing = refused ? "sent-no-slot" : outcome.booking ? "sent-held" : "sent";
        return reply.redirect(formLanding(inquiry.language, landing), 303);
      }
      return reply
        .code(201)
        .send(
          outcome.booking
            ? { id: outcome.id, booking: bookingAnswer(outcome.booking) }
            : { id: outcome.id },
        );
    },
  );

  app.route({
    method: ["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"],
    url: "/api/contact",
    handler: async (_request, reply) =>
      reply.code(405).header("allow", "POST").send({ error: "Method not allowed" }),
  });
}

/** The contact route's own answer to errors before or inside its handler. */
function contactErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The plain form must land on a page whatever went wrong; the visitor's Back keeps their text.
  if (isFormPost(request)) {
    const status = errorStatus(error);
    if (status === 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: error.code, status }, "request refused");
    reply.header("cache-control", "no-store");
    return reply.redirect(formLanding(visitorLanguage(request, request.body), "not-sent"), 303);
  }
  return answerError(error, request, reply, contactRefusals);
}
