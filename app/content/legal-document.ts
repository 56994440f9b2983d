import type { Lang } from "~/i18n/locales";
import { localize } from "./bilingual";
import { readContent } from "./files.server";
import { legalSchema } from "./schema/legal";

/**
 * The long legal pages (privacy policy, terms of service) from content/legal/: text as data, never HTML.
 * Strings may use the firm tokens of app/i18n/firm-text.ts ({firm}, {email}, {privacy|label}…).
 */

/** The providers that handle personal data for the firm, with the words before each fact. */
export interface Processors {
  labels: { provider: string; country: string; transfer: string };
  items: { service: string; provider: string; country: string; transfer: string }[];
}

/** A paragraph, a bulleted list, a list of terms with their explanations, or the providers. */
export type LegalBlock =
  | string
  | { list: string[] }
  | { definitions: { term: string; detail: string }[] }
  | { processors: Processors };

export interface LegalSection {
  /** The section's anchor, the same in both languages (`/ar/privacy#rights`). */
  id: string;
  heading: string;
  body: LegalBlock[];
}

export interface LegalDocument {
  meta: { title: string; description: string };
  breadcrumb: string;
  header: { eyebrow: string; title: string; intro: string };
  updatedLabel: string;
  summary: { heading: string; items: string[] };
  tocHeading: string;
  sections: LegalSection[];
}

/** A legal page's file in both languages, its blocks as the pages draw them. */
export function legalDocument(
  path: string,
  schema: typeof legalSchema = legalSchema,
): { updated: string; text: Record<Lang, LegalDocument> } {
  const { updated, sections, ...rest } = readContent(path, schema);
  const page = (lang: Lang): LegalDocument => ({
    ...localize(rest, lang),
    sections: sections.map(({ id, heading, body }) => ({
      id,
      heading: heading[lang],
      body: body.map((block): LegalBlock => {
        if (block.discriminant === "paragraph") return block.value[lang];
        if (block.discriminant === "list") return { list: localize(block.value, lang) };
        if (block.discriminant === "processors")
          return { processors: localize(block.value, lang) };
        return { definitions: localize(block.value, lang) };
      }),
    })),
  });
  return { updated, text: { en: page("en"), ar: page("ar") } };
}
