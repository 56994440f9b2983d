import { readCollection } from "./content/files.server";
import { insightsPaths } from "./content/insights-paths";
import { attorneySchema } from "./content/schema/attorney";
import { langs } from "./i18n/locales";
import { localize, pagePaths } from "./i18n/paths";

/**
 * What the build prerenders. Apart from app/i18n/paths.ts, which the browser's script also loads,
 * so that the firm's facts stay out of it. It reads the attorneys' files itself: the build's
 * configuration loads it before the bundler (and its `@content` alias) is set up.
 */

/** Unprefixed paths of everything prerendered: every page, and the attorneys' vCard files. */
export function sitePaths(): string[] {
  // Each attorney's profile, and the vCard file its "Save contact" link downloads.
  const attorneyIds = readCollection("attorneys", attorneySchema).map((attorney) => attorney.id);
  const attorneys = attorneyIds.flatMap((id) => [`/attorneys/${id}`, `/attorneys/${id}/vcard.vcf`]);
  return [...Object.values(pagePaths), ...attorneys];
}

/**
 * Pages built but not listed for search engines: the server sends them at addresses of their own
 * (`/booking/move/<id>`) once it has checked the signed link.
 */
export const unlistedPaths = ["/booking/move"] as const;

/** Every page in every language: what `build` writes as static HTML. */
export function prerenderPaths(): string[] {
  return langs.flatMap((lang) =>
    [...sitePaths(), ...insightsPaths(lang), ...unlistedPaths].map((path) => localize(lang, path)),
  );
}
