import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { localizedFirm } from "../app/content/firm";
import { articlesIn, insightsText } from "../app/content/insights";
import type { Lang } from "../app/i18n/locales";
import { insightPath, insightsListPath, localize } from "../app/i18n/paths";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A day in Amman as an Atom date: midnight there. */
const atomDate = (day: string) => `${day}T00:00:00+03:00`;

/** Where each language's feed is served: `/insights/feed.xml`, `/ar/insights/feed.xml`. */
export const feedPath = (lang: Lang) => localize(lang, "/insights/feed.xml");

/**
 * The Insights section's Atom feed in one language (RFC 4287): the newest 20 articles published
 * in it, each with its author's profile and practice areas, written beside the pages at build.
 */
export function insightsFeed(lang: Lang, origin: string): string {
  const firm = localizedFirm(lang);
  const text = insightsText[lang];
  const articles = articlesIn(lang).slice(0, 20);
  const updated = articles.reduce(
    (latest, a) => (a.updated > latest ? a.updated : latest),
    "2026-01-01",
  );
  const entries = articles.map((article) => {
    const url = origin + insightPath(lang, article.slug);
    const categories = article.areas
      .map(
        (area) => `    <category term="${escapeXml(area.id)}" label="${escapeXml(area.title)}"/>`,
      )
      .join("\n");
    return `  <entry>
    <title>${escapeXml(article.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>
    <id>${escapeXml(url)}</id>
    <published>${atomDate(article.published)}</published>
    <updated>${atomDate(article.updated)}</updated>
    <author><name>${escapeXml(article.author.name)}</name><uri>${escapeXml(origin + article.author.path)}</uri></author>
${categories}
    <summary>${escapeXml(article.summary)}</summary>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">
  <title>${escapeXml(`${text.feedTitle} · ${firm.name}`)}</title>
  <subtitle>${escapeXml(text.meta.description)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${escapeXml(origin + feedPath(lang))}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(origin + insightsListPath(lang))}"/>
  <id>${escapeXml(origin + insightsListPath(lang))}</id>
  <updated>${atomDate(updated)}</updated>
  <author><name>${escapeXml(firm.legalName)}</name><uri>${escapeXml(origin + localize(lang, "/"))}</uri></author>
  <icon>${escapeXml(`${origin}/favicon.svg`)}</icon>
${entries.join("\n")}
</feed>
`;
}

export async function writeInsightsFeeds(root: string, origin: string, langs: readonly Lang[]) {
  for (const lang of langs)
    await writeFile(join(root, feedPath(lang).slice(1)), insightsFeed(lang, origin));
}
