import { legalDocument } from "./legal-document";

/** The terms of service (content/legal/terms.json); its `updated` date changes with the text. */
const { updated, text } = legalDocument("legal/terms.json");

export const termsUpdated = updated;
export const termsContent = text;
