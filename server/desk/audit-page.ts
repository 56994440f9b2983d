import { formatMailTime } from "../bookings";
import type { Lang } from "../../app/i18n/locales";
import { escapeHtml as e } from "../mail";
import type { Store } from "../store";
import { requestCopy } from "../privacy";
import { deskCopy, deskPath, ltr, pager, renderDesk } from "./page";
import { pageSize } from "./store";
import type { AuditFilter, AuditLine } from "./audit";
import { fill } from "../../app/content/schema/template";

/** Every action the log can name: the desk's own, and the data requests'. */
export function auditActions(): string[] {
  return [...Object.keys(deskCopy.en.audit.actions), ...Object.keys(requestCopy.en.desk.audit)];
}

/** How a line's action reads: the desk's words, or a data request's (the log stores a code). */
export function actionLabel(lang: Lang, action: string): string {
  const desk = deskCopy[lang].audit.actions;
  const requests = requestCopy[lang].desk.audit;
  if (action in desk) return desk[action as keyof typeof desk];
  return action in requests ? requests[action as keyof typeof requests] : action;
}

/** What a line says was done: its action's words, and a move's times from and to (Amman time). */
export function lineAction(lang: Lang, { action, detail }: Pick<AuditLine, "action" | "detail">) {
  const label = actionLabel(lang, action);
  if (!detail) return label;
  const { from, to } = JSON.parse(detail) as { from?: number; to?: number };
  if (from === undefined || to === undefined) return label;
  const times = { from: formatMailTime(from, lang), to: formatMailTime(to, lang) };
  return `${label} ${fill(deskCopy[lang].audit.moved, times)}`;
}

/** Where a line's record opens: a data request, an inquiry (answered, assigned), or a consultation. */
const recordSection = (action: string) =>
  action.startsWith("request:")
    ? "requests"
    : ["answered", "reopened", "assigned"].includes(action)
      ? "inquiries"
      : "consultations";

/**
 * The audit log, newest line first, a page at a time; of one staff member, or one action, when
 * chosen (who erased whom, every refused sign-in).
 */
export function auditPage({
  lang,
  account,
  page,
  store,
  filter,
}: {
  lang: Lang;
  account: { editor: boolean; csrf: string };
  page: number;
  store: Store;
  filter: AuditFilter;
}): string {
  const t = deskCopy[lang];
  const { lines, total } = store.audit.page(pageSize, (page - 1) * pageSize, filter);
  const option = (value: string, label: string, chosen: string) =>
    `<option value="${e(value)}"${value === chosen ? " selected" : ""}>${e(label)}</option>`;
  const actors = [
    option("", t.audit.everyone, filter.actor),
    ...store.audit.actors().map((actor) => option(actor, actor, filter.actor)),
  ];
  const actions = [
    option("", t.audit.everyAction, filter.action),
    ...auditActions().map((action) => option(action, actionLabel(lang, action), filter.action)),
  ];
  const choice = `<form class="whose" method="get" action="${deskPath(lang, "/audit")}"><label for="actor">${e(t.audit.actor)}</label> <select id="actor" name="actor" dir="auto">${actors.join("")}</select> <label for="action">${e(t.audit.action)}</label> <select id="action" name="action">${actions.join("")}</select> <button type="submit" class="quiet">${e(t.inquiries.apply)}</button></form>`;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const items = lines.map(
    (line) =>
      `<li><dl><dt>${e(t.audit.at)}</dt><dd>${e(formatMailTime(line.at, lang))}</dd><dt>${e(t.audit.actor)}</dt><dd>${ltr(line.actor || "—")}</dd><dt>${e(t.audit.action)}</dt><dd>${e(lineAction(lang, line))}</dd><dt>${e(t.audit.record)}</dt><dd>${line.record ? `<a href="${deskPath(lang, `/${recordSection(line.action)}/${line.record}`)}">${ltr(line.record)}</a>` : "—"}</dd><dt>${e(t.audit.address)}</dt><dd>${ltr(line.address)}</dd></dl></li>`,
  );
  // The pages and the other language keep the choice.
  const query = (p: number) => {
    const params = new URLSearchParams({ ...filter, page: String(p) });
    for (const [key, value] of [...params]) if (!value || value === "1") params.delete(key);
    const text = params.toString();
    return `/audit${text ? `?${text}` : ""}`;
  };
  const href = (p: number) => deskPath(lang, query(p));
  return renderDesk({
    lang,
    title: t.audit.title,
    section: "audit",
    otherPath: deskPath(lang === "en" ? "ar" : "en", query(page)),
    account,
    body: `${choice}${items.length ? `<ol class="lines">${items.join("")}</ol>` : `<p>${e(t.empty)}</p>`}${pager(lang, t.audit.title, page, pages, href)}`,
  });
}
