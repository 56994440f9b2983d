import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { validateInquiry, type Inquiry } from "../../app/contact/schema";
import { bookableAttorneyIds } from "../../app/content/firm";
import { type Booking, bookingAnswer, holdDeadline, planBooking } from "../bookings";
import type { Store } from "../store";
import { acknowledge } from "./acknowledgment";
import { formLanding, formToInput, isFormPost, parseForm, visitorLanguage } from "./form";
import { answerError, bodyLimit, errorStatus, refusals } from "../errors";
import { RateLimiter } from "../rate-limiter";
import { addressKey } from "../mail";
import type { BusyCalendars } from "../calendars";

/** The contact route's reasons: the server's, with the content types it takes named. */
const contactRefusals: Record<string, string> = {
  ...refusals,
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    "Send the inquiry as application/json or application/x-www-form-urlencoded",
};

class SlotTaken extends Error {}
class HoldLimit extends Error {}

interface ContactOptions {
  store: Store;
  /** Called once something is queued for mail. */
  wakeMail: () => void;
  rateLimit: number;
  /** Requests one address, or one client, may have waiting at once; 0: no limit. */
  openRequestsLimit?: number;
  /** Working days a requested time is held unanswered (server/bookings/hold.ts). */
  holdWorkingDays?: number;
  /** A keyed hash of the client's address: counted, never stored as such. */
  clientKey?: (ip: string) => string;
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
    clientKey = () => "",
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

  /**
   * Stores the inquiry, its booking if it holds the time, and the mails about them, atomically.
   * The limit on waiting requests is counted in the same transaction, so simultaneous requests
   * from one person cannot all pass it.
   */
  const save = (
    inquiry: Inquiry,
    spam: boolean,
    at: number,
    withBooking: boolean,
    client: string,
  ) =>
    store.transaction(() => {
      const id = store.inquiries.insert(inquiry, { spam, now: at });
      let booking: Booking | null = null;
      if (withBooking) {
        const holder = addressKey(inquiry.email);
        if (
          openRequestsLimit > 0 &&
          (store.bookings.openCount({ holder }) >= openRequestsLimit ||
            (client !== "" && store.bookings.openCount({ client }) >= openRequestsLimit))
        )
          throw new HoldLimit();
        const plan = planBooking(inquiry, new Date(at));
        if (plan.ok) {
          const { candidates, start, end } = plan.hold;
          // An attorney busy in their own calendar cannot be held, as a taken time cannot.
          const free = candidates.filter((who) => !busy?.isBusy(who, start, end));
          const holdUntil = holdDeadline(at, start, holdWorkingDays);
          booking = store.bookings.hold(
            { ...plan.hold, candidates: free, inquiryId: id, holdUntil, holder, client },
            at,
          );
        }
        if (!booking) throw new SlotTaken();
      }
      if (!spam) acknowledge(store, { id, inquiry }, at);
      return { id, booking };
    });

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
      const client = wantsTime ? clientKey(request.ip) : "";
      try {
        saved = save(inquiry, spam, at, wantsTime, client);
      } catch (error) {
        if (!(error instanceof SlotTaken) && !(error instanceof HoldLimit)) throw error;
        const limited = error instanceof HoldLimit;
        request.log.info(
          limited
            ? "booking refused: too many open requests"
            : "booking refused: time taken or not bookable",
        );
        if (!form) return reply.code(409).send({ error: limited ? "hold_limit" : "slot_taken" });
        // The plain form keeps the visitor's message all the same; the firm proposes a time.
        saved = save(inquiry, spam, at, false, "");
        timeRefused = true;
      }
      limiter.record(request.ip, now());
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
        // Say what became of the time asked for: held (not yet confirmed), refused, or none asked.
        const outcome = timeRefused ? "sent-no-slot" : saved.booking ? "sent-held" : "sent";
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
