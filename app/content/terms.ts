import { legalDocument } from "./legal-document";
import { termsSchema } from "./schema/legal";

/** The terms of service (content/legal/terms.json); its `updated` date changes with the text. */
const { updated, text } = legalDocument("legal/terms.json", termsSchema);

export const termsUpdated = updated;
export const termsContent = text;
