import { bothLanguages } from "./bilingual";
import { readContent } from "./files.server";
import { legalDocument } from "./legal-document";
import { dataRequestsSchema } from "./schema/data-requests";
import { privacySchema } from "./schema/legal";

/**
 * The privacy policy, under Jordan's Personal Data Protection Law No. 24 of 2023. It describes what
 * the site really does: the contact form and its consultation booking (app/contact/schema.ts), the
 * inquiry store, its retention (INQUIRY_RETENTION_DAYS) and mail outbox (server/), the language
 * kept in localStorage, the form's words kept in sessionStorage across a language switch
 * (app/enhance/form-draft.ts), and the OpenStreetMap frame on /contact. Change it when any of those
 * change, and update `updated` in content/legal/privacy.json. The Law's deadline for answering a request is not stated
 * (see facts-to-confirm.ts): the policy says "within the period the Law sets" until the firm does.
 */
const { updated, text } = legalDocument("legal/privacy.json", privacySchema);

export const privacyUpdated = updated;
export const privacyContent = text;

/** The words of the privacy page's request form (content/mails/data-requests.json), per language. */
const requests = readContent("mails/data-requests.json", dataRequestsSchema);
export const requestFormWords = bothLanguages({ kinds: requests.kinds, form: requests.form });
