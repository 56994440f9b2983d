import type { Lang } from "../../app/i18n/locales";
import { escapeHtml } from "./transport";

/** A mail's body as a few kinds of block, written once and rendered as both text and HTML. */
export type Block =
  | { p: string }
  | { rows: readonly (readonly [string, string])[] }
  | { lead: string; href: string; label?: string }
  | { quote: string }
  /** Someone's text kept as written (line breaks and all), e.g. the visitor's message to the firm. */
  | { pre: string };

const cell = 'style="padding:4px 12px 4px 0;vertical-align:top"';

/** Plain text and HTML of the same blocks; every value is escaped, none becomes markup. */
export function renderBlocks(lang: Lang, blocks: readonly Block[]): { text: string; html: string } {
  const text = blocks
    .map((block) => {
      if ("p" in block) return block.p;
      if ("rows" in block)
        return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
      if ("quote" in block) return block.quote.replace(/^/gm, "> ");
      if ("pre" in block) return block.pre;
      return `${block.lead}\n${block.href}`;
    })
    .join("\n\n");
  const dir = lang === "ar" ? "rtl" : "ltr";
  const align = lang === "ar" ? "right" : "left";
  const body = blocks.map((block) => {
    if ("p" in block) return `<p style="white-space:pre-line">${escapeHtml(block.p)}</p>`;
    if ("rows" in block)
      return `<table>${block.rows
        .map(
          ([label, value]) =>
            `<tr><th align="${align}" ${cell}>${escapeHtml(label)}</th><td dir="auto" ${cell}>${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`;
    if ("quote" in block)
      return `<blockquote dir="auto" style="white-space:pre-wrap;border-inline-start:3px solid #cbd5e1;margin:0;padding:4px 12px">${escapeHtml(block.quote)}</blockquote>`;
    if ("pre" in block)
      return `<div dir="auto" style="white-space:pre-wrap">${escapeHtml(block.pre)}</div>`;
    return `<p>${escapeHtml(block.lead)}<br><a href="${escapeHtml(block.href)}">${escapeHtml(block.label ?? block.href)}</a></p>`;
  });
  const html = [
    "<!doctype html>",
    `<html lang="${lang}" dir="${dir}"><body style="font-family:sans-serif;color:#1e293b;text-align:${align}">`,
    ...body,
    "</body></html>",
  ].join("\n");
  return { text, html };
}
