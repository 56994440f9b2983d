import type { FastifyError, FastifyInstance } from "fastify";
import { z } from "zod";
import { fill } from "../../app/content/schema/template";
import { linkIdPattern, linkTokenPattern, sendBookingPage } from "../bookings";
import { personData } from "../inquiries";
import { Counts, registerRateLimit } from "../rate-limit";
import type { Store } from "../store";
import { copyPath, longDay, proofPath, requestCopy, verifyCopy, verifyProof } from "./copy";
import {
  copyHtml,
  copyIntro,
  detailsMaxLength,
  type FormErrors,
  portableCopy,
  requestForm,
  requestPage,
} from "./pages";
import { ammanDay } from "./deadline";
import { ask, prove } from "./requests";
import { proofValidMs, requestKinds } from "./store";

export interface DataRequestOptions {
  store: Store;
  secret: string;
  wakeMail: () => void;
  now?: () => number;
  /** Requests from one address in an hour; 0: no limit. */
  rateLimit?: number;
}

const asked = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  kind: z.enum(requestKinds),
  details: z.string().trim().max(detailsMaxLength),
  lang: z.enum(["en", "ar"]),
});

const id = { type: "string", pattern: linkIdPattern };
const token = { type: "string", pattern: linkTokenPattern };

/**
 * People's data requests, the public side: the privacy page's form (a plain form, no script),
 * the link that proves the mailbox, and the copy of someone's data behind a signed link that
 * works 7 days. Whether the store knows an address is never told: the form answers alike.
 */
export async function registerDataRequests(app: FastifyInstance, options: DataRequestOptions) {
  const { store, secret, wakeMail, now = Date.now, rateLimit = 0 } = options;
  await registerRateLimit(app, new Counts(now));
  const limit =
    rateLimit > 0 ? app.createRateLimit({ max: rateLimit, timeWindow: 3_600_000 }) : null;

  app.post("/api/privacy-request", async (request, reply) => {
    const form = (typeof request.body === "object" && request.body ? request.body : {}) as Record<
      string,
      string
    >;
    const lang = form.lang === "ar" ? "ar" : "en";
    const t = requestCopy[lang];
    const values = {
      email: String(form.email ?? ""),
      kind: String(form.kind ?? ""),
      details: String(form.details ?? ""),
    };
    const notSent = (status: number, errors: FormErrors, notice?: string) =>
      sendBookingPage(
        reply,
        status,
        requestPage(lang, {
          title: t.pages.notSent.title,
          notice: notice ?? t.pages.notSent.body,
          html: requestForm(lang, values, errors),
        }),
      );
    const allowed = await limit?.(request);
    if (allowed && !allowed.isAllowed && allowed.isExceeded)
      return notSent(429, {}, t.form.errors.tooMany);
    const parsed = asked.safeParse({ ...values, lang });
    if (!parsed.success) {
      const errors: FormErrors = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as keyof FormErrors] = true;
      return notSent(400, errors);
    }
    const { lang: language, ...rest } = parsed.data;
    ask(store, { ...rest, language }, now());
    wakeMail();
    return reply.redirect(language === "ar" ? "/ar/privacy/requested" : "/privacy/requested", 303);
  });

  for (const lang of ["en", "ar"] as const) {
    app.get(
      lang === "ar" ? "/ar/privacy/requested" : "/privacy/requested",
      async (_request, reply) => {
        const t = requestCopy[lang].pages.sent;
        return sendBookingPage(
          reply,
          200,
          requestPage(lang, { title: t.title, paragraphs: [t.body] }),
        );
      },
    );
  }

  type Proof = { Params: { id: string }; Querystring: { t: string } };
  const proofSchema = {
    schema: {
      params: { type: "object", properties: { id } },
      querystring: { type: "object", properties: { t: token }, required: ["t"] },
    },
  };
  /** The request a proof link names, if the link is genuine; its page otherwise. */
  const proofPage = (params: Proof["Params"], query: Proof["Querystring"]) => {
    const found = verifyProof(secret, params.id, query.t) ? store.requests.get(params.id) : null;
    if (!found) return { found: null, page: null };
    const t = requestCopy[found.language].pages;
    if (found.answeredAt !== null)
      return {
        found,
        page: requestPage(found.language, {
          title: t.answered.title,
          paragraphs: [
            fill(t.answered.body, {
              ref: found.id,
              date: longDay(found.language, ammanDay(found.answeredAt)),
            }),
          ],
        }),
      };
    if (found.dueOn)
      return {
        found,
        page: requestPage(found.language, {
          title: t.proven.title,
          paragraphs: [
            fill(t.proven.body, { ref: found.id, due: longDay(found.language, found.dueOn) }),
          ],
        }),
      };
    if (found.receivedAt < now() - proofValidMs) return { found, page: null };
    return {
      found,
      page: requestPage(found.language, {
        title: t.prove.title,
        paragraphs: [fill(t.prove.lead, { kind: requestCopy[found.language].kinds[found.kind] })],
        form: { action: proofPath(secret, found.id), button: t.prove.button },
      }),
    };
  };
  const expired = (lang: "en" | "ar") => {
    const t = requestCopy[lang].pages.expired;
    return requestPage(lang, { title: t.title, paragraphs: [t.body], home: t.again });
  };

  // A link cut short or changed by a mail client (no token, a letter's case) is a wrong link:
  // the page a wrong link gets, not the validator's words. Anything else goes to the server's.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!error.validation || request.url.startsWith("/api/")) throw error;
    return sendBookingPage(reply, 404, expired("en"));
  });

  // Opening the link shows a button: a mail scanner that follows links proves nothing.
  app.get<Proof>("/privacy/confirm/:id", proofSchema, async (request, reply) => {
    const { found, page } = proofPage(request.params, request.query);
    if (page) return sendBookingPage(reply, 200, page);
    return sendBookingPage(reply, found ? 410 : 404, expired(found?.language ?? "en"));
  });
  app.post<Proof>("/privacy/confirm/:id", proofSchema, async (request, reply) => {
    const { found, page } = proofPage(request.params, request.query);
    if (!found || !page)
      return sendBookingPage(reply, found ? 410 : 404, expired(found?.language ?? "en"));
    if (prove(store, found.id, now())) wakeMail();
    return reply.redirect(proofPath(secret, found.id), 303);
  });

  type Copy = { Params: { id: string }; Querystring: { until: number; t: string } };
  const copySchema = {
    schema: {
      params: {
        type: "object",
        properties: { id: { type: "string", pattern: "^[0-9A-HJKMNP-TV-Z]{12}(\\.json)?$" } },
      },
      querystring: {
        type: "object",
        properties: { until: { type: "integer", minimum: 0 }, t: token },
        required: ["until", "t"],
      },
    },
  };
  app.get<Copy>("/privacy/copy/:id", copySchema, async (request, reply) => {
    const json = request.params.id.endsWith(".json");
    const requestId = request.params.id.slice(0, 12);
    const { until, t: given } = request.query;
    const found = verifyCopy(secret, requestId, until, given)
      ? store.requests.get(requestId)
      : null;
    const lang = found?.language ?? "en";
    reply.header("referrer-policy", "no-referrer");
    if (!found || found.outcome !== "copy" || !found.email || until <= now()) {
      const t = requestCopy[lang].copy.expired;
      return sendBookingPage(
        reply,
        found ? 410 : 404,
        requestPage(lang, { title: t.title, paragraphs: [t.body] }),
      );
    }
    const data = personData(store, found.email);
    if (json)
      return reply
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="personal-data-${requestId}.json"`)
        .type("application/json; charset=utf-8")
        .send(`${JSON.stringify(portableCopy(lang, data), null, 2)}\n`);
    return sendBookingPage(
      reply,
      200,
      requestPage(lang, {
        title: requestCopy[lang].copy.title,
        paragraphs: [copyIntro(lang, now())],
        html: copyHtml(lang, data, copyPath(secret, requestId, until, true)),
      }),
    );
  });
}
