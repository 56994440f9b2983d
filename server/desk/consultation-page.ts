import { isolateDigitGroups } from "../../app/i18n/bidi";
import type { Lang } from "../../app/i18n/locales";
import {
  type Booking,
  bookingDetails,
  conflictCheck,
  formatMailTime,
  lifecycle,
  noteMaxLength,
  pageCopy,
} from "../bookings";
import { serviceLabel, type StoredInquiry } from "../inquiries";
import { escapeHtml as e } from "../mail";
import type { AuditLine } from "./audit";
import { lineAction } from "./audit-page";
import { conflictSearches } from "./conflicts-page";
import { type Account, type DeskAction, deskActions, declinedAs, timeLeft } from "./consultations";
import {
  deskCopy,
  focusHere,
  deskPath,
  deskTime,
  ltr,
  mailedIn,
  radioChoice,
  renderDesk,
  telLink,
} from "./page";

/** The transitions the desk offers for `booking` now, in the order its buttons stand. */
const offered = (booking: Booking, now: number): DeskAction[] =>
  deskActions.filter((action) => lifecycle.refusal(action, booking, { now }) === null);

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
  if (done) parts.push(`<p class="notice" role="status"${focusHere}>${e(t.done[done])}</p>`);
  if (refused)
    parts.push(
      `<p class="notice refused" role="status"${focusHere}>${e(refused === "past" || refused === "missing" || refused === "moved" ? t.refused[refused] : t.refused.status)}</p>`,
    );
  // The conflict check comes first while the request waits to be confirmed; once answered, the
  // parties named stay in view, without a call to check "before you confirm".
  const check = conflictCheck(lang, booking);
  const lead = booking.status === "requested" ? check.lead : t.detail.otherParties;
  if (booking.status === "requested" || check.quoted !== undefined)
    parts.push(
      `<div class="parties"><p>${e(lead)}</p>${check.quoted === undefined ? "" : `<p class="quoted" dir="auto">${e(isolateDigitGroups(check.quoted))}</p>`}${conflictSearches(lang, inquiry.fullName, check.quoted ?? "")}</div>`,
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
      e(`${timeLeft(lang, booking.holdUntil - now)} · ${deskTime(booking.holdUntil, lang)}`),
    ]);
  if (video) rows.push([t.detail.video, `<a href="${e(video)}">${ltr(video)}</a>`]);
  if (booking.note)
    rows.push([
      t.detail.note,
      `<span class="message" dir="auto">${e(isolateDigitGroups(booking.note))}</span>`,
    ]);
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
    `<section class="card"><h2>${e(t.detail.message)}</h2><p class="message" dir="auto">${e(isolateDigitGroups(inquiry.message))}</p></section>`,
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
    )}</fieldset><label for="note">${e(copy.noteLabel)}</label><textarea id="note" name="note" maxlength="${noteMaxLength}" dir="auto" aria-describedby="note-hint"></textarea><p class="hint" id="note-hint">${e(copy.noteHint)} ${e(mailedIn(lang, inquiry.language))}</p>`;
  // Cancelling mails the visitor at once and cannot be undone: it opens first, saying so, and
  // asks who asked for it, whose words the visitor's mail takes ("as you asked", "we regret").
  const who = t.actions.cancelWho;
  const cancelFields = `<p>${e(t.actions.cancelWarning)}</p>${radioChoice(
    "by",
    who.legend,
    [
      ["client", who.client],
      ["firm", who.firm],
    ],
    { id: "cancel" },
  )}`;
  const cancel = () =>
    `<details class="guard"><summary>${e(t.actions.cancel)}</summary>${form("cancel", cancelFields)}</details>`;
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
            `<li>${e(deskTime(line.at, lang))} · ${e(lineAction(lang, line))} · ${ltr(line.actor)}</li>`,
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
