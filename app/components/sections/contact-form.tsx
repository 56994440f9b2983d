import { type ReactNode, useEffect, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import {
  type FieldErrors,
  type FieldName,
  limits,
  serviceFamilies,
  summaryError,
} from "~/contact/fields";
import { readForm } from "~/contact/read-form";
import { apiPaths } from "~/api-paths";
import { sendInquiry } from "~/contact/send-inquiry";
import { pagePath } from "~/i18n/paths";
import { useSite } from "~/site-context";
import { BookingPart } from "./booking-part";
import { ContactField, FieldError, isolatedLimit, RequiredMark } from "./contact-field";
import { ContactNotices, type Notice, type Receipt } from "./contact-notices";
import { submitButtonClass } from "./form-styles";

/** How long the success message stays, as the spec says. */
export const SUCCESS_VISIBLE_MS = 4000;

/** The booking part's controls whose errors are the slot's. */
const slotControls = new Set(["slotPick", "slotDate", "slotTime"]);

/**
 * The contact form. The build renders it as a plain HTML form that posts to the server; in the
 * browser it is hydrated on its own (app/islands) to validate in place and send without leaving
 * the page. Its fields are the browser's own (uncontrolled), so whatever a visitor types before
 * or during hydration, or before a failed send, stays where it is.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const { lang } = useSite();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [sending, setSending] = useState(false);
  // Until the app has hydrated, the browser's own validation guards the plain HTML form.
  const [enhanced, setEnhanced] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  // Bumped to fetch the free times again; and to start the booking part afresh after a send.
  const [slotsRefresh, setSlotsRefresh] = useState(0);
  const [bookingRound, setBookingRound] = useState(0);

  // A paste made before hydration stopped at the plain form's maxLength: say so once hydrated.
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const [messageCut, setMessageCut] = useState(false);
  useEffect(() => {
    setEnhanced(true);
    if ((messageRef.current?.value.length ?? 0) >= limits.message) setMessageCut(true);
  }, []);

  useEffect(() => {
    if (notice?.kind !== "success") return;
    const timer = window.setTimeout(() => setNotice(null), SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  // Editing a field clears its error; a message past its limit says so at once, and keeps it all.
  const onInput = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    const name = (slotControls.has(target.name) ? "slot" : target.name) as FieldName;
    if (name === "message" && target.value.length < limits.message) setMessageCut(false);
    if (name === "message" && target.value.trim().length > limits.message) {
      if (fieldErrors.message !== "tooLong")
        setFieldErrors((errors) => ({ ...errors, message: "tooLong" }));
    } else if (fieldErrors[name]) setFieldErrors(({ [name]: _, ...rest }) => rest);
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setNotice(null);
    setReceipt(null);
    setFieldErrors({});

    // The validator loads on the first send, so it costs nothing to visitors who only read.
    const { validateInquiry } = await import("~/contact/schema");
    const read = readForm(form);
    const checked = validateInquiry({ ...read.fields, language: lang });
    const slotError = read.slot === null ? ("invalid" as const) : await checkTime(read.slot);
    if (!checked.ok || slotError) {
      const fields: FieldErrors = { ...(checked.ok ? {} : checked.fields) };
      if (slotError) fields.slot ??= slotError;
      setFieldErrors(fields);
      setNotice({ kind: "error", code: summaryError(fields) ?? "review" });
      return;
    }

    setSending(true);
    const result = await sendInquiry(checked.inquiry);
    setSending(false);
    if (result.ok) {
      form.reset();
      setBookingRound((n) => n + 1);
      setNotice({ kind: "success" });
      if (result.booking) setReceipt({ id: result.id, booking: result.booking });
    } else if (result.reason === "slotTaken") {
      // Everything typed stays; only the time must be chosen again, from fresh free times.
      setFieldErrors({ slot: "slotTaken" });
      setNotice({ kind: "error", code: "slotTaken" });
      setSlotsRefresh((n) => n + 1);
    } else if (result.reason === "holdLimit") {
      // Everything typed stays; the visitor may send without a time, or wait for the firm.
      setFieldErrors({ slot: "holdLimit" });
      setNotice({ kind: "error", code: "holdLimit" });
    } else if (result.reason === "invalid") {
      setFieldErrors(result.fields ?? {});
      setNotice({ kind: "error", code: summaryError(result.fields ?? {}) ?? "review" });
      if (result.fields?.slot) setSlotsRefresh((n) => n + 1);
    } else {
      setNotice({ kind: "failure", reason: result.reason });
    }
  };

  useEffect(() => {
    // The keyboard keeps its place: on the message that answers the send, whichever it is.
    if (notice) (notice.kind === "success" ? statusRef : noticeRef).current?.focus();
  }, [notice]);

  return (
    <form
      method="post"
      action={apiPaths.contact}
      noValidate={enhanced}
      onSubmit={onSubmit}
      onInput={onInput}
      aria-describedby="contact-required-note"
      // Asked by the language switch when what was typed cannot travel (app/enhance/form-draft.ts).
      data-switch-loses={t("contact.form.switchLoses")}
      className="relative rounded-sm border border-navy-100 bg-white p-6 shadow-xl shadow-navy-900/5 sm:p-10"
    >
      <input type="hidden" name="language" value={lang} />
      <p id="contact-required-note" className="text-sm text-slate-600">
        {t("contact.form.requiredNote")}
      </p>

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <ContactField
          name="fullName"
          label={t("contact.form.fullName")}
          required
          error={fieldErrors.fullName}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              maxLength={limits.fullName}
              dir="auto"
            />
          )}
        </ContactField>
        <ContactField
          name="email"
          label={t("contact.form.email")}
          required
          error={fieldErrors.email}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              dir="ltr"
              maxLength={limits.email}
              className={`${control.className} rtl:text-end`}
            />
          )}
        </ContactField>
        <ContactField
          name="phone"
          label={t("contact.form.phone")}
          hint={t("contact.form.phoneHint")}
          error={fieldErrors.phone}
        >
          {(control) => (
            <input
              {...control}
              type="tel"
              autoComplete="tel"
              dir="ltr"
              maxLength={limits.phone}
              pattern="[0-9\u0660-\u0669\u06F0-\u06F9 +\(\)\-]*"
              className={`${control.className} rtl:text-end`}
            />
          )}
        </ContactField>
        <ContactField name="service" label={t("contact.form.service")} error={fieldErrors.service}>
          {(control) => (
            <select {...control}>
              <option value="">{t("contact.form.selectService")}</option>
              {serviceFamilies.map((family) => (
                <option key={family} value={family}>
                  {t(`services.items.${family}.title`)}
                </option>
              ))}
            </select>
          )}
        </ContactField>
        <ContactField
          name="message"
          label={t("contact.form.message")}
          required
          hint={t("contact.form.messageHint", { max: isolatedLimit(limits.message) })}
          error={fieldErrors.message}
          note={
            messageCut ? t("contact.form.messageCut", { max: isolatedLimit(limits.message) }) : null
          }
          liveError
          className="sm:col-span-2"
        >
          {(control) => (
            // A longer paste is kept whole once the form has hydrated: the error beside it says the
            // limit, and nothing typed is lost. Before then the browser's maxLength guards it.
            <textarea
              {...control}
              ref={messageRef}
              rows={6}
              maxLength={enhanced ? undefined : limits.message}
              dir="auto"
            />
          )}
        </ContactField>
      </div>

      <BookingPart
        key={bookingRound}
        errors={fieldErrors}
        refresh={slotsRefresh}
        adoptUrl={bookingRound === 0}
      />

      {/* People never see this field; bots that fill every input give themselves away. */}
      <div className="absolute -z-10 size-px overflow-hidden opacity-0" aria-hidden="true">
        <label htmlFor="contact-website">{t("contact.form.honeypot")}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="mt-6">
        <div className="flex items-start gap-3">
          <input
            id="contact-privacy"
            name="privacyAgreed"
            type="checkbox"
            value="true"
            required
            aria-invalid={fieldErrors.privacyAgreed ? true : undefined}
            aria-describedby={fieldErrors.privacyAgreed ? "contact-privacy-error" : undefined}
            className="mt-1 size-5 shrink-0 rounded-sm border-slate-400 accent-navy-800"
          />
          <label htmlFor="contact-privacy" className="text-sm text-slate-700">
            <Trans
              i18nKey="contact.form.privacy"
              components={{
                // In a tab of its own: read here, it would leave the form and the held time.
                policy: (
                  <PolicyLink href={pagePath(lang, "privacy")} note={t("a11y.opensInNewTab")} />
                ),
              }}
            />
            <RequiredMark />
          </label>
        </div>
        {/* Beside the box, as every field's own error is: the summary may name another. */}
        <FieldError id="contact-privacy-error" code={fieldErrors.privacyAgreed} />
      </div>

      <ContactNotices
        notice={notice}
        receipt={receipt}
        noticeRef={noticeRef}
        statusRef={statusRef}
      />

      <button type="submit" disabled={sending} className={`mt-8 ${submitButtonClass}`}>
        {sending ? t("contact.form.sending") : t("contact.form.submit")}
      </button>
    </form>
  );
}

/** The browser's own check of an asked-for time, as the server will make it; null when fine. */
async function checkTime(slot: string) {
  if (!slot) return null;
  const { checkSlot } = await import("~/booking/slots");
  const result = checkSlot(slot, new Date());
  return result.ok ? null : result.code;
}

/** The consent's link to the privacy policy (its words are the translation's), in a new tab. */
function PolicyLink({
  href,
  note,
  children,
}: {
  href: string;
  note: string;
  children?: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="font-semibold text-navy-800 underline underline-offset-2"
    >
      {children}
      <span className="sr-only"> {note}</span>
    </a>
  );
}
