import { fill } from "../../app/content/schema/template";
import { formatMailTime } from "../bookings";
import type { Lang } from "../../app/i18n/locales";
import { escapeHtml as e } from "../mail";
import type { Store } from "../store";
import { deskCopy, deskPath, ltr, renderDesk } from "./page";
import { pageSize } from "./store";

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
      `<li><dl><dt>${e(t.audit.at)}</dt><dd>${e(formatMailTime(line.at, lang))}</dd><dt>${e(t.audit.actor)}</dt><dd>${ltr(line.actor || "—")}</dd><dt>${e(t.audit.action)}</dt><dd>${e(t.audit.actions[line.action as keyof typeof t.audit.actions] ?? line.action)}</dd><dt>${e(t.audit.record)}</dt><dd>${line.record ? `<a href="${deskPath(lang, `/consultations/${line.record}`)}">${ltr(line.record)}</a>` : "—"}</dd><dt>${e(t.audit.address)}</dt><dd>${ltr(line.address)}</dd></dl></li>`,
  );
  const href = (p: number) => deskPath(lang, `/audit${p > 1 ? `?page=${p}` : ""}`);
  const pager: string[] = [];
  if (page > 1) pager.push(`<a href="${href(page - 1)}">${e(t.previous)}</a>`);
  pager.push(`<span>${e(fill(t.pages, { page: page, pages: pages }))}</span>`);
  if (page < pages) pager.push(`<a href="${href(page + 1)}">${e(t.next)}</a>`);
  return renderDesk({
    lang,
    title: t.audit.title,
    section: "audit",
    otherPath: deskPath(lang === "en" ? "ar" : "en", `/audit${page > 1 ? `?page=${page}` : ""}`),
    account,
    body: `${items.length ? `<ol class="lines">${items.join("")}</ol>` : `<p>${e(t.empty)}</p>`}<nav class="pager" aria-label="${e(t.audit.title)}">${pager.join("")}</nav>`,
  });
}
