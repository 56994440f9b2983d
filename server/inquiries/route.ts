import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
} from "fastify-type-provider-zod";
import { apiPaths } from "../../app/api-paths";
import {
  type BookingReceipt,
  contactRefusal,
  inquiryInvalid,
  inquiryStored,
  timeNotHeld,
} from "../../app/contact/answer";
import { validateInquiry } from "../../app/contact/schema";
import { bookableAttorneyIds } from "../../app/content/firm";
import { ammanIso, type Booking, lifecycle } from "../bookings";
import type { Store } from "../store";
import { formLanding, formToInput, isFormPost, visitorLanguage } from "./form";
import { answerError, bodyLimit, errorStatus, refusals } from "../errors";
import { Counts, registerRateLimit } from "../rate-limit";
import type { BusyCalendars } from "../calendars";

const mediaTypes = "Send the inquiry as application/json or application/x-www-form-urlencoded";
/** The contact route's reasons: the server's, with the content types it takes named. */
const contactRefusals: Record<string, string> = {
  ...refusals,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: mediaTypes,
};

/** The time held, as the visitor's browser is told of it: no one else's data. */
const receipt = (booking: Booking): BookingReceipt => ({
  start: ammanIso(booking.start),
  attorney: booking.attorney,
  meeting: booking.meeting,
  status: booking.status,
});

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
  /** Inquiries stored per client address in 10 minutes; 0 turns the limit off. */
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
 * gets a 303 to a page. An inquiry may ask for a consultation time (docs/booking.md). A plugin:
 * its JSON answers are zod's schemas (app/contact/answer.ts, which the contact form parses with);
 * the body is checked by the inquiry's own schema in the handler, after the rate limit, so that the
 * plain form lands on a page whatever is wrong. Forms are parsed server-wide (server/app.ts).
 */
export const registerContact: FastifyPluginAsyncZod<ContactOptions> = async (
  app,
  {
    store,
    wakeMail,
    rateLimit,
    openRequestsLimit = 0,
    holdWorkingDays = 1,
    deviceKey = () => "",
    now = Date.now,
    busy,
  },
) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerRateLimit(app, new Counts(now));
  // Checked before the inquiry is read, counted only once it is stored: a visitor who corrects a
  // field, or whose time was just taken, has not used up a submission.
  const limit =
    rateLimit > 0 ? app.createRateLimit({ max: rateLimit, timeWindow: 10 * 60_000 }) : null;

  app.post(
    apiPaths.contact,
    {
      bodyLimit: bodyLimit,
      errorHandler: contactErrorHandler,
      schema: {
        response: {
          201: inquiryStored,
          400: inquiryInvalid,
          409: timeNotHeld,
          413: contactRefusal,
          415: contactRefusal,
          429: contactRefusal,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const form = isFormPost(request);
      const json = /^application\/json\s*(;|$)/i.test(request.headers["content-type"] ?? "");
      if ((!form && !json) || request.body === undefined) {
        return reply.code(415).send({ error: mediaTypes });
      }
      const input = form ? formToInput(request.body as Record<string, string>) : request.body;
      const lang = visitorLanguage(request, input);

      const allowed = await limit?.(request, { increment: false });
      if (allowed && !allowed.isAllowed && allowed.remaining === 0) {
        const retryAfterS = Math.max(1, allowed.ttlInSeconds);
        request.log.info({ retryAfterS }, "inquiry refused: rate limit");
        if (form) return reply.redirect(formLanding(lang, "not-sent"), 303);
        return reply
          .code(429)
          .header("retry-after", String(retryAfterS))
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
      await limit?.(request);
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
            ? { id: outcome.id, booking: receipt(outcome.booking) }
            : { id: outcome.id },
        );
    },
  );

  app.route({
    method: ["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"],
    url: apiPaths.contact,
    handler: async (_request, reply) =>
      reply.code(405).header("allow", "POST").send({ error: "Method not allowed" }),
  });
};

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
