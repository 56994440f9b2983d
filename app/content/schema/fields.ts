import { z } from "zod";

/**
 * The building blocks of the content schemas (one schema per collection, in this folder). Their
 * messages read as the end of a sentence that starts with the file and the field, so that a bad
 * file stops the build with one line: `content/firm.json: phone.display: is empty`.
 */

/** Words a visitor reads: never empty, never only spaces. */
export const words = z
  .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be text") })
  .trim()
  .min(1, { error: "is empty" });

/** A value the same in both languages: an id, an email, a phone number in digits, a date. */
export const id = words;

/** A whole number (a year, a count, an hour). */
export const whole = z.int({
  error: (issue) => (issue.input === undefined ? "is missing" : "must be a whole number"),
});

/** English and Arabic of one value, side by side: neither may be missing or empty. */
export function bi<T extends z.ZodType = typeof words>(value?: T) {
  const side = (value ?? words) as T;
  return z.strictObject(
    { en: side, ar: side },
    { error: (issue) => (issue.input === undefined ? "is missing" : "must have en and ar") },
  );
}

/** A list of at least one item. */
export function list<T extends z.ZodType>(item: T) {
  return z.array(item, { error: "must be a list" }).min(1, { error: "must not be empty" });
}

/** A wall-clock hour in Amman, 0 to 24. */
export const hour = whole.min(0).max(24, { error: "must be an hour from 0 to 24" });

/** An ISO weekday: Monday is 1, Sunday 7. */
export const weekday = whole.min(1).max(7, { error: "must be a weekday from 1 (Monday) to 7" });

/** A day in Amman, YYYY-MM-DD. */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date written YYYY-MM-DD" });

/** The place of an entry among its collection's entries (1 first). */
export const order = whole.min(1, { error: "must be 1 or more" });
