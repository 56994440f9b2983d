import type { FastifyInstance } from "fastify";
import { bodyLimit } from "./errors";

/** Parses `application/x-www-form-urlencoded`; only the first value of a repeated field counts. */
export function parseForm(body: string): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (!Object.hasOwn(form, name)) form[name] = value;
  }
  return form;
}

/**
 * Every route may take a plain HTML form (the contact form without JavaScript, the booking links'
 * buttons, the sign-in): parsed once for the whole server, at most `bodyLimit` long.
 */
export function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit },
    (_request, body, done) => done(null, parseForm(body as string)),
  );
}
