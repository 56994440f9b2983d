import { bookingPartId } from "../components/layout/constants";
import { type Lang, langFromPath, locales } from "./locales";

/** Every page of the site, by name; each exists once per language. */
export const pagePaths = {
  home: "/",
  services: "/services",
  attorneys: "/attorneys",
  contact: "/contact",
  contactSent: "/contact/sent",
  contactSentHeld: "/contact/sent/held",
  contactSentNoSlot: "/contact/sent/no-slot",
  contactNotSent: "/contact/not-sent",
  privacy: "/privacy",
  terms: "/terms",
} as const;

export type PageName = keyof typeof pagePaths;

/** The anchor of the privacy page's data-request form, where its mails and pages lead. */
export const requestFormAnchor = "request";

/** Prefixes an unprefixed path with the language's prefix: ("ar", "/services") → "/ar/services". */
export function localize(lang: Lang, path: string): string {
  const { prefix } = locales[lang];
  if (!prefix) return path;
  if (path === "/") return prefix;
  if (path.startsWith("/#")) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/** Strips the language prefix: "/ar/services" → "/services", "/ar" → "/". */
export function unlocalize(pathname: string): string {
  const { prefix } = locales[langFromPath(pathname)];
  if (!prefix) return pathname;
  return pathname.slice(prefix.length) || "/";
}

/** The same page in another language. */
export function twinPath(pathname: string, lang: Lang): string {
  return localize(lang, unlocalize(pathname));
}

export function pagePath(lang: Lang, page: PageName): string {
  return localize(lang, pagePaths[page]);
}

export function attorneyPath(lang: Lang, id: string): string {
  return localize(lang, `/attorneys/${id}`);
}

/** The contact form's booking part, opened with an attorney chosen when one is named. */
export function bookingPath(lang: Lang, attorney?: string): string {
  const query = attorney ? `?${new URLSearchParams({ attorney })}` : "";
  return `${pagePath(lang, "contact")}${query}#${bookingPartId}`;
}

/** An attorney's vCard: `/attorneys/2/vcard.vcf`, or under `/ar` for the Arabic card. */
export function vcardPath(lang: Lang, id: string): string {
  return `${attorneyPath(lang, id)}/vcard.vcf`;
}

/** An Insights article: `/insights/<slug>`, or under `/ar`. */
export const insightPath = (lang: Lang, slug: string) => localize(lang, `/insights/${slug}`);

/** The Insights list, page by page: `/insights`, `/insights/page/2`. */
export const insightsListPath = (lang: Lang, page = 1) =>
  localize(lang, page > 1 ? `/insights/page/${page}` : "/insights");

/** The articles of one practice area: `/insights/area/<service id>`. */
export const insightsAreaPath = (lang: Lang, area: string) =>
  localize(lang, `/insights/area/${area}`);

/** An article's share card, drawn at build (scripts/share-cards.ts): `/og/insights/ar/<slug>.png`. */
export const insightCardPath = (lang: Lang, slug: string) => `/og/insights/${lang}/${slug}.png`;
