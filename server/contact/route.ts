import type { FastifyInstance } from "fastify";
import { validateInquiry } from "../../app/contact/schema";
import type { Outbox } from "../outbox";
import type { Store } from "../store";
import { formLanding, formToInput, isFormPost, parseForm, visitorLanguage } from "./form";
import { RateLimiter } from "./rate-limiter";

/** The largest inquiry body accepted: the schema's limits fit well inside it. */
export const contactBodyLimit = 16 * 1024;

/**
 * `POST /api/contact`: JSON from the app, `application/x-www-form-urlencoded` from the plain form.
 * JSON callers get 201 {id} / 400 {error, fields} / 429; the plain form gets a 303 to a page.
 */
export async function registerContact(
  app: FastifyInstance,
  { store, outbox, rateLimit }: { store: Store; outbox: Outbox | null; rateLimit: number },
) {
  const limiter = new RateLimiter(rateLimit);

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: contactBodyLimit },
    (_request, body, done) => {
      done(null, parseForm(body as string));
    },
  );

  app.post("/api/contact", { bodyLimit: contactBodyLimit }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const form = isFormPost(request);
    const json = /^application\/json\s*(;|$)/i.test(request.headers["content-type"] ?? "");
    if ((!form && !json) || request.body === undefined) {
      return reply.code(415).send({
        error: "Send the inquiry as application/json or application/x-www-form-urlencoded",
      });
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

    // Anything in the hidden field is a bot's doing: thank it, keep the evidence, mail nobody.
    const spam = result.inquiry.website !== "";
    const stored = store.insert(result.inquiry, { spam });
    limiter.record(request.ip);
    request.log.info({ inquiryId: stored.id, spam }, "inquiry stored");
    if (!spam) outbox?.wake();

    if (form) return reply.redirect(formLanding(result.inquiry.language, "sent"), 303);
    return reply.code(201).send({ id: stored.id });
  });

  app.route({
    method: ["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"],
    url: "/api/contact",
    handler: async (_request, reply) =>
      reply.code(405).header("allow", "POST").send({ error: "Method not allowed" }),
  });
}
