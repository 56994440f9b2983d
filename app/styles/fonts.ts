import type { Lang } from "~/i18n/locales";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import playfairLatin600 from "@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2?url";
import plexArabic400 from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url";
import plexArabic600 from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2?url";

/**
 * The faces the first screen of a page paints with, per language: preloaded so that text is
 * drawn once in its own face instead of shifting when the face arrives. The same files as
 * app.css declares (Vite gives both the same hashed URL).
 */
export const preloadFonts: Record<Lang, string[]> = {
  en: [interLatin, playfairLatin600],
  ar: [plexArabic400, plexArabic600],
};
