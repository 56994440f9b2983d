import type { Lang } from "~/i18n/locales";
import { readCollection } from "./files.server";
import { insightSchema } from "./schema/insight";

/**
 * Which Insights pages exist, from the articles' files alone: the prerender's configuration
 * reads this before the bundler is set up, so it leans on nothing else (./insights.ts has the
 * pages' words and the articles' HTML).
 */
export const articlesPerPage = 12;

/** The articles' files, newest first. */
export const insightFiles = readCollection("insights", insightSchema, undefined, {
  optional: true,
}).sort((a, b) => b.published.localeCompare(a.published) || a.id.localeCompare(b.id));

export type InsightEntry = (typeof insightFiles)[number];

export function languagesOf(file: InsightEntry): Lang[] {
  return [
    ...(file.inEnglish ? (["en"] as const) : []),
    ...(file.inArabic ? (["ar"] as const) : []),
  ];
}

/** Every page of the section in a language, as unprefixed paths: the prerender's and the sitemap's. */
export function insightsPaths(lang: Lang): string[] {
  const files = insightFiles.filter((file) => languagesOf(file).includes(lang));
  const pages = Math.max(1, Math.ceil(files.length / articlesPerPage));
  const areas = [...new Set(files.flatMap((file) => file.areas))];
  return [
    "/insights",
    ...Array.from({ length: pages - 1 }, (_, i) => `/insights/page/${i + 2}`),
    ...areas.map((area) => `/insights/area/${area}`),
    ...files.map((file) => `/insights/${file.id}`),
  ];
}
