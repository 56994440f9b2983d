import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { inquirySchema } from "../../app/contact/schema";
import { linkIdPattern } from "../bookings";
import {
  type Answer,
  answer,
  ammanDay,
  enter,
  holdings,
  requestCopy,
  requestKinds,
  type RequestView,
  requestViews,
} from "../privacy";
import type { Store } from "../store";
import { deskPath, missing, sendDesk } from "./page";
import { erasePreview, manualPage, requestDetail, requestsPage } from "./requests-page";
import { pageSize } from "./store";

const id = { type: "string", pattern: linkIdPattern };
const params = { type: "object", properties: { id } };

/** The staff member as the audit log and the request name them. */
const staffOf = (request: FastifyRequest) => ({
  actor: `${request.staff!.name} <${request.staff!.email}>`,
  address: request.ip,
});

const answerForm = z.discriminatedUnion("answer", [
  z.object({ answer: z.literal("copy") }),
  z.object({
    answer: z.literal("corrected"),
    fullName: z.string().trim().min(1).max(200),
    // As the contact form takes it: digits (Arabic ones too) and + ( ) - only.
    phone: inquirySchema.shape.phone,
    // The person is told what was corrected: a correction mail that names nothing is no answer.
    note: z.string().trim().min(1).max(1000),
  }),
  z.object({ answer: z.literal("erased"), note: z.string().trim().max(1000).default("") }),
  z.object({ answer: z.literal("refused"), note: z.string().trim().min(1).max(1000) }),
]);

const manualForm = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  kind: z.enum(requestKinds),
  language: z.enum(["en", "ar"]),
  source: z.enum(["email", "phone", "letter"]),
  received: z.iso.date(),
  details: z.string().trim().max(2000),
  identity: z.literal("yes"),
});

/**
 * The desk's data requests (issue 35): the proven ones by nearest deadline, each answered by
 * mail in the person's language (a copy behind a link, a correction, an erasure shown first, a
 * refusal with its reason), and those made by phone or letter entered by hand. Every answer is
 * one transaction with its mail and its line of the audit log. Within the desk's scope.
 */
export async function registerRequestDesk(
  app: FastifyInstance,
  { store, now, wakeMail }: { store: Store; now: () => number; wakeMail: () => void },
) {
  for (const lang of ["en", "ar"] as const) {
    const prefix = deskPath(lang, "/requests");
    const t = requestCopy[lang];

    app.get<{ Querystring: { view?: RequestView; page: number } }>(
      prefix,
      {
        schema: {
          querystring: {
            type: "object",
            properties: {
              view: { type: "string", enum: requestViews },
              page: { type: "integer", minimum: 1, maximum: 100_000, default: 1 },
            },
            additionalProperties: false,
          },
        },
      },
      async (request, reply) => {
        const view = request.query.view ?? "open";
        const { page } = request.query;
        const list = store.requests.page(view, pageSize, (page - 1) * pageSize);
        const counts = {
          open: store.requests.count("open"),
          answered: store.requests.count("answered"),
        };
        const pages = Math.max(1, Math.ceil(list.total / pageSize));
        return sendDesk(
          reply,
          200,
          requestsPage({
            lang,
            account: request.staff!,
            view,
            list,
            counts,
            page,
            pages,
            now: now(),
          }),
        );
      },
    );

    app.get(`${prefix}/new`, async (request, reply) =>
      sendDesk(reply, 200, manualPage(lang, request.staff!, {}, [], ammanDay(now()))),
    );
    app.post(`${prefix}/new`, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      const today = ammanDay(now());
      const parsed = manualForm.safeParse(form);
      const late = parsed.success && parsed.data.received > today;
      if (!parsed.success || late) {
        const invalid = late
          ? ["received"]
          : parsed.error!.issues.map((issue) => String(issue.path[0]));
        return sendDesk(reply, 400, manualPage(lang, request.staff!, form, invalid, today));
      }
      const { received, identity: _checked, ...entered } = parsed.data;
      const created = enter(store, { ...entered, receivedOn: received }, staffOf(request), now());
      return reply.redirect(`${prefix}/${created}?done=entered`, 303);
    });

    app.get<{ Params: { id: string }; Querystring: { done?: string; already?: string } }>(
      `${prefix}/:id`,
      { schema: { params } },
      async (request, reply) => {
        const found = store.requests.get(request.params.id);
        if (!found) return missing(request, reply);
        const done = request.query.done as keyof typeof t.desk.done | undefined;
        const notice =
          request.query.already !== undefined
            ? { text: t.desk.already, refused: true }
            : done && done in t.desk.done
              ? { text: t.desk.done[done] }
              : undefined;
        const held = found.email ? holdings(store, found.email, now()) : null;
        return sendDesk(
          reply,
          200,
          requestDetail({
            lang,
            account: request.staff!,
            request: found,
            held,
            now: now(),
            notice,
          }),
        );
      },
    );

    app.get<{ Params: { id: string } }>(
      `${prefix}/:id/erase`,
      { schema: { params } },
      async (request, reply) => {
        const found = store.requests.get(request.params.id);
        if (!found?.email || found.answeredAt !== null)
          return reply.redirect(`${prefix}/${request.params.id}`, 303);
        return sendDesk(
          reply,
          200,
          erasePreview(lang, request.staff!, found, holdings(store, found.email, now())),
        );
      },
    );

    app.post<{ Params: { id: string } }>(
      `${prefix}/:id`,
      { schema: { params } },
      async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, string>;
        const found = store.requests.get(request.params.id);
        if (!found?.provenAt) return missing(request, reply);
        const parsed = answerForm.safeParse(form);
        if (!parsed.success)
          return sendDesk(
            reply,
            400,
            requestDetail({
              lang,
              account: request.staff!,
              request: found,
              held: found.email ? holdings(store, found.email, now()) : null,
              now: now(),
              notice: { text: t.desk.invalid, refused: true },
              typed: form,
              invalid: parsed.error.issues.map((issue) => String(issue.path[0])),
            }),
          );
        const { answer: outcome, ...rest } = parsed.data;
        const given = { outcome, ...rest } as Answer;
        const answered = found.email
          ? answer(store, found, given, staffOf(request), now())
          : "already";
        if (answered === "upcoming") return reply.redirect(`${prefix}/${found.id}/erase`, 303);
        if (answered === "already") return reply.redirect(`${prefix}/${found.id}?already`, 303);
        wakeMail();
        return reply.redirect(`${prefix}/${found.id}?done=${outcome}`, 303);
      },
    );
  }
}
