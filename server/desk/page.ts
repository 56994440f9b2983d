import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { localize } from "../../app/content/bilingual";
import { fill } from "../../app/content/schema/template";
import { liveCopy, mailWords } from "../../app/content/mails.server";
import { firm } from "../../app/content/firm";
import { locales, type Lang } from "../../app/i18n/locales";
import { formatMailTime } from "../bookings";
import { escapeHtml as e } from "../mail";
import { requestCopy } from "../privacy";

/** The desk's words (content/mails/desk.json) in one language, as last published. */
export const deskCopy = liveCopy(
  (content) => content.desk,
  (file, lang) => localize(file, lang),
);

/** The desk's one stylesheet, served under a content-hashed name (its CSP allows no inline style). */
export const deskCss = `
*,::before,::after{box-sizing:border-box}
body{margin:0;background:#f8fafc;color:#1e293b;font:16px/1.55 system-ui,"Segoe UI","Noto Sans Arabic",Tahoma,sans-serif}
header{background:#0f2747;color:#fff;border-block-end:3px solid #c9a54e;padding:.75rem 1.25rem}
header .bar{max-width:64rem;margin:0 auto;display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;align-items:center}
header .firm{font-weight:700;margin:0;margin-inline-end:auto}
header a,header button{color:#fff;font:inherit;background:none;border:0;padding:.25rem 0;cursor:pointer;text-decoration:underline;text-underline-offset:3px}
header a[aria-current=page]{font-weight:700;text-decoration-thickness:3px}
header form{margin:0}
main{max-width:64rem;margin:1.5rem auto;padding:0 1.25rem}
h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.3;color:#0f2747}
h2{font-size:1.15rem;margin:1.5rem 0 .5rem;color:#0f2747}
.tabs{display:flex;flex-wrap:wrap;gap:.5rem;margin:0 0 .75rem;padding:0;list-style:none}
.tabs a{display:inline-block;padding:.4rem .8rem;border:1px solid #94a3b8;border-radius:999px;color:#0f2747;text-decoration:none;background:#fff}
.tabs a[aria-current=page]{background:#0f2747;color:#fff;border-color:#0f2747}
.tabs .count{font-variant-numeric:tabular-nums}
.hint{color:#475569;margin:0 0 1rem}
.summary{margin:0 0 1rem}.summary a{color:#0f2747;font-weight:600}
.lines{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.lines li{background:#fff;border:1px solid #e2e8f0;border-radius:.5rem;padding:.75rem 1rem}
.lines a{color:#0f2747;font-weight:700}
.lines p{margin:.15rem 0 0;color:#334155;overflow-wrap:anywhere}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.5rem;padding:1rem 1.25rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.parties{padding:.75rem 1rem;border-inline-start:4px solid #c9a54e;background:#fdf8ec;margin:0 0 1rem}
.parties p{margin:0}.checks{margin:.5rem 0 0;padding-inline-start:1.25rem}.checks a{color:#0f2747;font-weight:600;overflow-wrap:anywhere}.quoted{margin-top:.5rem!important;white-space:pre-wrap;unicode-bidi:plaintext;text-align:start;font-weight:600;overflow-wrap:anywhere}
.message{white-space:pre-wrap;unicode-bidi:plaintext;text-align:start;overflow-wrap:anywhere;margin:0}
.notice{padding:.75rem 1rem;border-inline-start:4px solid #15803d;background:#f0fdf4;margin:0 0 1rem}
.notice.refused{border-color:#b45309;background:#fffbeb}
.actions form{margin:0 0 1rem}
fieldset{margin:0 0 .5rem;padding:.25rem 1rem .5rem;border:1px solid #cbd5e1;border-radius:.25rem}legend{font-weight:600;padding:0 .25rem}
.choice{display:flex;gap:.5rem;align-items:flex-start;margin:.5rem 0}.choice input{flex:none;width:1.1rem;height:1.1rem;margin:.3rem 0 0}
label{font-weight:600}.choice label{font-weight:400}
textarea{display:block;width:100%;min-height:5rem;margin:.25rem 0;padding:.5rem;border:1px solid #64748b;border-radius:.25rem;font:inherit}
.whose{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .75rem;margin:0 0 1rem}.whose select{min-height:2.75rem;max-width:min(100%,22rem);padding:.4rem .5rem;border:1px solid #64748b;border-radius:.25rem;font:inherit;background:#fff}
.actions button,.whose button{padding:.65rem 1.1rem;border:0;border-radius:.25rem;background:#0f2747;color:#fff;font:inherit;font-weight:600;cursor:pointer;min-height:2.75rem}
.actions button.quiet,.whose button{background:#fff;color:#0f2747;border:1px solid #0f2747}
.guard summary{display:inline-block;padding:.6rem 1.1rem;border:1px solid #0f2747;border-radius:.25rem;color:#0f2747;font-weight:600;cursor:pointer;min-height:2.75rem}
.guard[open] summary{margin-block-end:.75rem}.guard form{padding:.75rem 1rem;border-inline-start:4px solid #b45309;background:#fffbeb}.guard form p{margin:0 0 .75rem}
.pager{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin:1rem 0}
.pager a{color:#0f2747}
:focus-visible{outline:3px solid #b45309;outline-offset:2px}header :focus-visible{outline-color:#f2d38a}
.skip{position:absolute;inset-inline-start:1rem;top:.5rem;z-index:1;padding:.5rem 1rem;background:#fff;color:#0f2747;font-weight:700;border-radius:.25rem;transform:translateY(-200%)}.skip:focus{transform:none}
.ltr{direction:ltr;unicode-bidi:isolate}
[aria-invalid=true]{border:2px solid #b91c1c!important;background-color:#fef2f2}
.field-error{display:block;color:#b91c1c;font-weight:600;margin:.25rem 0}.book{color:#0f2747;font-weight:600}
input[type=checkbox][aria-invalid=true]{outline:2px solid #b91c1c;outline-offset:2px}
.search label{display:block;margin:0 0 .35rem}
.search input{display:block;width:100%;min-height:2.75rem;padding:.5rem .75rem;border:1px solid #64748b;border-radius:.25rem;font:inherit}
.search .hint{margin:.5rem 0 0}
.search button{margin-top:.75rem;padding:.65rem 1.1rem;border:0;border-radius:.25rem;background:#0f2747;color:#fff;font:inherit;font-weight:600;cursor:pointer;min-height:2.75rem}
.filters .row{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:0 1rem;align-items:end}
.filters .row p{margin:.75rem 0 0}
.filters select,.actions select{display:block;width:100%;min-height:2.75rem;padding:.4rem .5rem;border:1px solid #64748b;border-radius:.25rem;font:inherit;background:#fff}
.actions select{display:inline-block;width:auto;max-width:100%}
.submit-row{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem 1.5rem;margin-top:.75rem}.search .submit-row button{margin-top:0}
.export{color:#0f2747}
.opening{color:#475569!important;unicode-bidi:plaintext;text-align:start}
.found{font-weight:700;white-space:pre-wrap;unicode-bidi:plaintext;text-align:start;overflow-wrap:anywhere;margin:0 0 .35rem!important;color:#0f2747!important}
.actions input.field,.manual input:not([type=checkbox]){display:block;width:100%;min-height:2.75rem;padding:.5rem .75rem;border:1px solid #64748b;border-radius:.25rem;font:inherit}
.manual select{display:block;width:100%}
@media (max-width:40rem){main{padding:0 1rem}dl{grid-template-columns:1fr}dt{margin-top:.35rem}}
.actions a.button{display:inline-block;padding:.6rem 1.1rem;border:1px solid #0f2747;border-radius:.25rem;color:#0f2747;font-weight:600;text-decoration:none;min-height:2.75rem}
.times{display:flex;flex-wrap:wrap;gap:0 1.5rem;margin-block-end:1rem}.times legend{flex:0 0 100%}.times .choice{margin:.4rem 0}
@media print{header,nav,form,.tabs,.guard,.search,.filters{display:none!important}body{background:#fff;font-size:12pt}main{max-width:none;margin:0;padding:0}.lines li,.card{break-inside:avoid;border-color:#94a3b8}a{color:inherit;text-decoration:none}}
`.trim();

export const deskCssPath = `/desk/style.${createHash("sha256").update(deskCss).digest("hex").slice(0, 10)}.css`;

/** A reference, an email, an address or a phone number inside Arabic text keeps its own order. */
export const ltr = (text: string) => `<span class="ltr" dir="ltr">${e(text)}</span>`;

/**
 * A form field's mark: when `wrong` says why, `aria-invalid` and the words under its label (`note`,
 * element `id`), tied to it with its hint's id, if any, for a screen reader.
 */
export function fieldMark(id: string, wrong: string | undefined, hint = "") {
  const described = [wrong === undefined ? "" : id, hint].filter(Boolean).join(" ");
  return {
    attrs: `${wrong === undefined ? "" : ' aria-invalid="true"'}${described ? ` aria-describedby="${described}"` : ""}`,
    note: wrong === undefined ? "" : `<span class="field-error" id="${id}">${e(wrong)}</span>`,
  };
}

/**
 * On the notice that answers an action (done, refused, what is wrong): the page opens with focus
 * on it, so a keyboard or a screen reader starts from what happened, not from the top.
 */
export const focusHere = ' tabindex="-1" autofocus';

/** An instant as the desk says it: its day and time with "Amman time", in `lang` (plain text). */
export const deskTime = (ms: number, lang: Lang) =>
  `${formatMailTime(ms, lang)} (${mailWords[lang].ammanTime})`;

/** A phone number to call from the desk (a phone's own dialler), isolated like any number. */
export const telLink = (phone: string) =>
  `<a href="tel:${e(phone.replace(/[^\d+]/g, ""))}">${ltr(phone)}</a>`;

/** Previous, "page 2 of 5", next: a list's pages, each link made by `href`. */
export function pager(
  lang: Lang,
  label: string,
  page: number,
  pages: number,
  href: (page: number) => string,
) {
  const t = deskCopy[lang];
  const n = (value: number) => (lang === "ar" ? `\u2066${value}\u2069` : String(value));
  const links = [`<span>${e(fill(t.pages, { page: n(page), pages: n(pages) }))}</span>`];
  if (page > 1) links.unshift(`<a href="${e(href(page - 1))}">${e(t.previous)}</a>`);
  if (page < pages) links.push(`<a href="${e(href(page + 1))}">${e(t.next)}</a>`);
  return `<nav class="pager" aria-label="${e(label)}">${links.join("")}</nav>`;
}

/**
 * A choice that must be made, as radio buttons in a fieldset: `options` are each value and its
 * words; each input's id is `id`-value; `lang` gives a label's language when it is not the page's.
 */
export function radioChoice(
  name: string,
  legend: string,
  options: readonly (readonly [string, string])[],
  {
    checked = "",
    id = name,
    lang,
  }: { checked?: string; id?: string; lang?: (value: string) => string } = {},
) {
  return `<fieldset><legend>${e(legend)}</legend>${options
    .map(
      ([value, words]) =>
        `<p class="choice"><input type="radio" id="${id}-${value}" name="${name}" value="${value}" required${checked === value ? " checked" : ""}><label for="${id}-${value}"${lang ? ` lang="${lang(value)}"` : ""}>${e(words)}</label></p>`,
    )
    .join("")}</fieldset>`;
}

/** `/desk…` in English, `/ar/desk…` in Arabic. */
export const deskPath = (lang: Lang, path = "") => `${locales[lang].prefix}/desk${path}`;

export interface DeskFrame {
  lang: Lang;
  title: string;
  /** Which section of the navigation this page is. */
  section: "consultations" | "inquiries" | "requests" | "conflicts" | "audit";
  /** The same page in the other language (its path and query). */
  otherPath: string;
  /** The signed-in account: whether it may also edit, and its CSRF token for signing out. */
  account: { editor: boolean; csrf: string };
  body: string;
}

/** One desk page: the header with its sections, the language switch and signing out. */
export function renderDesk({ lang, title, section, otherPath, account, body }: DeskFrame): string {
  const t = deskCopy[lang];
  const other: Lang = lang === "en" ? "ar" : "en";
  const link = (href: string, label: string, current: boolean) =>
    `<a href="${e(href)}"${current ? ' aria-current="page"' : ""}>${e(label)}</a>`;
  return [
    "<!doctype html>",
    `<html lang="${lang}" dir="${locales[lang].dir}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<title>${e(title)} · ${e(t.title)} · ${e(firm.name[lang])}</title>`,
    `<link rel="stylesheet" href="${deskCssPath}">`,
    "</head>",
    "<body>",
    `<a class="skip" href="#main">${e(t.nav.skip)}</a>`,
    `<header><nav class="bar" aria-label="${e(t.nav.label)}"><p class="firm">${e(firm.name[lang])} · ${e(t.title)}</p>`,
    link(deskPath(lang), t.nav.consultations, section === "consultations"),
    link(deskPath(lang, "/inquiries"), t.nav.inquiries, section === "inquiries"),
    link(deskPath(lang, "/requests"), requestCopy[lang].desk.nav, section === "requests"),
    link(deskPath(lang, "/conflicts"), t.nav.conflicts, section === "conflicts"),
    link(deskPath(lang, "/audit"), t.nav.audit, section === "audit"),
    account.editor ? link("/keystatic", t.nav.editor, false) : "",
    `<a href="${e(otherPath)}" lang="${other}" hreflang="${other}">${e(t.nav.otherLanguage)}</a>`,
    `<form method="post" action="/editor/logout"><input type="hidden" name="csrf" value="${e(account.csrf)}"><input type="hidden" name="lang" value="${lang}"><button type="submit">${e(t.nav.signOut)}</button></form>`,
    "</nav></header>",
    `<main id="main"><h1>${e(title)}</h1>`,
    body,
    "</main></body></html>",
  ].join("\n");
}

/** Answers with a desk page: never cached, never indexed, never framed, no script. */
export function sendDesk(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex")
    .header(
      "content-security-policy",
      "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    .send(html);
}

/** Where a desk request went: its language, its address (no query) and its part of the desk. */
interface Place {
  lang: Lang;
  path: string;
  section: DeskFrame["section"];
}

/**
 * A desk page about where the request went rather than what it asked: in the address's language
 * and its part of the navigation, linked to the same address in the other language.
 */
function answerAt(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: (place: Place) => { title: string; body: string },
) {
  const path = request.url.split("?")[0]!;
  const lang: Lang = path.startsWith("/ar/") ? "ar" : "en";
  const rest = path.replace(/^(\/ar)?\/desk/, "");
  const sections = ["inquiries", "requests", "conflicts", "audit"] as const;
  const section = sections.find((name) => rest.startsWith(`/${name}`)) ?? "consultations";
  const { title, body } = page({ lang, path, section });
  const otherPath = deskPath(lang === "en" ? "ar" : "en", rest);
  const html = renderDesk({ lang, title, section, otherPath, account: request.staff!, body });
  return sendDesk(reply, status, html);
}

/**
 * A page that says nothing was done, in the words `words` picks, with a link back to the address
 * asked for (without its query): the form's own page, or a list from its start.
 */
const nothingDone =
  (
    status: number,
    words: (t: (typeof deskCopy)["en"]) => { title: string; body: string; back: string },
  ) =>
  (request: FastifyRequest, reply: FastifyReply) =>
    answerAt(request, reply, status, ({ lang, path }) => {
      const t = words(deskCopy[lang]);
      return {
        title: t.title,
        body: `<p>${e(t.body)}</p>\n<p><a href="${e(path)}">${e(t.back)}</a></p>`,
      };
    });

/** A form sent from a page opened before the account last signed in. */
export const stale = nothingDone(403, (t) => t.stale);

/** Beside a field whose words are mailed as written: the person's language, to write them in. */
export function mailedIn(lang: Lang, to: Lang): string {
  const t = deskCopy[lang];
  return fill(t.mailedIn, {
    language: to === "ar" ? t.inquiries.formArabic : t.inquiries.formEnglish,
  });
}

/**
 * A desk address or form the server cannot read (a page number past reason, a date that is none,
 * a choice that does not exist).
 */
export const unreadable = nothingDone(400, (t) => t.invalid);

/**
 * A desk address that names nothing (an erased record, a link cut short or mistyped), with the
 * way back to its list.
 */
export const missing = (request: FastifyRequest, reply: FastifyReply) =>
  answerAt(request, reply, 404, ({ lang, section }) => {
    const t = deskCopy[lang];
    const list = deskPath(lang, section === "consultations" ? "" : `/${section}`);
    const name = section === "requests" ? requestCopy[lang].desk.nav : t.nav[section];
    return {
      title: t.missing.title,
      body: `<p>${e(t.missing.body)}</p>\n<p><a href="${e(list)}">${e(name)}</a></p>`,
    };
  });
