import {
  ammanIso,
  attorneyName,
  bookingDetails,
  formatMailTime,
  type PageContent,
} from "../bookings";
import type { PersonData } from "../inquiries";
import { serviceLabel } from "../inquiries";
import { escapeHtml as e, type OutboxMessage } from "../mail";
import type { Lang } from "../../app/i18n/locales";
import { pagePath, requestFormAnchor } from "../../app/i18n/paths";
import { fill } from "../../app/content/schema/template";
import { requestCopy } from "./copy";
import { requestKinds } from "./store";

export const privacyPath = (lang: Lang) => `${pagePath(lang, "privacy")}#${requestFormAnchor}`;
/** Where the form posts; a plain form, so it works without JavaScript. */
export const requestFormAction = "/api/privacy-request";
export const detailsMaxLength = 2000;

export type FormErrors = Partial<Record<"email" | "kind" | "details", true>>;

/** The request form again, as the person filled it, each wrong field marked (no script needed). */
export function requestForm(
  lang: Lang,
  values: Record<string, string>,
  errors: FormErrors,
): string {
  const t = requestCopy[lang];
  // An example address inside Arabic words keeps its own order.
  const error = (field: keyof FormErrors, words: string) =>
    errors[field]
      ? `<p class="error" id="${field}-error">${e(words).replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, (address) => `<bdi dir="ltr">${address}</bdi>`)}</p>`
      : "";
  const described = (field: keyof FormErrors, hint?: string) => {
    const ids = [hint, errors[field] ? `${field}-error` : ""].filter(Boolean).join(" ");
    return `${ids ? ` aria-describedby="${ids}"` : ""}${errors[field] ? ' aria-invalid="true"' : ""}`;
  };
  const kinds = requestKinds
    .map(
      (kind) =>
        `<p class="choice"><input type="radio" id="kind-${kind}" name="kind" value="${kind}" required${values.kind === kind ? " checked" : ""}><label for="kind-${kind}">${e(t.kinds[kind])}</label></p>`,
    )
    .join("");
  return [
    `<form method="post" action="${requestFormAction}" novalidate>`,
    `<input type="hidden" name="lang" value="${lang}">`,
    `<label for="email">${e(t.form.email)}</label>`,
    `<input type="email" id="email" name="email" autocomplete="email" required maxlength="254" value="${e(values.email ?? "")}"${described("email", "email-hint")}>`,
    `<p class="hint" id="email-hint">${e(t.form.emailHint)}</p>${error("email", t.form.errors.email)}`,
    `<fieldset${described("kind")}><legend>${e(t.form.kind)}</legend>${kinds}${error("kind", t.form.errors.kind)}</fieldset>`,
    `<label for="details">${e(t.form.details)}</label>`,
    `<textarea id="details" name="details" maxlength="${detailsMaxLength}"${described("details", "details-hint")}>${e(values.details ?? "")}</textarea>`,
    `<p class="hint" id="details-hint">${e(t.form.detailsHint)}</p>${error("details", t.form.errors.details)}`,
    `<button type="submit">${e(t.form.submit)}</button>`,
    "</form>",
  ].join("\n");
}

/** One of the small pages of a request, in the booking pages' look; back to the privacy policy. */
export function requestPage(
  lang: Lang,
  page: Omit<PageContent, "lang" | "home"> & { home?: string },
): PageContent {
  return { lang, home: requestCopy[lang].pages.privacy, homeHref: privacyPath(lang), ...page };
}

/** Everything the site holds about the address, as a page the person reads and keeps. */
export function copyHtml(lang: Lang, data: PersonData, jsonHref: string): string {
  const t = requestCopy[lang].copy;
  const rows = (pairs: [string, string][]) =>
    `<dl>${pairs.map(([label, value]) => `<dt>${e(label)}</dt><dd dir="auto">${e(value)}</dd>`).join("")}</dl>`;
  const inquiries = data.inquiries.map((inquiry) => {
    const pairs: [string, string][] = [
      [t.reference, inquiry.id],
      [t.received, formatMailTime(Date.parse(inquiry.receivedAt), lang)],
      [t.name, inquiry.fullName],
      [t.email, inquiry.email],
      [t.phone, inquiry.phone || "—"],
      [t.service, serviceLabel(inquiry.service, lang)],
      [t.message, inquiry.message],
    ];
    if (inquiry.otherParties) pairs.push([t.otherParties, inquiry.otherParties]);
    if (inquiry.booking) {
      // Its time, as the booking pages give it, then their clock, the meeting, attorney, status.
      const [, when, ...details] = bookingDetails(lang, inquiry.booking, true);
      pairs.push([t.consultation, when![1]], ...details);
      if (inquiry.booking.otherParties) pairs.push([t.otherParties, inquiry.booking.otherParties]);
    }
    pairs.push([t.mails, String(inquiry.mails.filter((mail) => mail.recipient).length)]);
    return `<section><h2>${e(`${t.reference} ${inquiry.id}`)}</h2>${rows(pairs)}</section>`;
  });
  const kinds = requestCopy[lang].kinds;
  const requests = data.dataRequests.map((request) =>
    rows([
      [t.reference, request.id],
      [t.received, formatMailTime(request.receivedAt, lang)],
      [requestCopy[lang].desk.labels.kind, kinds[request.kind]],
    ]),
  );
  return [
    inquiries.length ? `<h2>${e(t.inquiries)}</h2>${inquiries.join("")}` : `<p>${e(t.none)}</p>`,
    requests.length ? `<section><h2>${e(t.requests)}</h2>${requests.join("")}</section>` : "",
    `<p><a href="${e(jsonHref)}" download>${e(t.json)}</a></p>`,
  ].join("\n");
}

export const copyIntro = (lang: Lang, now: number) =>
  fill(requestCopy[lang].copy.intro, { date: formatMailTime(now, lang) });

/** A time as the copy's file gives every time: Amman's, with its offset. */
const ammanTime = (at: number | string | null) => (at === null ? null : ammanIso(at));

/** A mail sent to the person: what it was about (its kind), whether it went, and when. */
const sentMail = (mail: OutboxMessage) => ({
  kind: mail.kind,
  status: mail.status,
  sentAt: ammanTime(mail.sentAt),
});

/**
 * The copy as a file the person can keep or take elsewhere: what they gave and what was done with
 * it, every time in Amman time, in `lang` for an attorney's name. Not the store's bookkeeping
 * (retries, delivery errors, keys), nor the firm's own mails about them (the page counts the same).
 */
export function portableCopy(lang: Lang, data: PersonData) {
  const toThem = (mails: OutboxMessage[]) => mails.filter((mail) => mail.recipient).map(sentMail);
  return {
    email: data.email,
    inquiries: data.inquiries.map((inquiry) => ({
      reference: inquiry.id,
      receivedAt: ammanTime(inquiry.receivedAt),
      language: inquiry.language,
      fullName: inquiry.fullName,
      email: inquiry.email,
      phone: inquiry.phone,
      service: inquiry.service,
      message: inquiry.message,
      otherParties: inquiry.otherParties || inquiry.booking?.otherParties || "",
      consultation: inquiry.booking && {
        start: ammanTime(inquiry.booking.start),
        end: ammanTime(inquiry.booking.end),
        meeting: inquiry.booking.meeting,
        attorney: attorneyName(inquiry.booking.attorney, lang),
        yourTimeZone: inquiry.booking.timeZone,
        status: inquiry.booking.status,
      },
      mails: toThem(inquiry.mails),
    })),
    otherMails: toThem(data.otherMails),
    dataRequests: data.dataRequests.map((request) => ({
      reference: request.id,
      kind: request.kind,
      receivedAt: ammanTime(request.receivedAt),
      provenAt: ammanTime(request.provenAt),
      answeredAt: ammanTime(request.answeredAt),
      outcome: request.outcome,
    })),
  };
}
