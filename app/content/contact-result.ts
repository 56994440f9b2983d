import type { Lang } from "~/i18n/locales";
import { bothLanguages } from "./bilingual";
import { readContent } from "./files.server";
import { contactResultSchema } from "./schema/pages";

/**
 * The pages a visitor without JavaScript lands on after sending the contact form: the server
 * answers the plain form's POST with a redirect to one of them. Their words: content/pages/contact-*.json. Tokens: see app/i18n/firm-text.ts.
 */
export interface ContactResultPage {
  meta: { title: string; description: string };
  header: { eyebrow: string; title: string; intro: string };
  /** A short list of what happens next, or of what to check. */
  steps: { heading: string; items: string[] };
  /** A closing paragraph under the steps. */
  note: string;
  links: { primary: string; secondary: string };
}

const resultPage = (file: string): Record<Lang, ContactResultPage> =>
  bothLanguages(readContent(`pages/${file}.json`, contactResultSchema));

export const contactSentContent = resultPage("contact-sent");
export const contactSentHeldContent = resultPage("contact-sent-held");
export const contactSentNoSlotContent = resultPage("contact-sent-no-slot");
export const contactNotSentContent = resultPage("contact-not-sent");
