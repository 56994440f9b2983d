import { locales, storageKey } from "./locales";

/**
 * Runs inline in <head> before the page paints (its source is serialised into the HTML, so it
 * must not reference anything outside itself). The stored choice, else the browser's languages,
 * else English; the detected value is stored, as the spec says, on whichever page the visitor
 * lands (an English reader who follows a link to an /ar page is not kept in Arabic after it).
 * `/ar` pages are always Arabic; an Arabic result sends an unprefixed page to its `/ar` twin.
 */
export function redirectToPreferredLanguage(key: string, arPrefix: string): void {
  try {
    const path = location.pathname;
    let lang = localStorage.getItem(key);
    if (lang !== "en" && lang !== "ar") {
      lang = "en";
      const tags =
        navigator.languages && navigator.languages.length
          ? navigator.languages
          : [navigator.language];
      for (const tag of tags) {
        const base = String(tag).toLowerCase().split("-")[0];
        if (base === "en" || base === "ar") {
          lang = base;
          break;
        }
      }
      localStorage.setItem(key, lang);
    }
    if (path === arPrefix || path.indexOf(arPrefix + "/") === 0) return;
    if (lang === "ar") {
      document.documentElement.style.visibility = "hidden";
      location.replace(arPrefix + (path === "/" ? "" : path) + location.search + location.hash);
    }
  } catch {
    // Storage can be blocked (private modes, strict settings): stay on the page as served.
  }
}

/** The inline script's text: the same on every page, so one CSP hash covers it. */
export const languageRedirectScript = `(${redirectToPreferredLanguage.toString()})(${JSON.stringify(storageKey)},${JSON.stringify(locales.ar.prefix)})`;
