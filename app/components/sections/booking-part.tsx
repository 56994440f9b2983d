import { CalendarClock, ChevronDown } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AttorneyChoice } from "~/booking/fields";
import { meetingModes } from "~/booking/meeting";
import { slotFromPlain, startTimes } from "~/booking/plain-slot";
import { bookingSettings, type ConsultationWords } from "~/content/booking";
import { shownConsultationTerms } from "~/content/free-consultation";
import { formatClock, formatDuration } from "~/i18n/format";
import { type FieldErrors, limits } from "~/contact/fields";
import { useSite } from "~/site-context";
import { bookingPartId } from "../layout/constants";
import { timesRoom } from "./booking-times-room";
import { useBookingWindow } from "./booking-window";
import { ContactField, FieldError } from "./contact-field";

type PickerModule = typeof import("./booking-picker");

/** "any" or one of the firm's attorneys, checked against the island's own copy of them. */
function isChoice(value: unknown, attorneys: readonly { id: string }[]): value is AttorneyChoice {
  return value === "any" || attorneys.some((person) => person.id === value);
}

/**
 * The form's optional part for asking for a consultation time, closed until the visitor opens
 * it. The build's HTML has plain controls (a date and an hour, which the server checks); once
 * hydrated and opened, the picker of real free times loads in their place, so its code costs
 * nothing to visitors who never open this part. `id="book"` is where profiles link to; a visitor
 * who follows such a link sees it open from the first paint (~/booking/arrival.ts).
 */
export function BookingPart({
  errors,
  refresh,
  adoptUrl,
}: {
  errors: FieldErrors;
  /** Changes when the free times must be fetched again (a time was just taken). */
  refresh: number;
  /**
   * Whether `?attorney=` and `?slot=` in the address apply (first mount only): a
   * profile's link names an attorney, the home page's next free times an attorney and a time.
   */
  adoptUrl: boolean;
}) {
  const { t } = useTranslation();
  const { firm, lang } = useSite();
  // Only attorneys who take consultations are offered (content/attorneys/<id>.json's `bookable`).
  const attorneys = useMemo(
    () => firm.attorneys.filter((person) => person.bookable),
    [firm.attorneys],
  );
  const isAttorneyChoice = (value: unknown): value is AttorneyChoice => isChoice(value, attorneys);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const attorneyRef = useRef<HTMLSelectElement>(null);
  const [open, setOpen] = useState(false);
  const [attorney, setAttorney] = useState<AttorneyChoice>("any");
  const [picker, setPicker] = useState<PickerModule | "failed" | null>(null);
  // The time the address asks for; the picker chooses it only if it is still free.
  const [wantedSlot, setWantedSlot] = useState("");

  // On hydration: keep what the plain HTML shows, then take the attorney a profile's link names.
  useEffect(() => {
    const details = detailsRef.current;
    const select = attorneyRef.current;
    if (!details || !select) return;
    if (adoptUrl) {
      const query = new URLSearchParams(window.location.search);
      const wanted = query.get("attorney");
      if (isChoice(wanted, attorneys)) select.value = wanted;
      setWantedSlot(query.get("slot") ?? "");
    }
    if (isChoice(select.value, attorneys)) setAttorney(select.value);
    setOpen(details.open);
  }, [adoptUrl, attorneys]);

  useEffect(() => {
    if (!open || picker) return;
    let live = true;
    import("./booking-picker").then(
      (module) => {
        if (!live) return;
        // A time the plain date and hour already name (typed before the picker came, or carried
        // across the language switch) is the picker's to choose, if it is still free.
        const plain = (name: string) =>
          detailsRef.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? "";
        const typed = slotFromPlain(plain("slotDate"), plain("slotTime"));
        setWantedSlot((wanted) => wanted || typed || "");
        setPicker(module);
      },
      () => live && setPicker("failed"),
    );
    return () => {
      live = false;
    };
  }, [open, picker]);

  const Picker = picker && picker !== "failed" ? picker.BookingPicker : null;

  return (
    <details
      id={bookingPartId}
      // `open` and `data-arrived` may be set before hydration (~/booking/arrival.ts).
      suppressHydrationWarning
      ref={detailsRef}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group mt-6 rounded-sm border border-navy-100 bg-ivory/60"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-4 py-3 text-base font-semibold text-navy-900 sm:px-5 [&::-webkit-details-marker]:hidden">
        <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-gold-600" />
        <span className="min-w-0 flex-1">
          {t("contact.form.booking.summary")}{" "}
          <span className="text-sm font-normal text-slate-600">
            ({t("contact.form.booking.optional")})
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="space-y-6 border-t border-navy-100 px-4 pt-4 pb-6 sm:px-5">
        <p className="text-sm leading-relaxed text-slate-700">
          {t("contact.form.booking.intro", {
            length: formatDuration(lang, bookingSettings.slotMinutes),
          })}
        </p>
        <ul
          id="consultation-terms"
          className="list-disc space-y-1 ps-5 text-sm leading-relaxed text-slate-700"
        >
          {shownConsultationTerms(
            t("consultation", { returnObjects: true }) as ConsultationWords,
          ).map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">
            {t("contact.form.booking.meeting")}
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {meetingModes.map((mode) => (
              <label
                key={mode}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-sm border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 has-[:checked]:border-navy-800 has-[:checked]:bg-navy-50"
              >
                <input
                  type="radio"
                  name="meeting"
                  value={mode}
                  defaultChecked={mode === "office"}
                  className="size-4 accent-navy-800"
                />
                {t(`contact.form.booking.meetingModes.${mode}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <ContactField
          name="attorney"
          label={t("contact.form.booking.attorney")}
          error={errors.attorney}
        >
          {(control) => (
            <select
              {...control}
              ref={attorneyRef}
              defaultValue="any"
              onChange={(event) => {
                if (isAttorneyChoice(event.target.value)) setAttorney(event.target.value);
              }}
            >
              <option value="any">{t("contact.form.booking.anyAttorney")}</option>
              {attorneys.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          )}
        </ContactField>
        {Picker ? (
          <Picker
            attorney={attorney}
            refresh={refresh}
            error={errors.slot}
            initialSlot={wantedSlot}
          />
        ) : (
          <PlainSlot
            errors={errors}
            loadFailed={picker === "failed"}
            onRetry={() => setPicker(null)}
          />
        )}
        <ContactField
          name="otherParties"
          label={t("contact.form.booking.otherParties")}
          hint={t("contact.form.booking.otherPartiesHint", { max: limits.otherParties })}
          error={errors.otherParties}
        >
          {(control) => (
            <textarea {...control} rows={3} maxLength={limits.otherParties} dir="auto" />
          )}
        </ContactField>
      </div>
    </details>
  );
}

/** A date and an hour: what the form offers without JavaScript, or when the picker fails to load. */
function PlainSlot({
  errors,
  loadFailed,
  onRetry,
}: {
  errors: FieldErrors;
  loadFailed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const { firm, lang } = useSite();
  const ahead = useBookingWindow();
  const shared = ["contact-slot-hint", errors.slot ? "contact-slot-error" : ""].join(" ").trim();
  return (
    <div className={timesRoom}>
      {loadFailed ? (
        <p className="mb-4 text-sm text-red-900">
          {t("contact.form.booking.failed")}{" "}
          <button
            type="button"
            onClick={onRetry}
            className="font-semibold text-navy-800 underline underline-offset-2"
          >
            {t("contact.form.booking.retry")}
          </button>
        </p>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <ContactField
          name="slotDate"
          label={t("contact.form.booking.plainDate")}
          describedBy={shared}
          invalid={Boolean(errors.slot)}
        >
          {(control) => <input {...control} type="date" />}
        </ContactField>
        <ContactField
          name="slotTime"
          label={t("contact.form.booking.plainTime")}
          describedBy={shared}
          invalid={Boolean(errors.slot)}
        >
          {(control) => (
            <select {...control} defaultValue="">
              <option value="">{t("contact.form.booking.plainTimeNone")}</option>
              {startTimes().map((time) => (
                <option key={time} value={time}>
                  {formatClock(lang, time)}
                </option>
              ))}
            </select>
          )}
        </ContactField>
      </div>
      <p id="contact-slot-hint" className="mt-1.5 text-sm text-slate-600">
        {t("contact.form.booking.plainHint", { ...firm.officeHours, ...ahead })}
      </p>
      <FieldError id="contact-slot-error" code={errors.slot} />
    </div>
  );
}
