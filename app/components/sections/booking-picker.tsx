import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { groupByDay } from "~/booking/days";
import { fetchSlots } from "~/booking/fetch-slots";
import type { ClosedDay } from "~/booking/slots-api";
import type { AttorneyChoice } from "~/booking/fields";
import { visitorZone, yourClock } from "~/booking/your-clock";
import { zonedParts } from "~/booking/zoned";
import type { ErrorCode } from "~/contact/fields";
import { bookingSettings } from "~/content/booking";
import { formatSlot } from "~/i18n/format";
import { useSite } from "~/site-context";
import { useBookingWindow } from "./booking-window";
import { BookingDays, chipClass, chipInput } from "./booking-days";
import { timesRoom } from "./booking-times-room";
import { FieldError } from "./contact-field";

const firmZone = bookingSettings.timeZone;

type Load =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "ready"; slots: string[]; closed: ClosedDay[] };

/**
 * The free days and times of the chosen attorney (or the first available), as two radio groups:
 * native controls, so arrows, Tab and screen readers work as everywhere else. Each time is in
 * Amman time, with the visitor's own time beside it when their clock differs. The chosen time
 * travels in a hidden `slot` field, so browsing other days does not lose it. `initialSlot` (from
 * the address, or carried across the language switch) is chosen, with its day shown, if it is
 * among the first free times loaded; otherwise nothing is chosen, the visitor is told that it is
 * no longer free, and picks another.
 */
export function BookingPicker({
  attorney,
  refresh,
  error,
  initialSlot = "",
}: {
  attorney: AttorneyChoice;
  refresh: number;
  error: ErrorCode | undefined;
  initialSlot?: string;
}) {
  const { t } = useTranslation();
  const { lang, firm } = useSite();
  const ahead = useBookingWindow();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [retry, setRetry] = useState(0);
  const [day, setDay] = useState("");
  const [chosen, setChosen] = useState("");
  const [zone, setZone] = useState<string | null>(null);
  // Only the first answer may adopt the wanted time: later ones follow the visitor's choices.
  const adopted = useRef(false);
  // The wanted time, when it was no longer free: said until the visitor chooses another.
  const [gone, setGone] = useState("");

  useEffect(() => setZone(visitorZone()), []);

  useEffect(() => {
    let live = true;
    setLoad({ state: "loading" });
    void fetchSlots(attorney).then((answer) => {
      if (live) setLoad(answer ? { state: "ready", ...answer } : { state: "failed" });
    });
    return () => {
      live = false;
    };
  }, [attorney, refresh, retry]);

  const days = useMemo(
    () => (load.state === "ready" ? groupByDay(load.slots, firmZone) : []),
    [load],
  );

  // A chosen time that is no longer free is dropped; the day shown stays if it still has times.
  useEffect(() => {
    if (load.state !== "ready") return;
    if (!adopted.current) {
      adopted.current = true;
      if (initialSlot && load.slots.includes(initialSlot)) {
        setChosen(initialSlot);
        setDay(zonedParts(new Date(initialSlot), firmZone).date);
        return;
      }
      if (!Number.isNaN(Date.parse(initialSlot))) setGone(initialSlot);
    }
    if (chosen && !load.slots.includes(chosen)) setChosen("");
    if (!days.some((d) => d.date === day)) setDay(days[0]?.date ?? "");
  }, [load, days, day, chosen, initialSlot]);

  const slotsOfDay = days.find((d) => d.date === day)?.slots ?? [];
  const slotRef = useRef<HTMLInputElement>(null);
  const timesRef = useRef<HTMLDivElement>(null);

  // The message then goes without a time (as when the visitor's requests already wait for the
  // firm). An input event from the time's field tells the form, which clears the time's error as
  // for any edit. Focus goes to the times, since the button it was on is gone.
  const unchoose = () => {
    setChosen("");
    slotRef.current?.dispatchEvent(new Event("input", { bubbles: true }));
    timesRef.current?.querySelector("input")?.focus();
  };
  const errorId = error ? "contact-slot-error" : undefined;

  const localLabel = (slot: string) => {
    const time = yourClock(lang, new Date(slot), zone);
    return time ? t("contact.form.booking.localTime", { time }) : null;
  };

  return (
    <div className={`space-y-6 ${load.state === "loading" ? timesRoom : ""}`}>
      <input ref={slotRef} type="hidden" name="slot" value={chosen} />
      <div aria-live="polite" className="text-sm text-slate-700 empty:hidden">
        {load.state === "loading" ? <p>{t("contact.form.booking.loading")}</p> : null}
        {gone && !chosen ? (
          <p className="font-medium text-red-800">
            {t("contact.form.booking.gone", {
              time: formatSlot(lang, new Date(gone), firmZone, "full"),
            })}
          </p>
        ) : null}
        {load.state === "ready" && days.length === 0 ? (
          <p>
            {t("contact.form.booking.empty", {
              phone: "\u2066" + firm.phone.display + "\u2069",
              horizon: ahead.horizon,
            })}
          </p>
        ) : null}
        {load.state === "failed" ? (
          <p className="text-red-900">
            {t("contact.form.booking.failed")}{" "}
            <button
              type="button"
              onClick={() => setRetry((n) => n + 1)}
              className="font-semibold text-navy-800 underline underline-offset-2"
            >
              {t("contact.form.booking.retry")}
            </button>
          </p>
        ) : null}
      </div>

      {days.length > 0 ? (
        <>
          <BookingDays
            days={days}
            closed={load.state === "ready" ? load.closed : []}
            timeZone={firmZone}
            value={day}
            onChange={setDay}
          />
          <fieldset aria-describedby={errorId}>
            <legend className="text-sm font-semibold text-slate-800">
              {t("contact.form.booking.time")}
            </legend>
            <div ref={timesRef} className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {slotsOfDay.map((slot) => {
                const local = localLabel(slot);
                return (
                  <label key={slot} className={`${chipClass} min-h-12`}>
                    <input
                      type="radio"
                      name="slotPick"
                      value={slot}
                      checked={slot === chosen}
                      onChange={() => {
                        setChosen(slot);
                        setGone("");
                      }}
                      aria-invalid={error && slot === chosen ? true : undefined}
                      className={chipInput}
                    />
                    <span className="font-semibold">
                      {formatSlot(lang, new Date(slot), firmZone, "time")}
                    </span>
                    {local ? <span className="text-xs opacity-90">{local}</span> : null}
                  </label>
                );
              })}
            </div>
            <FieldError id="contact-slot-error" code={error} />
          </fieldset>
          <div className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
            <p aria-live="polite" className="text-sm font-medium text-navy-900">
              {chosen
                ? [
                    t("contact.form.booking.chosen", {
                      time: formatSlot(lang, new Date(chosen), firmZone, "full"),
                    }),
                    // A visitor elsewhere reads the time they chose on their own clock too.
                    localLabel(chosen),
                  ]
                    .filter(Boolean)
                    .join(" · ")
                : t("contact.form.booking.noneChosen")}
            </p>
            {chosen ? (
              <button
                type="button"
                onClick={unchoose}
                className="min-h-11 text-sm font-semibold text-navy-800 underline underline-offset-2"
              >
                {t("contact.form.booking.clear")}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
