import { fill } from "../../app/content/schema/template";
import { bookingSettings } from "../../app/content/booking";
import { bookableAttorneyIds, firm } from "../../app/content/firm";
import { formatSlot } from "../../app/i18n/format";
import { locales, type Lang } from "../../app/i18n/locales";
import {
  attorneyName,
  type Booking,
  bookingDetails,
  conflictCheck,
  formatMailTime,
  lifecycle,
  meetingLabel,
  noteMaxLength,
  pageCopy,
} from "../bookings";
import { serviceLabel, type StoredInquiry } from "../inquiries";
import { escapeHtml as e } from "../mail";
import { deskCopy, deskPath, ltr, mailedIn, renderDesk, telLink } from "./page";
import { type DeskLine, type DeskView, deskViews } from "./store";
import { actionLabel } from "./audit-page";
import type { AuditLine } from "./audit";

/** What the desk may do to a consultation: each is a transition of the lifecycle. */
export const deskActions = ["confirm", "decline", "cancel", "attend", "miss"] as const;
export type DeskAction = (typeof deskActions)[number];

type Account = { editor: boolean; csrf: string };
const zone = () => bookingSettings.timeZone;

/**
 * "in 3 hours" (Intl's words, in either language): how long is left, in the largest unit that
 * reads well.
 */
function timeLeft(lang: Lang, ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const format = new Intl.RelativeTimeFormat(locales[lang].numberLocale, { numeric: "always" });
  if (minutes < 120) return format.format(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? format.format(hours, "hour") : format.format(Math.floor(hours / 24), "day");
}

/** How a declined request was declined: which visitors wait to be offered another time. */
const declinedAs = (lang: Lang, booking: Booking) =>
  booking.status === "declined" && booking.declinedAs
    ? deskCopy[lang].detail.declinedAs[booking.declinedAs]
    : undefined;

function line(lang: Lang, item: DeskLine, now: number): string {
  const t = deskCopy[lang];
  const copy = pageCopy[lang];
  const when = `${formatMailTime(item.start, lang)} (${copy.ammanTime})`;
  const facts = [
    when,
    attorneyName(item.attorney, lang),
    meetingLabel(item.meeting, lang, "firm"),
    serviceLabel(item.service, lang),
  ];
  const status =
    item.status === "requested"
      ? `${t.columns.timeLeft}: ${timeLeft(lang, item.holdUntil - now)} (${formatMailTime(item.holdUntil, lang)})`
      : (declinedAs(lang, item) ?? copy.statuses[item.status]);
  return `<li><a href="${deskPath(lang, `/consultations/${item.inquiryId}`)}"><bdi>${e(item.fullName)}</bdi></a> · ${ltr(item.inquiryId)}<p>${facts.map(e).join(" · ")}</p><p>${e(status)}</p></li>`;
}

export function consultationsPage({
  lang,
  account,
  view,
  attorney,
  list,
  counts,
  page,
  now,
  waiting,
  mail = { on: false },
}: {
  lang: Lang;
  account: Account;
  view: DeskView;
  /** The attorney whose consultations the lists hold ('' for every attorney's). */
  attorney: string;
  list: { lines: DeskLine[]; pages: number };
  counts: Record<string, number>;
  page: number;
  now: number;
  /** What else waits for an answer: new inquiries, data requests not yet answered. */
  waiting: { inquiries: number; requests: number };
  /** Whether mail goes out: off on this server, or mails waiting too long (the staff then call). */
  mail?: { on: false } | { on: true; late: { n: number; since: string | null } };
}): string {
  const t = deskCopy[lang];
  const whose = attorney ? `&attorney=${encodeURIComponent(attorney)}` : "";
  const query = (v: DeskView, p = 1) => `?view=${v}${whose}${p > 1 ? `&page=${p}` : ""}`;
  const href = (v: DeskView, p = 1) => e(deskPath(lang, query(v, p)));
  // The attorneys who take consultations, and the one chosen should they no longer take any.
  const options = [
    `<option value="">${e(t.anyAttorney)}</option>`,
    ...firm.attorneys
      .filter((a) => bookableAttorneyIds.includes(a.id) || a.id === attorney)
      .map(
        (a) =>
          `<option value="${e(a.id)}"${a.id === attorney ? " selected" : ""}>${e(a.name[lang])}</option>`,
      ),
  ];
  const tabs = deskViews
    .map(
      (v) =>
        `<li><a href="${href(v)}"${v === view ? ' aria-current="page"' : ""}>${e(t.views[v])} <span class="count">(${counts[v]})</span></a></li>`,
    )
    .join("");
  const others = [
    `<a href="${deskPath(lang, "/inquiries?status=new")}">${e(fill(t.summary.inquiries, { count: waiting.inquiries }))}</a>`,
    `<a href="${deskPath(lang, "/requests")}">${e(fill(t.summary.requests, { count: waiting.requests }))}</a>`,
  ];
  const mailNotice = !mail.on
    ? t.mail.off
    : mail.late.n > 0
      ? fill(t.mail.late, {
          count: mail.late.n,
          since: formatMailTime(Date.parse(mail.late.since!), lang),
        })
      : "";
  const parts = [
    mailNotice ? `<p class="notice refused">${e(mailNotice)}</p>` : "",
    `<p class="summary">${others.join(" · ")}</p>`,
    `<p><a class="book" href="${deskPath(lang, "/consultations/new")}">${e(t.book.link)}</a></p>`,
    `<form class="whose" method="get" action="${deskPath(lang, "")}"><input type="hidden" name="view" value="${view}"><label for="attorney">${e(t.inquiries.attorney)}</label> <select id="attorney" name="attorney">${options.join("")}</select> <button type="submit" class="quiet">${e(t.inquiries.apply)}</button></form>`,
    `<ul class="tabs">${tabs}</ul>`,
    `<h2>${e(t.views[view])}</h2>`,
    `<p class="hint">${e(t.viewHints[view])}</p>`,
  ];
  if (list.lines.length === 0) parts.push(`<p>${e(t.empty)}</p>`);
  // The agenda under a heading per day of Amman's calendar; the other lists as they come.
  let day = "";
  let open = false;
  for (const item of list.lines) {
    const itemDay = view === "agenda" ? formatSlot(lang, new Date(item.start), zone(), "day") : "";
    if (!open || itemDay !== day) {
      if (open) parts.push("</ol>");
      if (itemDay) parts.push(`<h3>${e(itemDay)}</h3>`);
      parts.push('<ol class="lines">');
      open = true;
      day = itemDay;
    }
    parts.push(line(lang, item, now));
  }
  if (open) parts.push("</ol>");
  if (list.pages > 1) {
    const pager = [`<span>${e(fill(t.pages, { page: page, pages: list.pages }))}</span>`];
    if (page > 1) pager.unshift(`<a href="${href(view, page - 1)}">${e(t.previous)}</a>`);
    if (page < list.pages) pager.push(`<a href="${href(view, page + 1)}">${e(t.next)}</a>`);
    parts.push(`<nav class="pager" aria-label="${e(t.views[view])}">${pager.join("")}</nav>`);
  }
  return renderDesk({
    lang,
    title: t.nav.consultations,
    section: "consultations",
    otherPath: deskPath(lang === "en" ? "ar" : "en", query(view, page)),
    account,
    body: parts.join("\n"),
  });
}

/** The transitions the desk offers for `booking` now, in the order its buttons stand. */
const offered = (booking: Booking, now: number): DeskAction[] =>
  deskActions.filter(
    (action) => lifecycle.refusal(action as lifecycle.Transition, booking, { now }) === null,
  );

export function consultationPage({
  lang,
  account,
  found,
  now,
  done,
  refused,
  history = [],
  video = null,
}: {
  lang: Lang;
  account: Account & { csrf: string };
  found: { booking: Booking; inquiry: StoredInquiry } | null;
  now: number;
  /** What was just done here, or that it was just booked for a caller. */
  done?: DeskAction | "entered";
  refused?: lifecycle.Refusal | "moved";
  /** Its lines of the audit log, oldest first. */
  history?: readonly AuditLine[];
  /** A video consultation's room, as its mails give it: the staff can pass it on. */
  video?: string | null;
}): string {
  const t = deskCopy[lang];
  const copy = pageCopy[lang];
  const other = lang === "en" ? "ar" : "en";
  if (!found) {
    return renderDesk({
      lang,
      title: t.refused.missing,
      section: "consultations",
      otherPath: deskPath(other),
      account,
      body: `<p><a href="${deskPath(lang)}">${e(t.detail.back)}</a></p>`,
    });
  }
  const { booking, inquiry } = found;
  const path = `/consultations/${booking.inquiryId}`;
  const parts: string[] = [];
  if (done) parts.push(`<p class="notice" role="status">${e(t.done[done])}</p>`);
  if (refused)
    parts.push(
      `<p class="notice refused" role="status">${e(refused === "past" || refused === "missing" || refused === "moved" ? t.refused[refused] : t.refused.status)}</p>`,
    );
  // The conflict check comes first while the request waits to be confirmed; once answered, the
  // parties named stay in view, without a call to check "before you confirm".
  const check = conflictCheck(lang, booking);
  const lead = booking.status === "requested" ? check.lead : t.detail.otherParties;
  // Each name a link to the conflict search, the visitor's own first (a line each, as typed).
  const names = [inquiry.fullName, ...(check.quoted ?? "").split("\n")]
    .map((name) => name.trim())
    .filter((name) => name && name.length <= 200)
    .slice(0, 6);
  const searches = names
    .map(
      (name) =>
        `<li><a href="${e(deskPath(lang, `/conflicts?${new URLSearchParams({ q: name })}`))}">${t.detail.search
          .split("{{name}}")
          .map(e)
          .join(`<bdi>${e(name)}</bdi>`)}</a></li>`,
    )
    .join("");
  if (booking.status === "requested" || check.quoted !== undefined)
    parts.push(
      `<div class="parties"><p>${e(lead)}</p>${check.quoted === undefined ? "" : `<p class="quoted" dir="auto">${e(check.quoted)}</p>`}<ul class="checks">${searches}</ul></div>`,
    );
  // The status says how a declined request was declined.
  const rows = bookingDetails(lang, booking, false).map(([label, value]) =>
    label === copy.reference
      ? [label, ltr(value)]
      : [label, e(label === copy.status ? (declinedAs(lang, booking) ?? value) : value)],
  );
  if (booking.status === "requested")
    rows.push([
      t.detail.holdEnds,
      e(`${timeLeft(lang, booking.holdUntil - now)} (${formatMailTime(booking.holdUntil, lang)})`),
    ]);
  if (video) rows.push([t.detail.video, `<a href="${e(video)}">${ltr(video)}</a>`]);
  if (booking.note)
    rows.push([t.detail.note, `<span class="message" dir="auto">${e(booking.note)}</span>`]);
  rows.push(
    [t.detail.service, e(serviceLabel(inquiry.service, lang))],
    [t.detail.received, e(formatMailTime(Date.parse(inquiry.receivedAt), lang))],
    [
      t.inquiries.inquiry,
      `<a href="${deskPath(lang, `/inquiries/${inquiry.id}`)}">${ltr(inquiry.id)}</a>`,
    ],
  );
  const list = (pairs: string[][]) =>
    `<dl>${pairs.map(([label, value]) => `<dt>${e(label!)}</dt><dd>${value}</dd>`).join("")}</dl>`;
  parts.push(`<section class="card">${list(rows)}</section>`);
  parts.push(
    `<section class="card"><h2>${e(t.detail.contact)}</h2>${list([
      [t.detail.email, `<a href="mailto:${e(inquiry.email)}">${ltr(inquiry.email)}</a>`],
      // No row for a phone the visitor left out (it is optional).
      ...(inquiry.phone ? [[t.detail.phone, telLink(inquiry.phone)]] : []),
    ])}</section>`,
  );
  parts.push(
    `<section class="card"><h2>${e(t.detail.message)}</h2><p class="message" dir="auto">${e(inquiry.message)}</p></section>`,
  );

  const actions = offered(booking, now);
  const form = (action: DeskAction, inner: string) =>
    `<form method="post" action="${deskPath(lang, path)}"><input type="hidden" name="csrf" value="${e(account.csrf)}"><input type="hidden" name="action" value="${action}"><input type="hidden" name="shown" value="${booking.start}">${inner}<button type="submit">${e(buttons[action])}</button></form>`;
  const buttons: Record<DeskAction, string> = {
    confirm: t.actions.confirm,
    decline: t.actions.declineSend,
    cancel: t.actions.cancelSend,
    attend: t.actions.attended,
    miss: t.actions.absent,
  };
  const declineFields = `<fieldset><legend>${e(copy.outcome.legend)}</legend>${[
    ["another-time", copy.outcome.anotherTime],
    ["cannot-act", copy.outcome.cannotAct],
  ]
    .map(
      ([value, label], i) =>
        `<p class="choice"><input type="radio" id="outcome-${i}" name="outcome" value="${value}"${i === 0 ? " checked" : ""}><label for="outcome-${i}">${e(label!)}</label></p>`,
    )
    .join(
      "",
    )}</fieldset><label for="note">${e(copy.noteLabel)}</label><textarea id="note" name="note" maxlength="${noteMaxLength}" aria-describedby="note-hint"></textarea><p class="hint" id="note-hint">${e(copy.noteHint)} ${e(mailedIn(lang, inquiry.language))}</p>`;
  // Cancelling mails the visitor at once and cannot be undone: it opens first, saying so.
  const cancel = () =>
    `<details class="guard"><summary>${e(t.actions.cancel)}</summary>${form("cancel", `<p>${e(t.actions.cancelWarning)}</p>`)}</details>`;
  // So does declining: it mails the visitor too, and is not as loud as Confirm beside it.
  const decline = () =>
    `<details class="guard"><summary>${e(t.actions.decline)}</summary>${form("decline", declineFields)}</details>`;
  const forms = actions.map((action) =>
    action === "cancel" ? cancel() : action === "decline" ? decline() : form(action, ""),
  );
  // Moving, on a page of its own (./move.ts), before Cancel: the firm may move it whatever the
  // client's own moves (the client's kind of move is refused there once they are spent).
  if (lifecycle.refusal("move", booking, { now }) === null) {
    const at = actions.includes("cancel") ? actions.indexOf("cancel") : forms.length;
    const href = deskPath(lang, `${path}/move`);
    forms.splice(at, 0, `<p><a class="button" href="${href}">${e(t.actions.move)}</a></p>`);
  }
  parts.push(
    `<section class="card actions"><h2>${e(t.actions.heading)}</h2>${forms.length ? forms.join("") : `<p>${e(t.actions.none)}</p>`}</section>`,
  );
  // Who did what to it at the desk, from the audit log (answers from the firm's mail name no one).
  if (history.length)
    parts.push(
      `<section class="card"><h2>${e(t.detail.history)}</h2><ol class="history">${history
        .map(
          (line) =>
            `<li>${e(formatMailTime(line.at, lang))} · ${e(actionLabel(lang, line.action))} · ${ltr(line.actor)}</li>`,
        )
        .join("")}</ol></section>`,
    );
  parts.push(`<p><a href="${deskPath(lang)}">${e(t.detail.back)}</a></p>`);
  return renderDesk({
    lang,
    title: inquiry.fullName,
    section: "consultations",
    otherPath: deskPath(other, path),
    account,
    body: parts.join("\n"),
  });
}
