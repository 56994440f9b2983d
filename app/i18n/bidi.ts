/**
 * A run of digit groups ("+962 79 876 5432", "0777 111 222", "+962"): inside right-to-left text
 * the groups of a phone number would be drawn in reverse order, "5432 876 79 +962".
 */
const digitGroups = /\+?\d+(?:[ \u00a0]\d+)+|\+\d+/g;
/** `{ltr|…}`: a run an editor marked to keep left to right (docs/editing.md). */
const marked = /\{ltr\|([^{}]*)\}/g;

/**
 * Someone's own words as typed (a note, a message, names), whose lines take their direction from
 * their first letter: each run of digit groups isolated left to right (Unicode's LRI … PDI), so a
 * phone number in an Arabic line keeps its order. Harmless in left-to-right text.
 */
export const isolateDigitGroups = (text: string) =>
  text.replace(digitGroups, (run) => `\u2066${run}\u2069`);

/**
 * The firm's Arabic copy as it must be shown: its runs of digit groups, and the runs an editor
 * marked `{ltr|…}`, isolated left to right. (Mails isolate every Latin run of their Arabic
 * paragraphs as well: server/mail/bidi.ts; copy cannot, since its tokens and Markdown are Latin.)
 */
export const isolateLtr = (text: string) =>
  isolateDigitGroups(text).replace(marked, (_, run: string) => `\u2066${run}\u2069`);

/** English copy's `{ltr|…}` marks, which left-to-right text does not need, taken out. */
export const unmarkLtr = (text: string) => text.replace(marked, "$1");
