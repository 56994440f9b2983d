import type { FastifyRequest } from "fastify";
import { slotFromPlain } from "../../app/booking/plain-slot";
import type { Lang } from "../../app/i18n/locales";
import { localize, pagePaths } from "../../app/i18n/paths";

/** The plain HTML form's fields as the shared schema expects them (the checkbox sends "true"). */
export function formToInput(form: Record<string, string>): Record<string, unknown> {
  return {
    fullName: form.fullName,
    email: form.email,
    phone: form.phone,
    service: form.service,
    // Browsers send a textarea's line breaks as CR LF; store them as the JSON path does.
    message: form.message?.replace(/\r\n?/g, "\n"),
    privacyAgreed: form.privacyAgreed === "true" || form.privacyAgreed === "on",
    language: form.language,
    website: form.website,
    // Without JavaScript the form offers a day and an hour on the office's clock; one that names
    // no real time stays a non-time, so the booking check refuses it as it would from the app.
    slot: slotFromPlain(form.slotDate ?? "", form.slotTime ?? "") ?? "not a time",
    attorney: form.attorney,
    meeting: form.meeting,
    timeZone: form.timeZone,
    otherParties: form.otherParties?.replace(/\r\n?/g, "\n"),
  };
}

export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers["content-type"] ?? "")
    .toLowerCase()
    .startsWith("application/x-www-form-urlencoded");
}

/**
 * The visitor's language for a refusal: the form's own `language` field when it was read, else the
 * page it was sent from (`/ar/...` is Arabic), else English.
 */
export function visitorLanguage(request: FastifyRequest, input?: unknown): Lang {
  const language = (input as { language?: unknown } | null | undefined)?.language;
  if (language === "ar" || language === "en") return language;
  try {
    const referer = new URL(request.headers.referer ?? "");
    if (referer.pathname === "/ar" || referer.pathname.startsWith("/ar/")) return "ar";
  } catch {
    // No referer, or not a URL.
  }
  return "en";
}

/** Where the plain form lands: the localized confirmation page, or the page that says it failed. */
export function formLanding(
  lang: Lang,
  outcome: "sent" | "sent-held" | "sent-no-slot" | "not-sent",
): string {
  const page = {
    sent: pagePaths.contactSent,
    "sent-held": pagePaths.contactSentHeld,
    "sent-no-slot": pagePaths.contactSentNoSlot,
    "not-sent": pagePaths.contactNotSent,
  }[outcome];
  return localize(lang, page);
}
