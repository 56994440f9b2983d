import { locales, storageKey } from "./locales";

/**
 * Runs inline in <head> before the page paints (its source is serialised into the HTML, so it
 * must not reference anything outside itself). `/ar` pages are always Arabic; an unprefixed
 * page follows the stored choice, else the browser's languages, else English, and an Arabic
 * result sends the visitor to the `/ar` twin at once. The detected value is stored, as the spec says.
 */
export function redirectToPreferredLanguage(key: string, arPrefix: string): void {
  try {
    const path = location.pathname;
    const stored = localStorage.getItem(key);
    if (path === arPrefix || path.indexOf(arPrefix + "/") === 0) {
      if (stored !== "en" && stored !== "ar") localStorage.setItem(key, "ar");
      return;
    }
    let lang = stored;
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
