import type { Lang } from "../../app/i18n/locales";
import { isolateText } from "./bidi";
import { openLink, renderLayout, type LayoutOptions } from "./layout";

/**
 * A mail's body as a few kinds of block, written once and rendered as both text and HTML
 * through the one mail layout (server/mail/layout.tsx).
 */
export type Block =
  | { p: string }
  | { rows: readonly (readonly [string, string])[] }
  /** A sentence and a button to one link; `label` is the button's word ("Cancel"). */
  | { lead: string; href: string; label?: string }
  /** Buttons side by side, the first the main action: Confirm, Decline. */
  | { actions: readonly { label: string; href: string }[] }
  | { quote: string }
  /** Someone's text kept as written (line breaks and all), e.g. the visitor's message to the firm. */
  | { pre: string };

/**
 * Plain text and HTML of the same blocks. Every value is text to React, so nothing anyone typed
 * becomes markup. In Arabic, references, numbers, emails and phones are isolated (<bdi> in the
 * HTML, U+2066..U+2069 in the text); links are written out on lines of their own.
 */
export function renderBlocks(
  lang: Lang,
  blocks: readonly Block[],
  options: LayoutOptions = {},
): { text: string; html: string } {
  const t = (text: string) => (lang === "ar" ? isolateText(text) : text);
  const parts = blocks.map((block) => {
    if ("p" in block) return t(block.p);
    if ("rows" in block)
      return block.rows.map(([label, value]) => `${t(label)}: ${t(value)}`).join("\n");
    if ("quote" in block) return block.quote.replace(/^/gm, "> ");
    if ("pre" in block) return block.pre;
    if ("actions" in block)
      return block.actions.map((action) => `${t(action.label)}:\n${action.href}`).join("\n\n");
    return `${t(block.lead || block.label || openLink[lang])}\n${block.href}`;
  });
  const text = [
    ...(options.heading ? [t(options.heading)] : []),
    ...parts,
    ...(options.footer ? [`--\n${t(options.footer)}`] : []),
  ].join("\n\n");
  return { text, html: renderLayout(lang, blocks, options) };
}
