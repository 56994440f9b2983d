/**
 * The inquiry's fields, choices and limits without the validator itself: the form needs these
 * to render, and loads the zod schema only when the visitor sends.
 */

/** The six service families of the home page, which the form offers as its choices. */
export const serviceFamilies = [
  "corporate",
  "contract",
  "trading",
  "consulting",
  "document",
  "business",
] as const;
export type ServiceFamily = (typeof serviceFamilies)[number];

export const limits = {
  fullName: 200,
  email: 254,
  phone: 40,
  message: 5000,
  /** The other parties to the matter, for the firm's conflict-of-interest check. */
  otherParties: 500,
  /** Longer than any ISO 8601 start time with an offset; longer is not one. */
  slot: 40,
  /** The longest IANA zone names are about 30 characters. */
  timeZone: 64,
} as const;

/**
 * Why a field was refused. Each code has a localized message under `contact.form.errors`,
 * and the server answers with the same codes.
 */
export const errorCodes = [
  "required",
  "privacy",
  "emailInvalid",
  "phoneInvalid",
  "tooLong",
  "invalidCharacters",
  "invalid",
  "slotOutsideHours",
  "slotTooSoon",
  "slotTooFar",
  "slotTaken",
  "holdLimit",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export type FieldName =
  | "fullName"
  | "email"
  | "phone"
  | "service"
  | "message"
  | "privacyAgreed"
  | "language"
  | "website"
  // The optional consultation booking (app/booking).
  | "slot"
  | "attorney"
  | "meeting"
  | "timeZone"
  | "otherParties";
export type FieldErrors = Partial<Record<FieldName, ErrorCode>>;

/**
 * The spec's order for the form's one summary message: a blank required field first, then the
 * privacy consent, which the spec reaches only once the browser's own checks (an email's form)
 * have passed. So the consent's message stands alone only when nothing else is wrong: beside an
 * email written wrong, it would send the visitor to tick the box and send again, to learn only
 * then of the email above (null: the caller's "correct the fields marked above").
 */
export function summaryError(fields: FieldErrors): ErrorCode | null {
  if (
    fields.fullName === "required" ||
    fields.email === "required" ||
    fields.message === "required"
  )
    return "required";
  const others = Object.entries(fields).filter(([name, code]) => name !== "privacyAgreed" && code);
  if (fields.privacyAgreed && others.length === 0) return "privacy";
  return null;
}
