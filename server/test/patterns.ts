/**
 * Patterns of the content's words, for tests that must not pin them (issue 36, point 4). Light on
 * purpose: the browser tests import it too.
 */

/** Text to stand for itself in a regular expression. */
export const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A text of the content as a pattern: its placeholders named in `values` filled with them, any
 * other placeholder standing for some text (a time the test does not pin, say). The whole text,
 * unless `whole` is false: then a part of what is matched.
 */
export function filledPattern(
  text: string,
  values: Record<string, string>,
  { whole = true } = {},
): RegExp {
  const parts = text.split(/\{\{(\w+)\}\}/);
  const source = parts
    .map((part, i) =>
      i % 2 === 0 ? escapePattern(part) : part in values ? escapePattern(values[part]!) : ".+",
    )
    .join("");
  return new RegExp(whole ? `^${source}$` : source);
}
