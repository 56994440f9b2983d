import { type Lang, langFromPath, langs, locales } from "./locales";

/** Every page of the site, by name; each exists once per language. */
export const pagePaths = {
  home: "/",
  services: "/services",
  attorneys: "/attorneys",
  contact: "/contact",
  contactSent: "/contact/sent",
  contactSentNoSlot: "/contact/sent/no-slot",
  contactNotSent: "/contact/not-sent",
  privacy: "/privacy",
  terms: "/terms",
} as const;

export type PageName = keyof typeof pagePaths;

/** The attorney ids that have a profile; every other id is a 404. */
export const attorneyIds = ["2", "3", "4"] as const;
export type AttorneyId = (typeof attorneyIds)[number];

export function isAttorneyId(value: unknown): value is AttorneyId {
  return attorneyIds.includes(value as AttorneyId);
}

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
  return `${pagePath(lang, "contact")}${query}#book`;
}

/** Pages whose route modules exist; the rest of the site arrives page by page. */
const builtPages: PageName[] = [
  "home",
  "services",
  "attorneys",
  "contact",
  "contactSent",
  "contactSentNoSlot",
  "contactNotSent",
  "privacy",
  "terms",
];

/** Unprefixed paths of everything prerendered: every page, and the attorneys' vCard files. */
export function sitePaths(): string[] {
  // Each attorney's profile, and the vCard file its "Save contact" link downloads.
  const attorneys = attorneyIds.flatMap((id) => [`/attorneys/${id}`, `/attorneys/${id}/vcard.vcf`]);
  return [...builtPages.map((page) => pagePaths[page]), ...attorneys];
}

/** Every page in every language: what `build` writes as static HTML. */
export function prerenderPaths(): string[] {
  return langs.flatMap((lang) => sitePaths().map((path) => localize(lang, path)));
}
