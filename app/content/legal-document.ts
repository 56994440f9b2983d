/**
 * The shape of the long legal pages (privacy policy, terms of service): text as data, never HTML.
 * Strings may use the firm tokens of app/i18n/firm-text.ts ({firm}, {email}, {privacy|label}…).
 */

/** A paragraph, a bulleted list, or a list of terms with their explanations. */
export type LegalBlock =
  string | { list: string[] } | { definitions: { term: string; detail: string }[] };

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
