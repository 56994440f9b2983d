import { isolateDigitGroups } from "../../app/i18n/bidi";
import { fill } from "../../app/content/schema/template";
import { locales, type Lang } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages";
import { attorneyName, formatMailTime } from "../bookings";
import { escapeHtml as e } from "../mail";
import {
  ammanDay,
  type DataRequest,
  holdings,
  longDay,
  proofValidMs,
  requestCopy,
  requestKinds,
  requestSources,
  type RequestView,
  requestViews,
  workingDaysLeft,
} from "../privacy";
import {
  deskCopy,
  fieldMark,
  focusHere,
  deskPath,
  deskTime,
  ltr,
  mailedIn,
  pager,
  renderDesk,
} from "./page";

type Account = { editor: boolean; csrf: string };
const other = (lang: Lang): Lang => (lang === "en" ? "ar" : "en");
const csrf = (account: Account) => `<input type="hidden" name="csrf" value="${e(account.csrf)}">`;

/** The deadline as the staff read it: the day, and the working days left (or overdue). */
function deadline(lang: Lang, request: DataRequest, now: number): string {
  const t = requestCopy[lang].desk;
  const left = workingDaysLeft(ammanDay(now), request.dueOn!);
  const note = left > 0 ? `${t.labels.left}: ${left}` : t.overdue;
  return `${e(longDay(lang, request.dueOn!))} · <strong>${e(note)}</strong>`;
}

/** The list of requests: those awaiting an answer by nearest deadline, or those answered. */
export function requestsPage(options: {
  lang: Lang;
  account: Account;
  view: RequestView;
  list: { requests: DataRequest[]; total: number };
  counts: Record<RequestView, number>;
  page: number;
  pages: number;
  now: number;
}): string {
  const { lang, account, view, list, counts, page, pages, now } = options;
  const t = requestCopy[lang];
  const path = (v: RequestView, p = 1) =>
    `/requests${v === "open" && p === 1 ? "" : `?view=${v}${p > 1 ? `&page=${p}` : ""}`}`;
  const tabs = requestViews
    .map(
      (v) =>
        `<li><a href="${e(deskPath(lang, path(v)))}"${v === view ? ' aria-current="page"' : ""}>${e(t.desk.views[v])} <span class="count">(${counts[v]})</span></a></li>`,
    )
    .join("");
  const lines = list.requests.map((request) => {
    const outcome = request.outcome ? ` · ${e(t.desk.outcomes[request.outcome])}` : "";
    const when =
      request.answeredAt === null
        ? deadline(lang, request, now)
        : e(formatMailTime(request.answeredAt, lang));
    return `<li><a href="${e(deskPath(lang, `/requests/${request.id}`))}">${ltr(request.id)} · ${e(t.desk.kinds[request.kind])}</a><p>${request.email ? ltr(request.email) : e(t.desk.labels.erasedPerson)}${outcome}</p><p>${when}</p></li>`;
  });
  return renderDesk({
    lang,
    title: t.desk.nav,
    section: "requests",
    otherPath: deskPath(other(lang), path(view, page)),
    account,
    body: [
      `<ul class="tabs">${tabs}</ul>`,
      `<p class="hint">${e(t.desk.hints[view])}</p>`,
      lines.length
        ? `<ol class="lines">${lines.join("")}</ol>`
        : `<p>${e(deskCopy[lang].empty)}</p>`,
      pager(lang, t.desk.nav, page, pages, (p) => deskPath(lang, path(view, p))),
      `<p><a href="${e(deskPath(lang, "/requests/new"))}">${e(t.desk.manual.link)}</a></p>`,
    ].join("\n"),
  });
}

/** One request: what was asked, its deadline, what the site holds, and the four answers. */
export function requestDetail(options: {
  lang: Lang;
  account: Account;
  request: DataRequest;
  held: ReturnType<typeof holdings> | null;
  now: number;
  notice?: { text: string; refused?: boolean };
  /** What was typed into an answer the server refused, given back, and its fields found wrong. */
  typed?: Record<string, string>;
  invalid?: string[];
}): string {
  const { lang, account, request, held, now, notice, typed = {}, invalid = [] } = options;
  const t = requestCopy[lang];
  const a = t.desk.actions;
  const labels = t.desk.labels;
  const rows: [string, string][] = [
    [labels.kind, e(t.desk.kinds[request.kind])],
    [labels.email, request.email ? ltr(request.email) : e(labels.erasedPerson)],
    [labels.language, e(locales[request.language].label)],
    [labels.source, e(t.desk.sources[request.source])],
    [
      labels.received,
      // A request by phone or letter has its day, not an hour (server/privacy/requests.ts).
      e(
        request.source === "form"
          ? deskTime(request.receivedAt, lang)
          : longDay(lang, ammanDay(request.receivedAt)),
      ),
    ],
  ];
  // A form's request counts from the day its mailbox was proven: the deadline's first day.
  if (request.source === "form")
    rows.push([
      labels.proven,
      request.provenAt
        ? e(deskTime(request.provenAt, lang))
        : e(
            fill(labels.unproven, {
              until: formatMailTime(request.receivedAt + proofValidMs, lang),
            }),
          ),
    ]);
  if (request.enteredBy) rows.push([labels.enteredBy, ltr(request.enteredBy)]);
  if (request.answeredAt === null) {
    if (request.dueOn) rows.push([labels.due, deadline(lang, request, now)]);
  } else
    rows.push(
      [
        labels.answered,
        `${e(formatMailTime(request.answeredAt, lang))} · ${ltr(request.answeredBy)}`,
      ],
      [labels.outcome, e(t.desk.outcomes[request.outcome!])],
    );
  if (request.note)
    rows.push([
      labels.note,
      `<span class="message" dir="auto">${e(isolateDigitGroups(request.note))}</span>`,
    ]);
  const action = e(deskPath(lang, `/requests/${request.id}`));
  const latest = held?.data.inquiries.at(-1);
  // The phone they last gave, even if their latest inquiry left it out: a correction of the
  // name alone must not wipe it from every inquiry.
  const phone = held?.data.inquiries.findLast((inquiry) => inquiry.phone)?.phone ?? "";
  const correcting = typed.answer === "corrected";
  const kept = (answer: string, field: string) =>
    typed.answer === answer ? e(typed[field] ?? "") : "";
  // A field of the answer refused is marked and says why under its label, tied to it (with its
  // hint, if any) for a screen reader. Only the phone can be wrong; the rest can only be missing.
  const errors = messages[lang].contact.form.errors;
  const wrong = (answer: string, field: string, hint = "") =>
    fieldMark(
      `${answer}-${field}-error`,
      typed.answer === answer && invalid.includes(field)
        ? field === "phone"
          ? errors.phoneInvalid
          : errors.fieldRequired
        : undefined,
      hint,
    );
  const [name, phoneField, correction, reason] = [
    wrong("corrected", "fullName"),
    wrong("corrected", "phone"),
    wrong("corrected", "note", "note-correct-hint"),
    wrong("refused", "note", "reason-hint"),
  ];
  // The answer the request asks for comes first, as the main button; the others follow.
  const button = (label: string, main: boolean) =>
    `<button type="submit"${main ? "" : ' class="quiet"'}>${e(label)}</button>`;
  const answers: Record<"copy" | "correct" | "erase" | "refuse", (main: boolean) => string> = {
    copy: (main) =>
      `<form method="post" action="${action}">${csrf(account)}<input type="hidden" name="answer" value="copy"><p class="hint">${e(a.copyHint)}</p>${button(a.copy, main)}</form>`,
    correct: (main) =>
      [
        `<form method="post" action="${action}">${csrf(account)}<input type="hidden" name="answer" value="corrected"><fieldset><legend>${e(a.correct)}</legend><p class="hint">${e(a.correctHint)}</p>`,
        `<p><label for="fullName">${e(a.name)}</label>${name.note}<input class="field" id="fullName" name="fullName" required maxlength="200" dir="auto"${name.attrs} value="${e(correcting ? (typed.fullName ?? "") : (latest?.fullName ?? ""))}"></p>`,
        `<p><label for="phone">${e(a.phone)}</label>${phoneField.note}<input class="field" id="phone" name="phone" maxlength="40" dir="ltr" inputmode="tel"${phoneField.attrs} value="${e(correcting ? (typed.phone ?? "") : phone)}"></p>`,
        `<label for="note-correct">${e(a.note)}</label>${correction.note}<textarea id="note-correct" name="note" required maxlength="1000" dir="auto"${correction.attrs}>${kept("corrected", "note")}</textarea><p class="hint" id="note-correct-hint">${e(mailedIn(lang, request.language))}</p></fieldset>${button(a.correct, main)}</form>`,
      ].join("\n"),
    erase: (main) =>
      `<form method="get" action="${e(deskPath(lang, `/requests/${request.id}/erase`))}"><p class="hint">${e(a.eraseHint)}</p>${button(a.erase, main)}</form>`,
    refuse: (main) =>
      `<form method="post" action="${action}">${csrf(account)}<input type="hidden" name="answer" value="refused"><label for="reason">${e(a.reason)}</label>${reason.note}<textarea id="reason" name="note" required maxlength="1000" dir="auto"${reason.attrs}>${kept("refused", "note")}</textarea><p class="hint" id="reason-hint">${e(a.reasonHint)} ${e(mailedIn(lang, request.language))}</p>${button(a.refuse, main)}</form>`,
  };
  // An objection is met by stopping the processing (an erasure) or refused with its reason.
  const order = {
    access: ["copy", "correct", "erase", "refuse"],
    portability: ["copy", "correct", "erase", "refuse"],
    correction: ["correct", "copy", "erase", "refuse"],
    erasure: ["erase", "copy", "correct", "refuse"],
    objection: ["erase", "refuse", "copy", "correct"],
  } as const satisfies Record<DataRequest["kind"], readonly (keyof typeof answers)[]>;
  const forms =
    request.answeredAt === null && request.provenAt && held
      ? [
          `<p>${e(fill(t.desk.holds, { inquiries: held.inquiries, bookings: held.bookings, mails: held.mails, requests: held.requests }))}</p>`,
          ...(request.kind === "objection" ? [`<p class="hint">${e(a.objectionHint)}</p>`] : []),
          ...order[request.kind].map((answer, index) => answers[answer](index === 0)),
        ]
      : [];
  return renderDesk({
    lang,
    title: `${t.desk.kinds[request.kind]}`,
    section: "requests",
    otherPath: deskPath(other(lang), `/requests/${request.id}`),
    account,
    body: [
      notice
        ? `<p class="notice${notice.refused ? " refused" : ""}" role="status"${focusHere}>${e(notice.text)}</p>`
        : "",
      `<div class="card"><dl>${rows.map(([label, value]) => `<dt>${e(label)}</dt><dd>${value}</dd>`).join("")}</dl></div>`,
      request.details
        ? `<h2>${e(labels.details)}</h2><p class="message card" dir="auto">${e(isolateDigitGroups(request.details))}</p>`
        : "",
      forms.length ? `<div class="actions">${forms.join("\n")}</div>` : "",
      `<p><a href="${e(deskPath(lang, "/requests"))}">${e(t.desk.nav)}</a></p>`,
    ].join("\n"),
  });
}

/**
 * Before an erasure: everything that goes, and the one button that erases it; or, while a
 * consultation of theirs is still to come, each one to cancel first (and no button).
 */
export function erasePreview(
  lang: Lang,
  account: Account,
  request: DataRequest,
  held: ReturnType<typeof holdings>,
): string {
  const t = requestCopy[lang];
  const a = t.desk.actions;
  const items = held.data.inquiries.map(
    (inquiry) =>
      `<li>${ltr(inquiry.id)} · ${e(formatMailTime(Date.parse(inquiry.receivedAt), lang))} · <span dir="auto">${e(inquiry.fullName)}</span></li>`,
  );
  const upcoming = held.upcoming.map(
    (booking) =>
      `<li><a href="${e(deskPath(lang, `/consultations/${booking.inquiryId}`))}">${e(formatMailTime(booking.start, lang))} · ${e(attorneyName(booking.attorney, lang))}</a></li>`,
  );
  return renderDesk({
    lang,
    title: a.eraseTitle,
    section: "requests",
    otherPath: deskPath(other(lang), `/requests/${request.id}/erase`),
    account,
    body: [
      `<p>${ltr(request.email)}</p>`,
      `<p>${e(fill(t.desk.holds, { inquiries: held.inquiries, bookings: held.bookings, mails: held.mails, requests: held.requests }))}</p>`,
      items.length ? `<ul>${items.join("")}</ul>` : `<p>${e(a.eraseNothing)}</p>`,
      items.length ? `<p>${e(a.eraseRegister)}</p>` : "",
      held.unsent ? `<p>${e(fill(a.eraseUnsent, { count: held.unsent }))}</p>` : "",
      held.upcoming.length
        ? `<div class="notice refused" role="status"${focusHere}><p>${e(a.eraseUpcoming)}</p><ul>${upcoming.join("")}</ul></div>`
        : `<div class="actions"><form method="post" action="${e(deskPath(lang, `/requests/${request.id}`))}">${csrf(account)}<input type="hidden" name="answer" value="erased"><label for="note-erase">${e(a.eraseNote)}</label><textarea id="note-erase" name="note" maxlength="1000" dir="auto" aria-describedby="note-erase-hint"></textarea><p class="hint" id="note-erase-hint">${e(a.eraseNoteHint)} ${e(mailedIn(lang, request.language))}</p><button type="submit">${e(a.eraseConfirm)}</button></form></div>`,
      `<p><a href="${e(deskPath(lang, `/requests/${request.id}`))}">${e(a.eraseBack)}</a></p>`,
    ].join("\n"),
  });
}

/** A request made by phone or letter, entered by hand; `values` keep what was typed. */
export function manualPage(
  lang: Lang,
  account: Account,
  values: Record<string, string>,
  invalid: string[],
  today: string,
): string {
  const t = requestCopy[lang];
  const m = t.desk.manual;
  const wrong = (field: string) =>
    invalid.includes(field) ? ' aria-invalid="true" aria-describedby="invalid"' : "";
  const select = (name: string, label: string, options: [string, string][]) =>
    `<p><label for="${name}">${e(label)}</label><select id="${name}" name="${name}" required${wrong(name)}>${[["", m.choose] as const, ...options].map(([value, words]) => `<option value="${value}"${(values[name] ?? "") === value ? " selected" : ""}>${e(words)}</option>`).join("")}</select></p>`;
  return renderDesk({
    lang,
    title: m.heading,
    section: "requests",
    otherPath: deskPath(other(lang), "/requests/new"),
    account,
    body: [
      invalid.length
        ? `<p class="notice refused" role="alert" id="invalid"${focusHere}>${e(t.desk.invalid)}</p>`
        : "",
      `<form method="post" action="${e(deskPath(lang, "/requests/new"))}" class="actions manual">${csrf(account)}`,
      `<p><label for="email">${e(m.email)}</label><input id="email" name="email" type="email" required maxlength="254" dir="ltr" value="${e(values.email ?? "")}"${wrong("email")}></p>`,
      select(
        "kind",
        m.kind,
        requestKinds.map((kind) => [kind, t.desk.kinds[kind]]),
      ),
      select(
        "language",
        m.language,
        (["ar", "en"] as const).map((l) => [l, locales[l].label]),
      ),
      select(
        "source",
        m.source,
        requestSources.filter((s) => s !== "form").map((s) => [s, t.desk.sources[s]]),
      ),
      `<p><label for="received">${e(m.received)}</label><input id="received" name="received" type="date" required max="${today}" value="${e(values.received ?? today)}"${wrong("received")}></p>`,
      `<p><label for="details">${e(m.details)}</label><textarea id="details" name="details" maxlength="2000" dir="auto">${e(values.details ?? "")}</textarea></p>`,
      `<p class="choice"><input type="checkbox" id="identity" name="identity" value="yes" required${values.identity === "yes" ? " checked" : ""}${wrong("identity")}><label for="identity">${e(m.identity)}</label></p>`,
      `<button type="submit">${e(m.submit)}</button></form>`,
    ].join("\n"),
  });
}
