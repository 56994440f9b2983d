import type { LocalizedFirm } from "~/content/firm";
import type { Lang } from "./locales";
export { linkTokens, tokenNames } from "./tokens";

/**
 * Page copy names the firm's facts with tokens such as `{firm}` or `{phone}`, so the facts live
 * only in firm.ts. `{ltr|name@example.com}` marks left-to-right text, and `{privacy|label}` a
 * link to another page with its label.
 */
export type Token =
  { kind: "text"; text: string } | { kind: "token"; name: string; label?: string };

const tokenPattern = /\{(\w+)(?:\|([^{}]*))?\}/g;

/** Splits copy into plain text and tokens. */
export function splitTokens(template: string): Token[] {
  const parts: Token[] = [];
  let last = 0;
  for (const match of template.matchAll(tokenPattern)) {
    if (match.index > last) parts.push({ kind: "text", text: template.slice(last, match.index) });
    parts.push({ kind: "token", name: match[1] ?? "", label: match[2] });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ kind: "text", text: template.slice(last) });
  return parts;
}

/** The firm facts a token may name, as plain text. */
export function firmFacts(firm: LocalizedFirm, lang: Lang): Record<string, string> {
  const comma = lang === "ar" ? "، " : ", ";
  return {
    firm: firm.legalName,
    name: firm.name,
    street: firm.address.street,
    district: firm.address.district,
    city: firm.address.city,
    locality: firm.address.locality,
    address: `${firm.address.street}${comma}${firm.address.locality}`,
    phone: firm.phone.display,
    whatsapp: firm.whatsapp.display,
    email: firm.email,
  };
}

/**
 * Fills the tokens of copy that must stay a plain string (titles, attributes, meta tags).
 * Left-to-right runs are isolated with Unicode marks so that "+962…" keeps its order in Arabic.
 */
export function fillFirm(template: string, firm: LocalizedFirm, lang: Lang): string {
  const facts = firmFacts(firm, lang);
  return splitTokens(template)
    .map((part) => {
      if (part.kind === "text") return part.text;
      if (part.label !== undefined) return part.label;
      const value = facts[part.name];
      if (value === undefined) return `{${part.name}}`;
      return ["phone", "whatsapp", "email"].includes(part.name) ? `\u2066${value}\u2069` : value;
    })
    .join("");
}
