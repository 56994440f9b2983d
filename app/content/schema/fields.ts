import { z } from "zod";
import { parseDay } from "../../booking/zoned";
import { isolateLtr, unmarkLtr } from "../../i18n/bidi";
import { ownTokenNames, tokenNames } from "../../i18n/tokens";

/**
 * The building blocks of the content schemas (one schema per collection, in this folder). Their
 * messages read as the end of a sentence that starts with the file and the field, so that a bad
 * file stops the build with one line: `content/firm.json: phone.display: is empty`.
 */

/** `{name}` or `{name|label}`, not `{{name}}`: a firm fact, a link or a number a page fills in. */
const token = /(?<!\{)\{(\w+)(?:\|[^{}]*)?\}(?!\})/g;
/** `{{name}}`: a value a mail or a desk page fills in (./template.ts). */
const doubled = /\{\{(\w+)\}\}/g;
/** Every token a renderer fills: the firm's facts and links, and the pages' and articles' own. */
const knownTokens = new Set<string>([...tokenNames, ...ownTokenNames]);
const namesIn = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]!);

/**
 * Words a visitor reads: never empty, never only spaces, and no token the site does not know
 * (`{firrm}`, or `{ref}` for `{{ref}}`), which it would show as written.
 */
export const words = z
  .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be text") })
  .trim()
  .min(1, { error: "is empty" })
  .superRefine((value, ctx) => {
    const unknown = namesIn(value, token).find((name) => !knownTokens.has(name));
    if (unknown)
      ctx.addIssue({
        code: "custom",
        message: `uses {${unknown}}, which the site does not fill in (a misspelt name, or {{${unknown}}}?)`,
      });
  });

/** A value the same in both languages: an id, an email, a phone number in digits, a date. */
export const id = words;

/** A whole number (a year, a count, an hour). */
export const whole = z.int({
  error: (issue) => (issue.input === undefined ? "is missing" : "must be a whole number"),
});

/** A text's placeholders and tokens, `{ltr|…}` aside (Arabic isolates Latin runs English need not). */
const fills = (text: string) =>
  new Set([
    ...namesIn(text, doubled).map((name) => `{{${name}}}`),
    ...namesIn(text, token)
      .filter((name) => name !== "ltr")
      .map((name) => `{${name}}`),
  ]);

/**
 * English and Arabic of one value, side by side: neither may be missing or empty, and the Arabic
 * fills in all the English does (`{{ref}}`, `{firm}`), so its reader goes without none of it. (It
 * may fill in more: «{{count}}» where English writes "1".) Read, the Arabic keeps its Latin runs
 * and numbers in order wherever it is shown (../../i18n/bidi.ts), and the English loses its
 * `{ltr|…}` marks.
 */
export function bi<T extends z.ZodType = typeof words>(value?: T) {
  const side = (value ?? words) as T;
  return z
    .strictObject(
      { en: side, ar: side },
      { error: (issue) => (issue.input === undefined ? "is missing" : "must have en and ar") },
    )
    .superRefine((value, ctx) => {
      const { en, ar } = value as { en: unknown; ar: unknown };
      if (typeof en !== "string" || typeof ar !== "string") return;
      const inAr = fills(ar);
      const missing = [...fills(en)].find((name) => !inAr.has(name));
      if (missing)
        ctx.addIssue({
          code: "custom",
          path: ["ar"],
          message: `leaves out ${missing}, which the English has`,
        });
    })
    .transform((value) => {
      const { en, ar } = value as { en: unknown; ar: unknown };
      if (typeof en !== "string" || typeof ar !== "string") return value;
      return { en: unmarkLtr(en), ar: isolateLtr(ar) } as typeof value;
    });
}

/** A list of at least one item. */
export function list<T extends z.ZodType>(item: T) {
  return z.array(item, { error: "must be a list" }).min(1, { error: "must not be empty" });
}

/** A wall-clock hour in Amman, 0 to 24. */
export const hour = whole.min(0).max(24, { error: "must be an hour from 0 to 24" });

/** An ISO weekday: Monday is 1, Sunday 7. */
export const weekday = whole.min(1).max(7, { error: "must be a weekday from 1 (Monday) to 7" });

/** A day in Amman, YYYY-MM-DD, that the calendar has (no 30 February). */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date written YYYY-MM-DD" })
  .refine((date) => parseDay(date) !== null, { error: "is not a day of the calendar" });

/** The place of an entry among its collection's entries (1 first). */
export const order = whole.min(1, { error: "must be 1 or more" });
