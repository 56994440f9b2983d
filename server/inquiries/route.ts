import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { validateInquiry, type Inquiry } from "../../app/contact/schema";
import { planBooking } from "../bookings/plan";
import type { Booking } from "../bookings/store";
import type { Store } from "../store";
import { acknowledge } from "./acknowledgment";
import { formLanding, formToInput, isFormPost, parseForm, visitorLanguage } from "./form";
import { RateLimiter } from "./rate-limiter";
import { bookingAnswer } from "../bookings/answer";
import type { BusyCalendars } from "../calendars";

/** The largest inquiry body accepted: the schema's limits fit well inside it. */
export const contactBodyLimit = 16 * 1024;

/** Short reasons for requests refused before they reach the handler; never internal detail. */
const refusals: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is larger than 16 KB",
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    "Send the inquiry as application/json or application/x-www-form-urlencoded",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length does not match the body",
};

class SlotTaken extends Error {}

interface ContactOptions {
  store: Store;
  /** Called once something is queued for mail. */
  wakeMail: () => void;
  rateLimit: number;
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
  { store, wakeMail, rateLimit, now = Date.now, busy }: ContactOptions,
) {
  const limiter = new RateLimiter(rateLimit);

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: contactBodyLimit },
    (_request, body, done) => {
      done(null, parseForm(body as string));
    },
  );

  /** Stores the inquiry, its booking if it holds the time, and the mails about them, atomically. */
  const save = (inquiry: Inquiry, spam: boolean, at: number, withBooking: boolean) =>
    store.transaction(() => {
      const id = store.inquiries.insert(inquiry, { spam, now: at });
      let booking: Booking | null = null;
      if (withBooking) {
        const plan = planBooking(inquiry, new Date(at));
        if (plan.ok) {
          const { candidates, start, end } = plan.hold;
          const free = candidates.filter((who) => !busy?.isBusy(who, start, end));
          booking = store.bookings.hold({ ...plan.hold, candidates: free, inquiryId: id }, at);
        }
        if (!booking) throw new SlotTaken();
      }
      if (!spam) acknowledge(store, { id, inquiry }, at);
      return { id, booking };
    });

  app.post(
    "/api/contact",
    { bodyLimit: contactBodyLimit, errorHandler: contactErrorHandler },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const form = isFormPost(request);
      const json = /^application\/json\s*(;|$)/i.test(request.headers["content-type"] ?? "");
      if ((!form && !json) || request.body === undefined) {
        return reply.code(415).send({ error: refusals.FST_ERR_CTP_INVALID_MEDIA_TYPE });
      }
      const input = form ? formToInput(request.body as Record<string, string>) : request.body;
      const lang = visitorLanguage(request, input);

      const allowed = limiter.check(request.ip);
      if (!allowed.ok) {
        request.log.info({ retryAfterS: allowed.retryAfterS }, "inquiry refused: rate limit");
        if (form) return reply.redirect(formLanding(lang, "not-sent"), 303);
        return reply
          .code(429)
          .header("retry-after", String(allowed.retryAfterS))
          .send({ error: "Too many inquiries from this address; please try again later" });
      }

      const result = validateInquiry(input);
      if (!result.ok) {
        request.log.info({ fields: result.fields }, "inquiry refused: invalid");
        if (form) return reply.redirect(formLanding(lang, "not-sent"), 303);
        return reply.code(400).send({ error: "The inquiry is not valid", fields: result.fields });
      }
      const inquiry = result.inquiry;
      // Anything in the hidden field is a bot's doing: thank it, keep the evidence, mail nobody.
      const spam = inquiry.website !== "";
      const at = now();
      const wantsTime = inquiry.slot !== "" && !spam;

      if (wantsTime && !form) {
        const plan = planBooking(inquiry, new Date(at));
        if (!plan.ok) {
          request.log.info({ fields: plan.fields }, "inquiry refused: time not bookable");
          return reply.code(400).send({ error: "The inquiry is not valid", fields: plan.fields });
        }
      }

      let saved: { id: string; booking: Booking | null };
      let timeRefused = false;
      try {
        saved = save(inquiry, spam, at, wantsTime);
      } catch (error) {
        if (!(error instanceof SlotTaken)) throw error;
        request.log.info("booking refused: time taken or not bookable");
        if (!form) return reply.code(409).send({ error: "slot_taken" });
        // The plain form keeps the visitor's message all the same; the firm proposes a time.
        saved = save(inquiry, spam, at, false);
        timeRefused = true;
      }
      limiter.record(request.ip);
      request.log.info(
        {
          inquiryId: saved.id,
          spam,
          booking: saved.booking ? "held" : timeRefused ? "refused" : "none",
        },
        "inquiry stored",
      );
      if (!spam) wakeMail();

      if (form) {
        const outcome = timeRefused ? "sent-no-slot" : "sent";
        return reply.redirect(formLanding(inquiry.language, outcome), 303);
      }
      return reply
        .code(201)
        .send(
          saved.booking
            ? { id: saved.id, booking: bookingAnswer(saved.booking) }
            : { id: saved.id },
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
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, "request failed");
  else request.log.info({ code: error.code, status }, "request refused");
  reply.header("cache-control", "no-store");
  // The plain form must land on a page whatever went wrong; the visitor's Back keeps their text.
  if (isFormPost(request)) {
    return reply.redirect(formLanding(visitorLanguage(request, request.body), "not-sent"), 303);
  }
  if (status === 500) {
    return reply.code(500).send({ error: "Something went wrong on our side; please try again" });
  }
  return reply
    .code(status)
    .send(
      status === 400
        ? { error: refusals[error.code] ?? "Bad request", fields: {} }
        : { error: refusals[error.code] ?? "Bad request" },
    );
}
