import { formatMailTime } from "../bookings";
import type { Lang } from "../../app/i18n/locales";
import { escapeHtml as e } from "../mail";
import type { Store } from "../store";
import { requestCopy } from "../privacy";
import { deskCopy, deskPath, ltr, pager, renderDesk } from "./page";
import { pageSize } from "./store";

/** How a line's action reads: the desk's words, or a data request's (the log stores a code). */
export function actionLabel(lang: Lang, action: string): string {
  const desk = deskCopy[lang].audit.actions;
  const requests = requestCopy[lang].desk.audit;
  if (action in desk) return desk[action as keyof typeof desk];
  return action in requests ? requests[action as keyof typeof requests] : action;
}

/** Where a line's record opens: a data request, an inquiry (answered, assigned), or a consultation. */
const recordSection = (action: string) =>
  action.startsWith("request:")
    ? "requests"
    : ["answered", "reopened", "assigned"].includes(action)
      ? "inquiries"
      : "consultations";

/** The audit log, newest line first, a page at a time. */
export function auditPage({
  lang,
  account,
  page,
  store,
}: {
  lang: Lang;
  account: { editor: boolean; csrf: string };
  page: number;
  store: Store;
}): string {
  const t = deskCopy[lang];
  const { lines, total } = store.audit.page(pageSize, (page - 1) * pageSize);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const items = lines.map(
    (line) =>
      `<li><dl><dt>${e(t.audit.at)}</dt><dd>${e(formatMailTime(line.at, lang))}</dd><dt>${e(t.audit.actor)}</dt><dd>${ltr(line.actor || "—")}</dd><dt>${e(t.audit.action)}</dt><dd>${e(actionLabel(lang, line.action))}</dd><dt>${e(t.audit.record)}</dt><dd>${line.record ? `<a href="${deskPath(lang, `/${recordSection(line.action)}/${line.record}`)}">${ltr(line.record)}</a>` : "—"}</dd><dt>${e(t.audit.address)}</dt><dd>${ltr(line.address)}</dd></dl></li>`,
  );
  const href = (p: number) => deskPath(lang, `/audit${p > 1 ? `?page=${p}` : ""}`);
  return renderDesk({
    lang,
    title: t.audit.title,
    section: "audit",
    otherPath: deskPath(lang === "en" ? "ar" : "en", `/audit${page > 1 ? `?page=${page}` : ""}`),
    account,
    body: `${items.length ? `<ol class="lines">${items.join("")}</ol>` : `<p>${e(t.empty)}</p>`}${pager(lang, t.audit.title, page, pages, href)}`,
  });
}
