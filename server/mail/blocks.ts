import type { Lang } from "../../app/i18n/locales";
import { isolateDigitGroups } from "../../app/i18n/bidi";
import { isolateText } from "./bidi";
import type { Block } from "./block";
import { firmFooterText } from "./firm-footer";
import { renderLayout, type LayoutOptions } from "./layout";
import { mailWords } from "../../app/content/mails.server";

export type { Block } from "./block";

/**
 * Plain text and HTML of the same blocks. Every value is text to React, so nothing anyone typed
 * becomes markup. In Arabic, references, numbers, emails and phones are isolated (U+2066..U+2069,
 * in the HTML inside a `<span dir="ltr">`); links are written out on lines of their own. Every
 * mail ends with the firm's footer: its legal name, address, phone, email and confidentiality.
 */
export function renderBlocks(
  lang: Lang,
  blocks: readonly Block[],
  options: LayoutOptions = {},
): { text: string; html: string; lang: Lang } {
  const t = (text: string) => (lang === "ar" ? isolateText(text) : text);
  const parts = blocks.map((block) => {
    if ("p" in block) return t(block.p);
    if ("rows" in block)
      return block.rows.map(([label, value]) => `${t(label)}: ${t(value)}`).join("\n");
    if ("quote" in block) return isolateDigitGroups(block.quote).replace(/^/gm, "> ");
    if ("pre" in block) return isolateDigitGroups(block.pre);
    if ("actions" in block)
      return block.actions.map((action) => `${t(action.label)}:\n${action.href}`).join("\n\n");
    return `${t(block.lead || block.label || mailWords[lang].openLink)}\n${block.href}`;
  });
  const text = [
    ...(options.heading ? [t(options.heading)] : []),
    ...parts,
    ["--", ...(options.footer ? [t(options.footer), ""] : []), firmFooterText(lang)].join("\n"),
  ].join("\n\n");
  return { text, html: renderLayout(lang, blocks, options), lang };
}
