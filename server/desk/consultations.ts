import { fill } from "../../app/content/schema/template";
import { bookingSettings } from "../../app/content/booking";
import { bookableAttorneyIds, firm } from "../../app/content/firm";
import { formatSlot } from "../../app/i18n/format";
import { locales, type Lang } from "../../app/i18n/locales";
import { attorneyName, type Booking, formatMailTime, meetingLabel, pageCopy } from "../bookings";
import { serviceLabel } from "../inquiries";
import { escapeHtml as e } from "../mail";
import { addDays, zonedParts } from "../../app/booking/zoned";
import { deskCopy, deskPath, deskTime, ltr, pager, renderDesk } from "./page";
import { type DeskLine, type DeskView, deskViews } from "./store";

/** What the desk may do to a consultation: each is a transition of the lifecycle. */
export const deskActions = ["confirm", "decline", "cancel", "attend", "miss"] as const;
export type DeskAction = (typeof deskActions)[number];

export type Account = { editor: boolean; csrf: string };
const zone = () => bookingSettings.timeZone;

/**
 * "in 3 hours" (Intl's words, in either language): how long is left, in the largest unit that
 * reads well.
 */
export function timeLeft(lang: Lang, ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const format = new Intl.RelativeTimeFormat(locales[lang].numberLocale, { numeric: "always" });
  if (minutes < 120) return format.format(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? format.format(hours, "hour") : format.format(Math.floor(hours / 24), "day");
}

/** How a declined request was declined: which visitors wait to be offered another time. */
export const declinedAs = (lang: Lang, booking: Booking) =>
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
      ? `${t.columns.timeLeft}: ${timeLeft(lang, item.holdUntil - now)} · ${deskTime(item.holdUntil, lang)}`
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
  // The agenda under a heading per day of Amman's calendar, today's and tomorrow's saying so;
  // the other lists as they come.
  const today = zonedParts(new Date(now), zone()).date;
  const soon = new Intl.RelativeTimeFormat(locales[lang].numberLocale, { numeric: "auto" });
  const dayHeading = (start: number) => {
    const date = formatSlot(lang, new Date(start), zone(), "day");
    const ahead = [today, addDays(today, 1)].indexOf(zonedParts(new Date(start), zone()).date);
    if (ahead < 0) return date;
    const word = soon.format(ahead, "day");
    return `${word.charAt(0).toLocaleUpperCase(lang) + word.slice(1)} · ${date}`;
  };
  let day = "";
  let open = false;
  for (const item of list.lines) {
    const itemDay = view === "agenda" ? dayHeading(item.start) : "";
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
  if (list.pages > 1)
    parts.push(pager(lang, t.views[view], page, list.pages, (p) => deskPath(lang, query(view, p))));
  return renderDesk({
    lang,
    title: t.nav.consultations,
    section: "consultations",
    otherPath: deskPath(lang === "en" ? "ar" : "en", query(view, page)),
    account,
    body: parts.join("\n"),
  });
}
