import { isolateDigitGroups } from "../../app/i18n/bidi";
import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";
import { firm } from "../../app/content/firm";
import { locales, type Lang } from "../../app/i18n/locales";
import { escapeHtml } from "../mail";
import { agreeWithAttorney, attorneyName, meetingLabel, visitorClock } from "./labels";
import { firmBookingCopy } from "./mails/firm-copy";
import { noteMaxLength, pageCopy, type PageCopy } from "./page-copy";
import type { Booking } from "./store";
import { formatMailTime } from "./when";

/**
 * The small pages behind the booking links: server-rendered, no script, one stylesheet served
 * by the server under a content-hashed name (so the site's CSP needs nothing inline).
 */
export const pageCss = `
*,::before,::after{box-sizing:border-box}
body{margin:0;background:#f8fafc;color:#1e293b;font:16px/1.6 system-ui,"Segoe UI","Noto Sans Arabic",Tahoma,sans-serif}
header{background:#0f2747;color:#fff;border-bottom:3px solid #c9a54e;padding:1rem 1.25rem}
header p{max-width:36rem;margin:0 auto;font-size:1.125rem;font-weight:700;display:flex;align-items:center;gap:.75rem}
header img{flex:none}
main{max-width:36rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:.5rem}
h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.3;color:#0f2747}
dl{display:grid;grid-template-columns:minmax(0,max-content) minmax(0,1fr);gap:.25rem 1rem;margin:1rem 0}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere;white-space:pre-line}
@media (max-width:30rem){dl{grid-template-columns:minmax(0,1fr)}dt{margin-top:.5rem}}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
textarea,input[type=email]{width:100%;min-height:7rem;padding:.5rem;border:1px solid #64748b;border-radius:.25rem;font:inherit}input[type=email]{min-height:2.75rem;direction:ltr}
.error{color:#b91c1c;font-weight:600;margin:.25rem 0 0}section{margin:1.5rem 0}h2{font-size:1.15rem;color:#0f2747}
.hint{color:#475569;font-size:.9rem;margin:.25rem 0 0}
fieldset{margin:1rem 0 0;padding:.25rem 1rem .5rem;border:1px solid #cbd5e1;border-radius:.25rem}legend{font-weight:600;padding:0 .25rem}
.choice{display:flex;gap:.5rem;align-items:flex-start;margin:.5rem 0}.choice input{flex:none;width:1.1rem;height:1.1rem;margin:.3rem 0 0}.choice label{font-weight:400;margin:0}
button{margin-top:1.25rem;padding:.75rem 1.25rem;border:0;border-radius:.25rem;background:#0f2747;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#1e3a66}
:focus-visible{outline:3px solid #b45309;outline-offset:2px}
.notice{padding:.75rem 1rem;border-inline-start:4px solid #0f2747;background:#f1f5f9}
.parties{margin:1rem 0;padding:.75rem 1rem;border-inline-start:4px solid #c9a54e;background:#fdf8ec}
.parties p{margin:0}.parties .quoted{margin-top:.5rem;white-space:pre-wrap;unicode-bidi:plaintext;text-align:start;overflow-wrap:anywhere;font-weight:600}
a{color:#0f2747}
@media (max-width:40rem){main{margin:0;border:0;border-radius:0;padding:1.25rem}header p{max-width:none}}
`.trim();

export const pageCssPath = `/booking/style.${createHash("sha256").update(pageCss).digest("hex").slice(0, 10)}.css`;

export interface PageContent {
  lang: Lang;
  title: string;
  /** Paragraphs, each in its own <p>. */
  paragraphs?: readonly string[];
  /** Label and value pairs describing the booking. */
  details?: readonly (readonly [string, string])[];
  /** A message that stands out (the outcome of a press, or why nothing changed). */
  notice?: string;
  /**
   * For the firm, before the details: what it must check before confirming, and the visitor's
   * own words (the other parties to the matter), kept as written; `quoted` is absent when none.
   */
  check?: { lead: string; quoted?: string };
  /** The POST form with its button, and for a decline its outcomes and the note field. */
  form?: {
    action: string;
    button: string;
    /** The start (ms) the page shows: a press after the consultation moved changes nothing. */
    shown?: number;
    outcome?: { legend: string; options: readonly { value: string; label: string }[] };
    note?: { label: string; hint: string };
  };
  home: string;
  /** The office's number, to call from a phone (the page's words say to call it). */
  call?: string;
  /** Where the last link goes, when not the home page (with `home` as its words). */
  homeHref?: string;
  /** Markup made by the caller after the paragraphs (a form of its own, a list), escaped there. */
  html?: string;
}

/** One whole page; every value is escaped. */
export function renderPage(content: PageContent): string {
  const { lang } = content;
  const e = escapeHtml;
  const parts: string[] = [`<h1>${e(content.title)}</h1>`];
  if (content.notice) parts.push(`<p class="notice" role="status">${e(content.notice)}</p>`);
  if (content.check) {
    const { lead, quoted } = content.check;
    const words =
      quoted === undefined
        ? ""
        : `<p class="quoted" dir="auto">${e(isolateDigitGroups(quoted))}</p>`;
    parts.push(`<div class="parties"><p>${e(lead)}</p>${words}</div>`);
  }
  if (content.details?.length) {
    const rows = content.details.map(
      ([label, value]) => `<dt>${e(label)}</dt><dd>${e(value)}</dd>`,
    );
    parts.push(`<dl>${rows.join("")}</dl>`);
  }
  for (const paragraph of content.paragraphs ?? []) parts.push(`<p>${e(paragraph)}</p>`);
  if (content.call)
    parts.push(
      `<p><a href="tel:${e(content.call.replace(/[^\d+]/g, ""))}" dir="ltr">${e(content.call)}</a></p>`,
    );
  if (content.html) parts.push(content.html);
  if (content.form) {
    const { action, button, note, outcome, shown } = content.form;
    const start = shown === undefined ? "" : `<input type="hidden" name="shown" value="${shown}">`;
    const choice = outcome
      ? `<fieldset><legend>${e(outcome.legend)}</legend>${outcome.options
          .map(
            ({ value, label }, i) =>
              `<p class="choice"><input type="radio" id="outcome-${i}" name="outcome" value="${e(value)}"${i === 0 ? " checked" : ""}><label for="outcome-${i}">${e(label)}</label></p>`,
          )
          .join("")}</fieldset>`
      : "";
    const field = note
      ? `<label for="note">${e(note.label)}</label><textarea id="note" name="note" maxlength="${noteMaxLength}" aria-describedby="note-hint"></textarea><p class="hint" id="note-hint">${e(note.hint)}</p>`
      : "";
    parts.push(
      `<form method="post" action="${e(action)}">${start}${choice}${field}<button type="submit">${e(button)}</button></form>`,
    );
  }
  const home = content.homeHref ?? (lang === "ar" ? "/ar" : "/");
  parts.push(`<p><a href="${e(home)}">${e(content.home)}</a></p>`);
  return [
    "<!doctype html>",
    `<html lang="${lang}" dir="${locales[lang].dir}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${e(content.title)} | ${e(firm.name[lang])}</title>`,
    `<link rel="stylesheet" href="${pageCssPath}">`,
    "</head>",
    `<body><header><p><img src="/favicon.svg" alt="" width="40" height="40">${e(firm.name[lang])}</p></header><main>${parts.join("\n")}</main></body>`,
    "</html>",
  ].join("\n");
}

/** Answers with one of these pages: never cached or indexed, and its address never sent on. */
export function sendBookingPage(reply: FastifyReply, status: number, content: PageContent) {
  return (
    reply
      .code(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("x-robots-tag", "noindex")
      // The token is in the address: it must not leave in a Referer header.
      .header("referrer-policy", "no-referrer")
      .send(renderPage(content))
  );
}

/** A booking as these pages show it; the visitor's own clock too when theirs differs. */
export function bookingDetails(
  lang: Lang,
  booking: Booking,
  forVisitor: boolean,
): [string, string][] {
  const copy = pageCopy[lang];
  const rows: [string, string][] = [
    [copy.reference, booking.inquiryId],
    [copy.when, `${formatMailTime(booking.start, lang)} (${copy.ammanTime})`],
  ];
  // The visitor's own clock, when it reads otherwise: theirs to read, or the firm's to call by.
  const theirs = visitorClock(booking, lang);
  if (theirs)
    rows.push([
      forVisitor ? copy.yourTimeLabel : firmBookingCopy[lang].booking.visitorTime,
      theirs,
    ]);
  rows.push(
    [copy.meeting, meetingLabel(booking.meeting, lang, forVisitor ? "visitor" : "firm")],
    [
      agreeWithAttorney(copy.attorney, booking.attorney, lang),
      attorneyName(booking.attorney, lang),
    ],
    [copy.status, copy.statuses[booking.status]],
  );
  return rows;
}

/** Why a link's page refuses: a key of the pages' `errors` copy. */
export type RefusalKind = keyof PageCopy["errors"];

/** A refused link's page: the reason's title and explanation, in `lang`. Nothing changed. */
export function sendRefusal(reply: FastifyReply, lang: Lang, status: number, which: RefusalKind) {
  const copy = pageCopy[lang];
  return sendBookingPage(reply, status, {
    lang,
    title: copy.errors[which].title,
    paragraphs: [copy.errors[which].body],
    home: copy.home,
  });
}
