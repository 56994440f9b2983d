import { z } from "zod";
import { allowedLinks, refusedLinks } from "../markdown-links";
import { day } from "./fields";

/** One language's side of an article's text: required only in the languages it is published in. */
const side = z.strictObject({ en: z.string().trim().optional(), ar: z.string().trim().optional() });

/**
 * content/insights/<slug>.json: one article of the Insights section. The file's name is its
 * address in both languages (/insights/<slug>, /ar/insights/<slug>). It may be published in one
 * language only; in each language it is published in, its title, summary and body are required.
 * The body is Markdown: headings from `##`, lists, links, block quotes and tables. A link goes to
 * a page of this site, a section, an email or another site over https (../markdown-links.ts).
 */
export const insightSchema = z
  .strictObject({
    published: day,
    /** The last change of substance; the date shown as "Updated" and in the feed. */
    updated: day.optional(),
    /** An attorney's id (content/attorneys/): the article's author. */
    author: z.string({ error: "must name an attorney" }).min(1, { error: "must name an attorney" }),
    /** The practice areas it belongs to: ids of content/services/. */
    areas: z.array(z.string().min(1)).min(1, { error: "must name a practice area" }).max(3),
    inEnglish: z.boolean(),
    inArabic: z.boolean(),
    title: side,
    summary: side,
    body: side,
  })
  .superRefine((article, context) => {
    if (!article.inEnglish && !article.inArabic)
      context.addIssue({ code: "custom", path: ["inEnglish"], message: "publish it in English, Arabic or both" });
    for (const [lang, on] of [
      ["en", article.inEnglish],
      ["ar", article.inArabic],
    ] as const) {
      if (!on) continue;
      for (const field of ["title", "summary", "body"] as const)
        if (!article[field][lang])
          context.addIssue({
            code: "custom",
            path: [field, lang],
            message: `is empty, and the article is published in ${lang === "en" ? "English" : "Arabic"}`,
          });
    }
    for (const lang of ["en", "ar"] as const)
      for (const link of refusedLinks(article.body[lang] ?? ""))
        context.addIssue({
          code: "custom",
          path: ["body", lang],
          message: `has the link ${link}, which the site does not publish: a link must go to ${allowedLinks}`,
        });
    if (article.updated && article.updated < article.published)
      context.addIssue({ code: "custom", path: ["updated"], message: "is before the date published" });
  });

export type InsightFile = z.infer<typeof insightSchema>;
