import fastifyCookie from "@fastify/cookie";
import type { FastifyError, FastifyInstance } from "fastify";
import { answerError } from "../errors";
import { instantFromZoned, zonedParts } from "../../app/booking/zoned";
import { bookingSettings } from "../../app/content/booking";
import { firm } from "../../app/content/firm";
import type { Lang } from "../../app/i18n/locales";
import type { Author, EditorAccess } from "../editor";
import { auditActions, auditPage } from "./audit-page";
import { registerConsultationDesk, type VideoRoom } from "./consultation-routes";
import { consultationsPage } from "./consultations";
import { deskInquiryStore } from "./inquiries";
import { deskCss, deskCssPath, missing, sendDesk, stale, unreadable } from "./page";
import { conflictsPage } from "./conflicts-page";
import { registerInquiryDesk } from "./inquiry-routes";
import { registerBookDesk } from "./book";
import type { DeskTimesOptions } from "./free-times";
import { registerMoveDesk } from "./move";
import { registerRequestDesk } from "./request-routes";
import { deskStore, deskViews, type DeskView, pageSize } from "./store";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in account with the desk's role (the desk's routes only). */
    staff: (Author & { csrf: string; editor: boolean }) | null;
  }
}

export interface DeskOptions extends Omit<DeskTimesOptions, "now"> {
  access: EditorAccess;
  now?: () => number;
  /** Whether this server sends mail at all (SMTP_URL): the desk says so when it does not. */
  mailOn?: boolean;
  videoRoom?: VideoRoom;
}

/** How long a queued mail may wait before the desk says mail is not going out. */
const mailLateMs = 15 * 60_000;

/** The start of Amman's day at `at`: the agenda runs from it. */
function startOfDay(at: number) {
  const zone = bookingSettings.timeZone;
  return instantFromZoned(zonedParts(new Date(at), zone).date, 0, zone).getTime();
}

const page = { type: "integer", minimum: 1, maximum: 100_000, default: 1 };

/**
 * The firm's desk (issue 35), for accounts with the desk role: the consultations in lists the
 * server pages, each opening to the whole request (./consultation-routes.ts); the conflict
 * search; and the audit log, where each of these and every sign-in is a line. Server-rendered, no script:
 * every action is a plain form carrying the session's CSRF token.
 */
export async function registerDesk(app: FastifyInstance, options: DeskOptions) {
  const { store, access, wakeMail, now = Date.now, mailOn = false } = options;
  const desk = deskStore(store.db);
  const inquiries = deskInquiryStore(store.db);
  const anyInquiry = { q: "", from: "", to: "", service: "", status: "" } as const;
  const none = { limit: 0, offset: 0 };
  // The session's cookie, read in this scope as in the editor's.
  await app.register(fastifyCookie);

  app.get(deskCssPath, async (_request, reply) =>
    reply
      .header("content-type", "text/css; charset=utf-8")
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(deskCss),
  );

  // A reference that cannot be one (a link cut short) names nothing: the desk's page that says
  // so. A malformed filter (a page number, a date) or form field gets the desk's page too, in the
  // address's language, never the validator's English.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A form too long to read (a note pasted far past its box's limit) gets the same page.
    if (request.staff && error.code === "FST_ERR_CTP_BODY_TOO_LARGE")
      return unreadable(request, reply);
    if (!error.validation || !request.staff) return answerError(error, request, reply);
    return error.validationContext === "params"
      ? missing(request, reply)
      : unreadable(request, reply);
  });

  // Who asks comes first: without the desk's role, nothing of a request is read or checked.
  app.decorateRequest("staff", null);
  app.addHook("onRequest", async (request, reply) => {
    if (request.url === deskCssPath) return;
    const account = await access.editor(request, reply, "desk");
    if (!account) return reply;
    request.staff = { ...account, editor: account.roles?.includes("editor") ?? false };
  });

  // Every action is a form carrying the session's token. One sent from a page opened before the
  // account last signed in does nothing, and says so in the page's language, with the way back.
  app.addHook("preHandler", async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    if (request.method !== "POST" || form.csrf === request.staff?.csrf) return;
    return stale(request, reply);
  });

  await app.register(registerInquiryDesk, { store, now });
  await app.register(registerRequestDesk, { store, now, wakeMail });
  await app.register(registerMoveDesk, { ...options, now });
  await app.register(registerBookDesk, { ...options, now });
  await app.register(registerConsultationDesk, { ...options, now });

  for (const lang of ["en", "ar"] as const satisfies readonly Lang[]) {
    const prefix = lang === "ar" ? "/ar/desk" : "/desk";

    app.get<{ Querystring: { view?: DeskView; page: number; attorney?: string } }>(
      prefix,
      {
        schema: {
          querystring: {
            type: "object",
            properties: {
              view: { type: "string", enum: deskViews },
              page,
              // One attorney's consultations: an attorney's id, or '' for everyone's.
              attorney: { type: "string", maxLength: 40 },
            },
            additionalProperties: false,
          },
        },
      },
      async (request, reply) => {
        const account = request.staff!;
        const at = now();
        const view = request.query.view ?? "waiting";
        const attorney = request.query.attorney ?? "";
        if (attorney && !firm.attorneys.some((a) => a.id === attorney))
          return unreadable(request, reply);
        const range = { now: at, today: startOfDay(at), attorney };
        const list = desk.list(view, { ...range, page: request.query.page });
        const counts = Object.fromEntries(deskViews.map((v) => [v, desk.count(v, range)]));
        return sendDesk(
          reply,
          200,
          consultationsPage({
            lang,
            account,
            view,
            attorney,
            list,
            counts,
            page: request.query.page,
            now: at,
            waiting: {
              inquiries: inquiries.page({ ...anyInquiry, status: "new" }, none).total,
              requests: store.requests.count("open"),
            },
            mail: mailOn
              ? { on: true, late: store.outbox.stuck(new Date(at - mailLateMs).toISOString()) }
              : { on: false },
          }),
        );
      },
    );

    app.get<{ Querystring: { q?: string; page: number } }>(
      `${prefix}/conflicts`,
      {
        schema: {
          querystring: {
            type: "object",
            properties: { q: { type: "string", maxLength: 200 }, page },
            additionalProperties: false,
          },
        },
      },
      async (request, reply) => {
        const query = (request.query.q ?? "").trim();
        const { page: number } = request.query;
        const result = query
          ? store.conflicts.search(query, { limit: pageSize, offset: (number - 1) * pageSize })
          : null;
        const pages = Math.max(1, Math.ceil((result?.total ?? 0) / pageSize));
        return sendDesk(
          reply,
          200,
          conflictsPage({ lang, account: request.staff!, query, result, page: number, pages }),
        );
      },
    );

    app.get<{ Querystring: { page: number; actor?: string; action?: string } }>(
      `${prefix}/audit`,
      {
        schema: {
          querystring: {
            type: "object",
            properties: {
              page,
              actor: { type: "string", maxLength: 400 },
              action: { type: "string", enum: ["", ...auditActions()] },
            },
            additionalProperties: false,
          },
        },
      },
      async (request, reply) => {
        const account = request.staff!;
        const { page: number, actor = "", action = "" } = request.query;
        const filter = { actor, action };
        return sendDesk(reply, 200, auditPage({ lang, account, page: number, store, filter }));
      },
    );
  }
}
