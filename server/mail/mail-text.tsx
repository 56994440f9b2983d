import type { ReactNode } from "react";
import type { Lang } from "../../app/i18n/locales";
import { ltrPieces } from "./bidi";

/** A phone number: kept on one line, as on the site. */
const phone = /\+?\d[\d \u00a0]{6,}\d/g;

function Phones({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(phone)) {
    parts.push(text.slice(at, match.index));
    parts.push(
      <span key={match.index} style={{ whiteSpace: "nowrap" }}>
        {match[0]}
      </span>,
    );
    at = match.index + match[0].length;
  }
  parts.push(text.slice(at));
  return parts;
}

/** U+2066 LEFT-TO-RIGHT ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. */
const lri = "\u2066";
const pdi = "\u2069";

/**
 * Text in the mail's direction. In Arabic every left-to-right run (a reference, a number, an
 * email, a Latin name) sits in a `<span dir="ltr">` around Unicode isolates: Gmail and Outlook
 * drop `<bdi>` but keep `dir` on a span (caniemail: html-bdi, html-dir), and the isolates hold
 * the run together even where the span's direction is lost, as in the plain-text part.
 */
export function Bidi({ lang, text }: { lang: Lang; text: string }): ReactNode {
  if (lang !== "ar") return <Phones text={text} />;
  return ltrPieces(text).map((piece, i) =>
    piece.ltr ? (
      <span
        key={i}
        dir="ltr"
        style={/^\+?[\d \u00a0]+$/.test(piece.text) ? { whiteSpace: "nowrap" } : undefined}
      >
        {`${lri}${piece.text}${pdi}`}
      </span>
    ) : (
      piece.text
    ),
  );
}
