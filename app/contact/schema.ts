import { z } from "zod";
import { attorneyChoicePattern, meetingModes } from "~/booking/fields";
import { isTimeZone } from "~/booking/zoned";

import {
  type ErrorCode,
  errorCodes,
  type FieldErrors,
  type FieldName,
  limits,
  serviceFamilies,
} from "./fields";

export { errorCodes, limits, serviceFamilies, summaryError } from "./fields";
export type { ErrorCode, FieldErrors, FieldName, ServiceFamily } from "./fields";

// Control characters other than tab and line breaks never belong in an inquiry.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const lineBreaks = /[\r\n]/;

/** The characters a field may hold: no control characters, and line breaks only if multiline. */
const acceptable = (multiline: boolean) => (value: string) =>
  !controlChars.test(value) && (multiline || !lineBreaks.test(value));
const invalidCharacters = { error: "invalidCharacters", abort: true } as const;

const text = (max: number, { multiline = false } = {}) =>
  z
    // A field left out altogether is as blank as an empty one.
    .string({ error: (issue) => (issue.input === undefined ? "required" : "invalid") })
    .trim()
    .refine(acceptable(multiline), invalidCharacters)
    .refine((value) => value.length > 0, { error: "required", abort: true })
    .refine((value) => value.length <= max, { error: "tooLong" });

/** Like `text`, but blank (or left out) is allowed and reads as "". */
const optionalText = (max: number, { multiline = false } = {}) =>
  z
    .string({ error: "invalid" })
    .trim()
    .refine(acceptable(multiline), invalidCharacters)
    .refine((value) => value.length <= max, { error: "tooLong" })
    .optional()
    .default("");

/** One inquiry, as the browser checks it before sending and the server checks it on arrival. */
export const inquirySchema = z.object({
  fullName: text(limits.fullName),
  email: text(limits.email).pipe(z.email({ error: "emailInvalid" })),
  phone: z
    .string({ error: "invalid" })
    .trim()
    // An Arabic keyboard may type ٠٧٩ or ۰۷۹: the same digits (their code points end in 0 to 9),
    // kept as the firm dials them.
    .overwrite((value) =>
      value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) % 16)),
    )
    .max(limits.phone, { error: "tooLong" })
    .regex(/^[0-9 +()-]*$/, { error: "phoneInvalid" })
    .optional()
    .default(""),
  service: z
    .union([z.enum(serviceFamilies), z.literal("")], { error: "invalid" })
    .optional()
    .default(""),
  message: text(limits.message, { multiline: true }),
  privacyAgreed: z.literal(true, { error: "privacy" }),
  language: z.enum(["en", "ar"], { error: "invalid" }),
  /** A field people never see or fill: anything in it marks the sender as a bot. */
  website: z.string({ error: "invalid" }).max(500, { error: "tooLong" }).optional().default(""),
  // The optional consultation booking. Whether the slot is a bookable time depends on now, so
  // `checkSlot` (app/booking/slots.ts) judges it after this pure check, in the browser and the server.
  /** The start asked for, ISO 8601 with an offset; "" asks for no time. */
  slot: z
    .string({ error: "invalid" })
    .trim()
    .max(limits.slot, { error: "invalid" })
    .optional()
    .default(""),
  attorney: z
    .string({ error: "invalid" })
    .regex(attorneyChoicePattern, { error: "invalid" })
    .optional()
    .default("any"),
  meeting: z.enum(meetingModes, { error: "invalid" }).optional().default("office"),
  /** The visitor's own zone (IANA), so that mails can show them their local time. */
  timeZone: z
    .string({ error: "invalid" })
    .max(limits.timeZone, { error: "invalid" })
    .refine((zone) => zone === "" || isTimeZone(zone), { error: "invalid" })
    .optional()
    .default(""),
  /**
   * The other people or companies in the matter, so the firm can check for a conflict of interest
   * before it confirms. For the firm's eyes only: never sent back to the visitor.
   */
  otherParties: optionalText(limits.otherParties, { multiline: true }),
});

export type Inquiry = z.output<typeof inquirySchema>;
export type InquiryInput = z.input<typeof inquirySchema>;

function asCode(message: string): ErrorCode {
  return (errorCodes as readonly string[]).includes(message) ? (message as ErrorCode) : "invalid";
}

/** Validates an inquiry and reports the first problem of each field, as an error code. */
/** `attorneyIds`: the firm's attorneys (the server knows them); any other id is refused. */
export function validateInquiry(
  input: unknown,
  attorneyIds?: readonly string[],
): { ok: true; inquiry: Inquiry } | { ok: false; fields: FieldErrors } {
  const result = inquirySchema.safeParse(input);
  if (result.success) {
    const { attorney } = result.data;
    if (attorneyIds && attorney !== "any" && !attorneyIds.includes(attorney))
      return { ok: false, fields: { attorney: "invalid" } };
    return { ok: true, inquiry: result.data };
  }
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string") continue;
    fields[field as FieldName] ??= asCode(issue.message);
  }
  return { ok: false, fields };
}
