import type { Lang } from "~/i18n/locales";
import { readContent } from "./files.server";
import { homeSchema } from "./schema/home";

/** content/home.json: its words reach the pages as messages (app/i18n/messages); these are its facts. */
export const homeFile = readContent("home.json", homeSchema);

/**
 * What the home page's loader gives its sections: statistics, families, the stars, and which of
 * the claims the Bar's rules restrict the firm makes (each on unless switched off in the editor).
 */
export const homeFacts = {
  statistics: homeFile.statistics,
  families: homeFile.families,
  testimonialRating: homeFile.testimonialRating,
  claims: homeFile.claims,
};

export type HomeFacts = typeof homeFacts;
export type Claims = HomeFacts["claims"];

/**
 * The services page's flagship card: the claim line that opens it (the hero's) and its badge,
 * each only while its switch is on.
 */
export function flagshipClaims(lang: Lang, claims: Claims = homeFile.claims) {
  return {
    claim: claims.firstInJordan ? homeFile.text.hero.claim[lang] : null,
    badge: claims.exclusiveBadge,
  };
}
