import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { firm } from "../../app/content/firm";
import { answerError } from "../errors";
import type { Lang } from "../../app/i18n/locales";
import type { Store } from "../store";
import { cancel, confirm, decline, refusal, transitions } from "./lifecycle";
import {
  bookingPath,
  isLinkAction,
  linkIdPattern,
  linkTokenPattern,
  verifyBookingToken,
  type LinkAction,
} from "./links";
import { noteMaxLength, pageCopy } from "./page-copy";
import {
  bookingDetails,
  pageCss,
  pageCssPath,
  type RefusalKind,
  sendBookingPage,
  sendRefusal,
} from "./page";
import type { Booking } from "./store";
import { conflictCheck } from "./mails/firm-rows";
import { registerRelease } from "./release-route";
import { crossSite, requestLanguage } from "./request-checks";

interface LinkOptions {
  store: Store;
  secret: string;
  /** The language of the firm's pages (confirm, decline); cancel follows the visitor's form. */
  firmLanguage: Lang;
  wakeMail: () => void;
  now?: () => number;
  /** How long before the start the visitor's online cancel closes (BOOKING_NOTICE_HOURS). */
  noticeMs?: number;
}

/** The firm's note as it will be quoted: CR LF as LF, no other control characters. */
export function cleanNote(value: unknown): string {
  if (typeof value !== "string") return "";
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n]/gu, "")
    .trim();
}

/**
 * `GET /booking/<confirm|decline|cancel>/<id>?t=<token>` shows the booking and a button and
 * changes nothing (mail scanners open every link); `POST` to the same address does the action.
 */
export async function registerBookingLinks(
  app: FastifyInstance,
  { store, secret, firmLanguage, wakeMail, now = Date.now, noticeMs = 12 * 3_600_000 }: LinkOptions,
) {
  app.get(pageCssPath, async (_request, reply) =>
    reply
      .header("content-type", "text/css; charset=utf-8")
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(pageCss),
  );

  /** Why nothing can change, when the booking is not in a status the action moves from. */
  const unchanged = (lang: Lang, action: LinkAction, booking: Booking): string | undefined =>
    (pageCopy[lang].unchanged[action] as Partial<Record<Booking["status"], string>>)[
      booking.status
    ];

  const handle = async (
    action: string,
    id: string,
    token: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
    post: { note: unknown; outcome: unknown; shown: unknown } | null,
  ) => {
    if (!isLinkAction(action)) return reply.code(404).send({ error: "Not found" });
    // The token first: before it holds, nothing about the booking (not even its language) shows.
    if (!verifyBookingToken(secret, action, id, token)) {
      const lang = action === "cancel" ? requestLanguage(request) : firmLanguage;
      return sendRefusal(reply, lang, 403, "token");
    }
    // A button pressed on another site is not the firm's or the visitor's own press.
    if (post && crossSite(request)) {
      const lang = action === "cancel" ? requestLanguage(request) : firmLanguage;
      return sendRefusal(reply, lang, 403, "crossSite");
    }
    const inquiry = store.inquiries.get(id);
    const lang: Lang = action === "cancel" ? (inquiry?.language ?? "en") : firmLanguage;
    const copy = pageCopy[lang];
    const error = (status: number, which: RefusalKind) => sendRefusal(reply, lang, status, which);

    const booking = store.bookings.get(id);
    if (!inquiry || !booking) return error(404, "missing");
    const why = refusal(action, booking, { now: now(), noticeMs });
    if (why === "past") return error(410, "expired");
    // Close to the start, a visitor calls instead: the firm may already be on its way.
    if (why === "notice") {
      const notice = pageCopy[lang].notice;
      return sendBookingPage(reply, 409, {
        lang,
        title: notice.title,
        paragraphs: [notice.body(Math.round(noticeMs / 3_600_000), firm.phone.display)],
        call: firm.phone.display,
        details: bookingDetails(lang, booking, true),
        home: copy.home,
      });
    }
    const forVisitor = action === "cancel";

    /** The booking and its button; `moved` says it moved since the page pressed was opened. */
    const page = (status: number, moved?: string) => {
      const reason = unchanged(lang, action, booking);
      return sendBookingPage(reply, status, {
        lang,
        title: copy.title[action],
        // Never on the visitor's own page: what they named is for the firm.
        ...(reason || forVisitor ? {} : { check: conflictCheck(lang, booking) }),
        details: bookingDetails(lang, booking, forVisitor),
        ...(reason
          ? { notice: reason }
          : {
              ...(moved ? { notice: moved } : {}),
              paragraphs: [copy.lead[action]],
              form: {
                action: bookingPath(secret, action, id),
                button: copy.button[action],
                shown: booking.start,
                ...(action === "decline"
                  ? {
                      outcome: {
                        legend: copy.outcome.legend,
                        options: [
                          { value: "another-time", label: copy.outcome.anotherTime },
                          { value: "cannot-act", label: copy.outcome.cannotAct },
                        ],
                      },
                      note: { label: copy.noteLabel, hint: copy.noteHint },
                    }
                  : {}),
              },
            }),
        home: copy.home,
      });
    };
    if (!post) return page(200);

    const note = action === "decline" ? cleanNote(post.note) : "";
    if (note.length > noteMaxLength) return error(400, "note");
    // What is pressed is the time the page showed: a move since (the visitor's, the desk's)
    // changes nothing, and the page shows the new time and its button again.
    const shown = post.shown === undefined ? undefined : Number(post.shown);
    const when = { now: now(), noticeMs, shown };
    const outcome =
      action === "confirm"
        ? confirm(store, id, when)
        : action === "decline"
          ? decline(store, id, {
              ...when,
              note,
              // The plain form sends one of the two; anything else is the default, another time.
              outcome: post.outcome === "cannot-act" ? "cannot-act" : "another-time",
            })
          : cancel(store, id, { ...when, by: "visitor" });
    if (!outcome.booking) return error(404, "missing");
    if (!outcome.done && outcome.why === "moved") return page(409, copy.moved);
    if (outcome.done) wakeMail();
    const notice = outcome.done
      ? copy.done[action]
      : (unchanged(lang, action, outcome.booking) ?? copy.done[action]);
    // "Already done" is a success; refusing a move the status forbids is a conflict.
    const already = !outcome.done && outcome.booking.status === transitions[action].to;
    return sendBookingPage(reply, outcome.done || already ? 200 : 409, {
      lang,
      title: copy.title[action],
      notice,
      details: bookingDetails(lang, outcome.booking, forVisitor),
      home: copy.home,
    });
  };

  type Params = { action: string; id: string };
  type Query = { t?: unknown };
  // The address's shape, checked by Fastify: a reference of the store's alphabet, a token of
  // base64url. Anything else is a link that cannot be valid, and gets that page.
  const linkRoute = {
    schema: {
      params: {
        type: "object",
        properties: { action: { type: "string" }, id: { type: "string", pattern: linkIdPattern } },
      },
      querystring: {
        type: "object",
        properties: { t: { type: "string", pattern: linkTokenPattern } },
      },
    },
    errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (!error.validation) return answerError(error, request, reply);
      const { action } = request.params as Partial<Params>;
      return sendRefusal(
        reply,
        action === "cancel" ? requestLanguage(request) : firmLanguage,
        403,
        "token",
      );
    },
  };
  app.get<{ Params: Params; Querystring: Query }>(
    "/booking/:action/:id",
    linkRoute,
    (request, reply) =>
      handle(request.params.action, request.params.id, request.query.t, request, reply, null),
  );
  app.post<{ Params: Params; Querystring: Query }>(
    "/booking/:action/:id",
    linkRoute,
    (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      return handle(request.params.action, request.params.id, request.query.t, request, reply, {
        note: body.note,
        outcome: body.outcome,
        shown: body.shown,
      });
    },
  );
  registerRelease(app, { store, secret, firmLanguage, now });

  app.route({
    method: ["PUT", "PATCH", "DELETE", "OPTIONS"],
    url: "/booking/:action/:id",
    handler: async (_request, reply) =>
      reply.code(405).header("allow", "GET, HEAD, POST").send({ error: "Method not allowed" }),
  });
}
