import { Marked, type Tokens } from "marked";
import type { Lang } from "~/i18n/locales";
import { formatLongDate, pluralForm } from "~/i18n/format";
import { insightPath, insightsAreaPath, localize } from "~/i18n/paths";

export { insightPath, insightsAreaPath, insightsListPath } from "~/i18n/paths";
import { bothLanguages } from "./bilingual";
import { readContent } from "./files.server";
import { firm } from "./firm";
import { insightFiles, languagesOf } from "./insights-paths";
import { linkAllowed } from "./markdown-links";
import { insightsPageSchema } from "./schema/pages";
import { servicesPage } from "./services";

/**
 * The Insights section: the firm's articles (content/insights/), each in English, Arabic or both,
 * newest first. Markdown becomes HTML here, at build, with the site's own rules: headings get
 * anchors for the table of contents, raw HTML is shown as text, links go to this site or https,
 * and tables scroll sideways inside their own box on a phone.
 */
export { articlesPerPage, insightsPaths } from "./insights-paths";
/** Words read in a minute, for "5 min read". */
const wordsPerMinute = 200;

/** The section's words (content/pages/insights.json). */
export const insightsText = bothLanguages(readContent("pages/insights.json", insightsPageSchema));

/** "5 min read" / «مدة القراءة: 5 دقائق», with the Arabic noun the number takes. */
export function readingTimeText(lang: Lang, minutes: number) {
  return insightsText[lang].readingTime[pluralForm(lang, minutes)].replace("{minutes}", String(minutes));
}

const files = insightFiles;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Markdown to HTML, with the anchors of its `##` headings for the table of contents. */
export function renderArticleBody(markdown: string, tableLabel: string) {
  const toc: { id: string; text: string }[] = [];
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const text = this.parser.parseInline(tokens);
        // The article's own title is the page's h1: its sections start at h2.
        const level = Math.min(Math.max(depth, 2), 4);
        if (level !== 2) return `<h${level}>${text}</h${level}>\n`;
        const id = `section-${toc.length + 1}`;
        // The contents list is text (React escapes it): the heading's words, not its markup.
        toc.push({ id, text: this.parser.parseInline(tokens, this.parser.textRenderer) });
        return `<h2 id="${id}">${text}</h2>\n`;
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escape(text);
      },
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        // The content check refuses any other link; one that came by another way is text.
        if (!linkAllowed(href)) return text;
        const external = href.startsWith("https://");
        return `<a href="${escape(href)}"${title ? ` title="${escape(title)}"` : ""}${external ? ' rel="noopener"' : ""}>${text}</a>`;
      },
      image({ text }: Tokens.Image) {
        return escape(text);
      },
      table(token: Tokens.Table) {
        const cell = (c: Tokens.TableCell) => this.parser.parseInline(c.tokens);
        const head = token.header.map((c) => `<th scope="col">${cell(c)}</th>`).join("");
        const rows = token.rows
          .map((row) => `<tr>${row.map((c) => `<td>${cell(c)}</td>`).join("")}</tr>`)
          .join("\n");
        return `<div class="table-scroll" role="region" aria-label="${escape(tableLabel)}" tabindex="0"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
      },
    },
  });
  const html = marked.parse(markdown) as string;
  return { html, toc };
}

export interface ArticleSummary {
  slug: string;
  title: string;
  summary: string;
  published: string;
  updated: string;
  readingMinutes: number;
  author: { id: string; name: string; title: string; path: string; gender: "m" | "f" };
  areas: { id: string; title: string; path: string }[];
  /** The languages it is published in. */
  languages: Lang[];
}

function summaryOf(file: (typeof files)[number], lang: Lang): ArticleSummary {
  const author = firm.attorneys.find((a) => a.id === file.author)!;
  const services = servicesPage(lang).cards;
  const body = file.body[lang] ?? "";
  return {
    slug: file.id,
    title: file.title[lang] ?? "",
    summary: file.summary[lang] ?? "",
    published: file.published,
    updated: file.updated ?? file.published,
    readingMinutes: Math.max(1, Math.round(body.split(/\s+/).filter(Boolean).length / wordsPerMinute)),
    author: {
      id: author.id,
      name: author.name[lang],
      title: author.title[lang],
      gender: author.gender,
      path: localize(lang, `/attorneys/${author.id}`),
    },
    areas: file.areas.map((id) => ({
      id,
      title: services.find((card) => card.id === id)?.title ?? id,
      path: insightsAreaPath(lang, id),
    })),
    languages: languagesOf(file),
  };
}

/** The articles published in a language, newest first. */
export function articlesIn(lang: Lang): ArticleSummary[] {
  return files.filter((file) => languagesOf(file).includes(lang)).map((file) => summaryOf(file, lang));
}

/** One article in one language, with its body as HTML and its table of contents; null if none. */
export function articleIn(lang: Lang, slug: string, tableLabel: string) {
  const file = files.find((f) => f.id === slug);
  if (!file || !languagesOf(file).includes(lang)) return null;
  return { ...summaryOf(file, lang), ...renderArticleBody(file.body[lang] ?? "", tableLabel) };
}

/** The practice areas that have at least one article in a language. */
export function areasIn(lang: Lang) {
  const seen = new Map<string, ArticleSummary["areas"][number]>();
  for (const article of articlesIn(lang))
    for (const area of article.areas) if (!seen.has(area.id)) seen.set(area.id, area);
  return [...seen.values()];
}

/** The articles an attorney wrote, in a language. */
export function articlesBy(lang: Lang, attorneyId: string) {
  return articlesIn(lang).filter((article) => article.author.id === attorneyId);
}

/** What a list shows of each article (app/components/sections/insight-card.tsx). */
export function insightCards(lang: Lang, articles: readonly ArticleSummary[]) {
  return articles.map((article) => ({
    slug: article.slug,
    path: insightPath(lang, article.slug),
    title: article.title,
    summary: article.summary,
    date: { iso: article.published, text: formatLongDate(lang, article.published) },
    readingTime: readingTimeText(lang, article.readingMinutes),
    author: article.author.name,
    areas: article.areas.map(({ id, title }) => ({ id, title })),
  }));
}
