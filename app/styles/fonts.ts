import type { Lang } from "~/i18n/locales";
import interLatin from "./fonts/inter-latin-wght-400-700.woff2?url";
import playfairLatin600 from "./fonts/playfair-display-latin-600.woff2?url";
import plexArabic400 from "./fonts/ibm-plex-sans-arabic-arabic-400.woff2?url";
import plexArabic600 from "./fonts/ibm-plex-sans-arabic-arabic-600.woff2?url";
import plexLatin400 from "./fonts/ibm-plex-sans-arabic-latin-400.woff2?url";

/**
 * The faces the first screen of a page paints with, per language: preloaded so that text is
 * drawn once in its own face instead of shifting when the face arrives. Arabic pages need their
 * Latin face from the first paint too: it draws the spaces between the words. The same files as
 * fonts/fonts.css declares (Vite gives both the same hashed URL).
 */
export const preloadFonts: Record<Lang, string[]> = {
  en: [interLatin, playfairLatin600],
  ar: [plexArabic400, plexArabic600, plexLatin400],
};
