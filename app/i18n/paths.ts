import { type Lang, langFromPath, locales } from "./locales";

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

/** An attorney's vCard: `/attorneys/2/vcard.vcf`, or under `/ar` for the Arabic card. */
export function vcardPath(lang: Lang, id: string): string {
  return `${attorneyPath(lang, id)}/vcard.vcf`;
}
