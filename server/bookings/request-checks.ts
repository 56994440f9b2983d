import type { FastifyRequest } from "fastify";
import type { Lang } from "../../app/i18n/locales";

/** A refused link's page language, from the request alone (its page or the browser's). */
export function requestLanguage(request: FastifyRequest): Lang {
  const preferred = /^\s*([a-z]{2})/i.exec(request.headers["accept-language"] ?? "")?.[1];
  return preferred?.toLowerCase() === "ar" ? "ar" : "en";
}

/**
 * Whether the browser says the POST comes from another site. Browsers send `Sec-Fetch-Site`
 * (or at least `Origin`) on form posts; a request without either (a mail client's own fetch,
 * curl) is judged by its signed token alone.
 */
export function crossSite(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site === "cross-site" || site === "same-site";
  const origin = request.headers.origin;
  if (typeof origin !== "string" || origin === "") return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}
