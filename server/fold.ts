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
