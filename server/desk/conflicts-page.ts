import { fill } from "../../app/content/schema/template";
import type { Lang } from "../../app/i18n/locales";
import { pageCopy } from "../bookings";
import { serviceLabel } from "../inquiries";
import { escapeHtml as e } from "../mail";
import { matchingLines, partyLines, type Sighting } from "./conflicts";
import { deskCopy, deskPath, deskTime, ltr, pager, renderDesk } from "./page";

/** The conflict search: one box, and where each name was seen (record, date, as whom). */
export function conflictsPage({
  lang,
  account,
  query,
  result,
  page,
  pages,
}: {
  lang: Lang;
  account: { editor: boolean; csrf: string };
  query: string;
  result: { sightings: Sighting[]; total: number } | null;
  page: number;
  pages: number;
}): string {
  const t = deskCopy[lang];
  const c = t.conflicts;
  const parts = [
    `<form class="search card" method="get" action="${deskPath(lang, "/conflicts")}" role="search">`,
    `<label for="q">${e(c.label)}</label>`,
    `<input id="q" name="q" type="search" dir="auto" maxlength="200" required value="${e(query)}" aria-describedby="q-hint">`,
    `<p class="hint" id="q-hint">${e(c.hint)}</p>`,
    `<button type="submit">${e(c.button)}</button></form>`,
  ];
  if (result) {
    parts.push(
      `<div role="status"><h2>${e(result.total ? fill(c.found, { count: lang === "ar" ? `\u2066${result.total}\u2069` : result.total }) : c.none)}</h2></div>`,
    );
    const items = result.sightings.map((s) => {
      const names = s.role === "other-party" ? matchingLines(s.name, query) : [s.name.trim()];
      const role =
        s.role === "enquirer"
          ? c.roles.enquirer
          : fill(c.roles.otherParty, { name: s.namedBy ?? "" });
      // The consultation's page if one was asked for, else the inquiry's while it is kept.
      const page = s.status ? "consultations" : s.kept ? "inquiries" : "";
      const record = page
        ? `<a href="${deskPath(lang, `/${page}/${s.record}`)}">${ltr(s.record)}</a>`
        : ltr(s.record);
      const rows = [
        [c.role, e(role)],
        [c.seen, e(deskTime(Date.parse(s.seenAt), lang))],
        [c.subject, e(serviceLabel(s.subject, lang))],
        [pageCopy[lang].reference, record],
        ...(s.status
          ? [
              [
                c.consultation,
                e(
                  pageCopy[lang].statuses[s.status as keyof (typeof pageCopy)["en"]["statuses"]] ??
                    s.status,
                ),
              ],
            ]
          : []),
      ];
      return `<li>${names.map((name) => `<p class="found" dir="auto">${e(name)}</p>`).join("")}<dl>${rows.map(([label, value]) => `<dt>${e(label!)}</dt><dd>${value}</dd>`).join("")}</dl></li>`;
    });
    if (items.length) parts.push(`<ol class="lines">${items.join("")}</ol>`);
    if (pages > 1) {
      const href = (p: number) =>
        deskPath(lang, `/conflicts?q=${encodeURIComponent(query)}${p > 1 ? `&page=${p}` : ""}`);
      parts.push(pager(lang, t.nav.conflicts, page, pages, href));
    }
  }
  const search = query ? `?q=${encodeURIComponent(query)}` : "";
  return renderDesk({
    lang,
    title: t.nav.conflicts,
    section: "conflicts",
    otherPath: deskPath(lang === "en" ? "ar" : "en", `/conflicts${search}`),
    account,
    body: parts.join("\n"),
  });
}

/**
 * Each name a link to the conflict search, already filled in: the visitor's own first, then each
 * line of the other parties they named, as typed.
 */
export function conflictSearches(lang: Lang, fullName: string, otherParties: string): string {
  const t = deskCopy[lang].detail;
  const names = [fullName, ...partyLines(otherParties)].filter((name) => name.length <= 200);
  const links = names.slice(0, 6).map(
    (name) =>
      `<li><a href="${e(deskPath(lang, `/conflicts?${new URLSearchParams({ q: name })}`))}">${t.search
        .split("{{name}}")
        .map(e)
        .join(`<bdi>${e(name)}</bdi>`)}</a></li>`,
  );
  return `<ul class="checks">${links.join("")}</ul>`;
}
