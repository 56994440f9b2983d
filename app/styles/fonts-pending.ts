/**
 * A visitor's first page is drawn in system faces fitted to the site's (./fonts.ts), and fetches
 * the site's faces only after its first paint, for the pages that follow. This is the small part
 * the page itself runs.
 */

/**
 * The mark (`<html data-fonts-pending="…">`) that keeps a first page in its fitted system faces.
 * It holds what the browser notes once the faces are in: their files' names.
 */
export const fontsPendingAttribute = "fonts-pending";

/** What names a system face fitted to a site face: `"Inter Variable Fallback: Arial"`. */
export const fittedMark = " Fallback: ";

/** Where the browser notes which faces it has for a language, so that new files count as new. */
export const fontsStorageKey = (lang: string) => `fonts-${lang}`;

/**
 * Runs inline in <head>, before the first paint (serialised: it must not reference anything
 * outside itself). Marks the page when the browser has not noted these faces yet. A browser
 * whose storage is blocked gets no mark: it is drawn like a page without JavaScript.
 */
export function markFontsPending(key: string, version: string, attribute: string): void {
  try {
    if (localStorage.getItem(key) !== version)
      document.documentElement.setAttribute("data-" + attribute, version);
  } catch {
    // Storage blocked: no mark.
  }
}

/**
 * The page's script, after the first paint: loads the page's own faces (those the stylesheet
 * declares with a file, not the fitted system ones) and notes the files, so that later pages are
 * drawn in them from their first paint. The page itself keeps its fitted faces while it is read:
 * it is what `font-display: optional` gives any page whose faces are not there within 100 ms,
 * and nothing on it moves. If a face cannot be loaded, nothing is noted and the next page tries
 * again.
 */
export async function loadPendingFonts(): Promise<void> {
  const root = document.documentElement;
  const version = root.getAttribute(`data-${fontsPendingAttribute}`);
  if (version === null || !("fonts" in document)) return;
  const faces = [...document.fonts].filter((face) => !face.family.includes(fittedMark));
  try {
    await Promise.all(faces.map((face) => face.load()));
    localStorage.setItem(fontsStorageKey(root.lang), version);
  } catch {
    // A face did not come, or storage is blocked: the next page is marked again.
  }
}
