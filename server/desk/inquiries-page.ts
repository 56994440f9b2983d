import { isolateDigitGroups } from "../../app/i18n/bidi";
import { serviceFamilies } from "../../app/contact/schema";
import { firm } from "../../app/content/firm";
import { fill } from "../../app/content/schema/template";
import type { Lang } from "../../app/i18n/locales";
import { attorneyName, formatMailTime, pageCopy } from "../bookings";
import { serviceLabel, type StoredInquiry } from "../inquiries";
import { escapeHtml as e } from "../mail";
import { conflictSearches } from "./conflicts-page";
import { type InquiryFilter, type InquiryLine, openingLength } from "./inquiries";
import { deskCopy, focusHere, deskPath, ltr, pager, renderDesk, telLink } from "./page";

type Account = { editor: boolean; csrf: string };
const count = (lang: Lang, n: number) => (lang === "ar" ? `\u2066${n}\u2069` : String(n));
const when = (iso: string, lang: Lang) => formatMailTime(Date.parse(iso), lang);

/** The filter as an address's query (the list's, the pager's, the export's). */
/** The opening as the list shows it: whole, or cut at the last word that fits, with an ellipsis. */
const opening = (text: string) =>
  text.length <= openingLength
    ? text
    : `${text.slice(0, openingLength + 1).replace(/\s+\S*$/u, "")}…`;

export function filterQuery(filter: InquiryFilter & { fromDay?: string; toDay?: string }): string {
  const query = new URLSearchParams();
  if (filter.q) query.set("q", filter.q);
  if (filter.fromDay) query.set("from", filter.fromDay);
  if (filter.toDay) query.set("to", filter.toDay);
  if (filter.service) query.set("service", filter.service);
  if (filter.status) query.set("status", filter.status);
  return query.toString();
}

/** Who answered ("Rana Haddad <rana@…>", or a name in Arabic) is isolated in either language. */
export function inquiryStatus(lang: Lang, line: Pick<InquiryLine, "answeredAt" | "answeredBy">) {
  const t = deskCopy[lang].inquiries;
  const name = `\u2068${line.answeredBy}\u2069`;
  return line.answeredAt ? fill(t.answeredBy, { name, when: when(line.answeredAt, lang) }) : t.new;
}

/** The inquiries, filtered and paged on the server, with the form that filters them. */
export function inquiriesPage({
  lang,
  account,
  filter,
  days,
  result,
  page,
  pages,
}: {
  lang: Lang;
  account: Account;
  filter: InquiryFilter;
  days: { fromDay: string; toDay: string };
  result: { lines: InquiryLine[]; total: number };
  page: number;
  pages: number;
}): string {
  const d = deskCopy[lang];
  const t = d.inquiries;
  const option = (value: string, label: string, chosen: string) =>
    `<option value="${e(value)}"${value === chosen ? " selected" : ""}>${e(label)}</option>`;
  const services = [
    option("", t.anyService, filter.service),
    ...serviceFamilies.map((s) => option(s, serviceLabel(s, lang), filter.service)),
    option("general", serviceLabel("", lang), filter.service),
  ];
  const query = filterQuery({ ...filter, ...days });
  const parts = [
    `<form class="search card filters" method="get" action="${deskPath(lang, "/inquiries")}" role="search">`,
    `<label for="q">${e(t.search)}</label><input id="q" name="q" type="search" dir="auto" maxlength="200" value="${e(filter.q)}">`,
    `<div class="row"><p><label for="from">${e(t.from)}</label><input id="from" name="from" type="date" value="${e(days.fromDay)}"></p>`,
    `<p><label for="to">${e(t.to)}</label><input id="to" name="to" type="date" value="${e(days.toDay)}"></p>`,
    `<p><label for="service">${e(t.service)}</label><select id="service" name="service">${services.join("")}</select></p>`,
    `<p><label for="status">${e(t.status)}</label><select id="status" name="status">${[
      option("", t.anyStatus, filter.status),
      option("new", t.new, filter.status),
      option("answered", t.answered, filter.status),
    ].join("")}</select></p></div>`,
    `<div class="submit-row"><button type="submit">${e(t.apply)}</button><a class="export" href="${e(deskPath(lang, `/inquiries.csv${query ? `?${query}` : ""}`))}" download>${e(t.export)}</a></div></form>`,
    `<div role="status"><h2>${e(fill(t.found, { count: count(lang, result.total) }))}</h2></div>`,
  ];
  const items = result.lines.map((line) => {
    const facts = [
      when(line.receivedAt, lang),
      serviceLabel(line.service, lang),
      line.assignedTo ? `${t.assignedTo}: ${attorneyName(line.assignedTo, lang)}` : t.unassigned,
      inquiryStatus(lang, line),
    ];
    return `<li><a href="${deskPath(lang, `/inquiries/${line.id}`)}"><bdi>${e(line.fullName)}</bdi></a> · ${ltr(line.id)}<p>${facts.map(e).join(" · ")}</p><p class="opening" dir="auto">${e(opening(line.opening))}</p></li>`;
  });
  if (items.length) parts.push(`<ol class="lines">${items.join("")}</ol>`);
  if (pages > 1) {
    const href = (p: number) => deskPath(lang, `/inquiries?${query}${query ? "&" : ""}page=${p}`);
    parts.push(pager(lang, d.nav.inquiries, page, pages, href));
  }
  return renderDesk({
    lang,
    title: d.nav.inquiries,
    section: "inquiries",
    otherPath: deskPath(lang === "en" ? "ar" : "en", `/inquiries${query ? `?${query}` : ""}`),
    account,
    body: parts.join("\n"),
  });
}

/** One inquiry, whole: the message, how to reach them, its marks and the two actions. */
export function inquiryPage({
  lang,
  account,
  inquiry,
  marks,
  booking,
  done,
}: {
  lang: Lang;
  account: Account;
  inquiry: StoredInquiry;
  marks: Pick<InquiryLine, "answeredAt" | "answeredBy" | "assignedTo">;
  booking: boolean;
  done?: "answered" | "new" | "assigned";
}): string {
  const d = deskCopy[lang];
  const t = d.inquiries;
  const path = `/inquiries/${inquiry.id}`;
  const rows: [string, string][] = [
    [pageCopy[lang].reference, ltr(inquiry.id)],
    [t.received, e(when(inquiry.receivedAt, lang))],
    [t.service, e(serviceLabel(inquiry.service, lang))],
    [t.language, e(inquiry.language === "ar" ? t.formArabic : t.formEnglish)],
    [d.detail.email, `<a href="mailto:${e(inquiry.email)}">${ltr(inquiry.email)}</a>`],
    ...(inquiry.phone ? [[d.detail.phone, telLink(inquiry.phone)] as [string, string]] : []),
    [t.status, e(inquiryStatus(lang, marks))],
    [t.assignedTo, e(marks.assignedTo ? attorneyName(marks.assignedTo, lang) : t.unassigned)],
  ];
  if (booking)
    rows.push([
      t.consultation,
      `<a href="${deskPath(lang, `/consultations/${inquiry.id}`)}">${ltr(inquiry.id)}</a>`,
    ]);
  const hidden = (action: string) =>
    `<input type="hidden" name="csrf" value="${e(account.csrf)}"><input type="hidden" name="action" value="${action}">`;
  const action = deskPath(lang, path);
  const attorneys = [
    `<option value="">${e(t.unassigned)}</option>`,
    ...firm.attorneys.map(
      (a) =>
        `<option value="${e(a.id)}"${a.id === marks.assignedTo ? " selected" : ""}>${e(a.name[lang])}</option>`,
    ),
  ];
  const forms = [
    marks.answeredAt
      ? `<form method="post" action="${action}">${hidden("new")}<button type="submit" class="quiet">${e(t.markNew)}</button></form>`
      : `<form method="post" action="${action}">${hidden("answered")}<button type="submit">${e(t.markAnswered)}</button></form>`,
    `<form method="post" action="${action}">${hidden("assign")}<label for="attorney">${e(t.attorney)}</label> <select id="attorney" name="attorney">${attorneys.join("")}</select> <button type="submit" class="quiet">${e(t.assign)}</button></form>`,
  ];
  // Parties named with a message alone (with a time, they are the consultation's), for the check;
  // with none named, the writer's own name is still one to search.
  const parties = inquiry.otherParties
    ? `<div class="parties"><p>${e(d.detail.otherParties)}</p><p class="quoted" dir="auto">${e(isolateDigitGroups(inquiry.otherParties))}</p>${conflictSearches(lang, inquiry.fullName, inquiry.otherParties)}</div>`
    : `<div class="parties">${conflictSearches(lang, inquiry.fullName, "")}</div>`;
  const body = [
    done ? `<p class="notice" role="status"${focusHere}>${e(t.done[done])}</p>` : "",
    parties,
    `<section class="card"><dl>${rows.map(([label, value]) => `<dt>${e(label)}</dt><dd>${value}</dd>`).join("")}</dl></section>`,
    `<section class="card"><h2>${e(d.detail.message)}</h2><p class="message" dir="auto">${e(isolateDigitGroups(inquiry.message))}</p></section>`,
    `<section class="card actions"><h2>${e(d.actions.heading)}</h2>${forms.join("")}</section>`,
    `<p><a href="${deskPath(lang, "/inquiries")}">${e(d.nav.inquiries)}</a></p>`,
  ];
  return renderDesk({
    lang,
    title: inquiry.fullName,
    section: "inquiries",
    otherPath: deskPath(lang === "en" ? "ar" : "en", path),
    account,
    body: body.join("\n"),
  });
}
