/**
 * A name as the conflict search compares it: letters without their marks, one case, one form of
 * each Arabic letter that is written several ways. «أحمد», «إحمد», «احمد» and «أحْمَد» fold
 * alike; so do «فاطمة» and «فاطمه», «مصطفى» and «مصطفي», «محـمد» and «محمد», "Müller" and
 * "MULLER". The store folds with it too (`fold()` in SQL, server/db.ts).
 */
export function fold(text: string): string {
  return (
    text
      // Decomposed, every mark (Latin accents, Arabic short vowels, shadda, sukun and the hamza
      // or madda on an alif, waw or ya) stands apart from its letter, and is dropped.
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      // Tatweel stretches a word and is not a letter.
      .replace(/\u0640/g, "")
      .replace(/\u0671/g, "\u0627") // ٱ → ا
      .replace(/\u0629/g, "\u0647") // ة → ه
      .replace(/\u0649/g, "\u064a") // ى → ي
      .toLowerCase()
      .replace(/\s+/g, " ")
      .trim()
  );
}

/**
 * Folded, and without what people write between the parts of a name or leave out: spaces,
 * hyphens, dots and apostrophes. «عبد الله» and «عبدالله» squeeze alike; so do "Al-Khatib",
 * "Al Khatib" and "Alkhatib".
 */
export const squeeze = (text: string) => fold(text).replace(/[\s\p{Pd}.'’ʼ`]/gu, "");

/** The words of a search, each squeezed: what `holdsWords` looks for. */
export const searchWords = (query: string) => fold(query).split(" ").map(squeeze).filter(Boolean);

/** Each line of a text (a list of other parties) squeezed: what the store keeps to search. */
export const squeezeLines = (text: string) => text.split("\n").map(squeeze).join("\n");

/**
 * Whether one line of `squeezed` (from `squeezeLines`) holds every word of the search, in any
 * order: «أحمد الخطيب» is found in «أحمد محمود الخطيب», «الخطيب أحمد» and «احمد الخطيب»; "Al
 * Khatib" in "Ahmad Al-Khatib". The store searches with it too (`holds_words()` in SQL).
 */
export function holdsWords(squeezed: string, words: readonly string[]): boolean {
  return (
    words.length > 0 &&
    squeezed.split("\n").some((line) => words.every((word) => line.includes(word)))
  );
}

/**
 * A phone number as a search compares it: its digits, without the country's code or the trunk
 * 0, so "+962 79 123 4567", "00962791234567" and "079-123-4567" all read "791234567".
 */
export const phoneDigits = (text: string) =>
  text
    // Arabic-Indic and Persian digits, as a phone's keyboard may type them, are digits too.
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf))
    .replace(/\D/g, "")
    .replace(/^(00)?962/, "")
    .replace(/^0+/, "");
