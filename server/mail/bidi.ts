/**
 * Runs of left-to-right text (references, numbers, emails, phone numbers, zone names, Latin
 * names) inside Arabic text. Each is isolated so the bidi algorithm never reorders it with the
 * Arabic around it: "+962 6 555 0100" stays one run rather than four that swap places.
 * Parentheses and Arabic punctuation stay outside, so they mirror with the sentence.
 */
const ltrRun =
  /[^\s\p{Script=Arabic}()\u060c\u061b\u061f]*[\p{Script=Latin}\p{Nd}][^\s\p{Script=Arabic}()\u060c\u061b\u061f]*(?:[ \u00a0]+[^\s\p{Script=Arabic}()\u060c\u061b\u061f]*[\p{Script=Latin}\p{Nd}][^\s\p{Script=Arabic}()\u060c\u061b\u061f]*)*/gu;

/** Sentence punctuation that ends the Arabic sentence rather than the run. */
const trailing = /[.,:;!?]+$/u;

export type Piece = { text: string; ltr: boolean };

/** A run a composer isolated itself (U+2066, U+2067 or U+2068 to U+2069): kept whole, isolated once. */
const isolated = /[\u2066-\u2068]([^\u2066-\u2069]*)\u2069/gu;

/** The text cut into Arabic (or neutral) pieces and left-to-right runs. */
export function ltrPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const match of text.matchAll(isolated)) {
    pieces.push(...unisolatedPieces(text.slice(at, match.index)));
    const inner = match[1]!;
    if (inner) pieces.push({ text: inner, ltr: /[\p{Script=Latin}\p{Nd}]/u.test(inner) });
    at = match.index + match[0].length;
  }
  pieces.push(...unisolatedPieces(text.slice(at)));
  // Neutral text on both sides of a composer's isolate that held no run is one piece again.
  return pieces.reduce<Piece[]>((joined, piece) => {
    const last = joined.at(-1);
    if (last && !last.ltr && !piece.ltr) last.text += piece.text;
    else joined.push({ ...piece });
    return joined;
  }, []);
}

function unisolatedPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const match of text.matchAll(ltrRun)) {
    const run = match[0].replace(trailing, "");
    if (!run) continue;
    if (match.index > at) pieces.push({ text: text.slice(at, match.index), ltr: false });
    pieces.push({ text: run, ltr: true });
    at = match.index + run.length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), ltr: false });
  return pieces;
}

/** Plain text: each run between U+2066 (LEFT-TO-RIGHT ISOLATE) and U+2069 (POP DIRECTIONAL ISOLATE). */
export function isolateText(text: string): string {
  return ltrPieces(text)
    .map((piece) => (piece.ltr ? `\u2066${piece.text}\u2069` : piece.text))
    .join("");
}
