/** The one table of languages: routes, prerendering and `<html lang dir>` all read it. */
export const locales = {
  en: { dir: "ltr", prefix: "", label: "English", code: "EN", numberLocale: "en-JO" },
  ar: { dir: "rtl", prefix: "/ar", label: "العربية", code: "AR", numberLocale: "ar-JO-u-nu-latn" },
} as const;

export type Lang = keyof typeof locales;
export const langs = Object.keys(locales) as Lang[];
export const defaultLang: Lang = "en";
/** The localStorage key the spec names. */
export const storageKey = "language";

/** `/ar` and everything under it is Arabic; every other path is English. */
export function langFromPath(pathname: string): Lang {
  for (const lang of langs) {
    const { prefix } = locales[lang];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return lang;
  }
  return defaultLang;
}
