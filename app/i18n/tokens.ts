/**
 * The names a text may put in single braces (`{firm}`, `{privacy|label}`), apart from the module
 * that fills them (./firm-text.ts), so that the content schemas can check them without it.
 */

/** Pages a `{page|label}` token may link to. */
export const linkTokens = ["home", "contact", "privacy", "terms"] as const;

/** Every token name copy may use; a content test checks the copy against it. */
export const tokenNames = [
  "firm",
  "name",
  "street",
  "district",
  "city",
  "locality",
  "address",
  "phone",
  "whatsapp",
  "email",
  "ltr",
  // The consultation's fee, secrecy and engagement (app/content/booking.ts), in the terms.
  "consultation",
  ...linkTokens,
] as const;

/**
 * The tokens one text's own renderer fills, beside the firm's: the open days (`{first}`,
 * `{last}`, contact-overview.tsx), a profile's `{attorney}` (routes/attorney.tsx), the Bar's
 * `{number}` (content/firm.ts), and the Insights' `{area}`, `{page}` (routes/insights.tsx) and
 * `{minutes}` (content/insights.ts).
 */
export const ownTokenNames = ["first", "last", "attorney", "number", "area", "page", "minutes"];
