import type { Lang } from "~/i18n/locales";
import { bothLanguages } from "./bilingual";
import { readContent } from "./files.server";
import type { LegalDocument } from "./legal-document";
import { legalSchema } from "./schema/legal";

/** The terms of service (content/legal/terms.json); its `updated` date changes with the text. */
const { updated, ...document } = readContent("legal/terms.json", legalSchema);

export const termsUpdated = updated;
export const termsContent: Record<Lang, LegalDocument> = bothLanguages(document);
