import { CheckCircle2, CircleAlert } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type MovableBooking, moveApi, moveLink } from "~/booking/move";
import { yourClock } from "~/booking/your-clock";
import { bookingSettings } from "~/content/booking";
import { formatHours, formatSlot } from "~/i18n/format";
import { localize, pagePath } from "~/i18n/paths";
import { telHref } from "~/lib/firm-links";
import { useSite } from "~/site-context";
import { scriptOnly } from "../layout/constants";
import { BookingPicker } from "./booking-picker";
import { alertClass, submitButtonClass } from "./form-styles";

/** Where the page stands: reading the booking, showing the picker, or done. */
type Step =
  | { step: "loading" }
  /** The address is not a move link, or the booking is gone. */
  | { step: "link" }
  /** The booking could not be read: the connection, or the server. */
  | { step: "unloaded" }
  /** Too close to the start, moved three times, or no longer held. */
  | { step: "closed" }
  | { step: "ready"; booking: MovableBooking }
  | { step: "done"; booking: MovableBooking };

/** What the last press of the button got, when it did not move the consultation. */
type Problem = "chooseFirst" | "taken" | "slot" | "same" | "network";

/**
 * "Choose another time" (the link in the booking mails): the consultation as it stands, the free
 * times of the same attorney in the contact form's picker, and one button that moves it. The
 * server checks the signed link before it sends this page; here the page reads its own address.
 */
export function BookingMove() {
  const { t } = useTranslation();
  const { lang, firm } = useSite();
  const [state, setState] = useState<Step>({ step: "loading" });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const problemRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  // A sentence of the firm's with its number as a link a phone calls, on one line and left to
  // right inside Arabic text (an element with `dir` is isolated): `key`'s words around it.
  const withCall = (
    key: "move.noScript" | "move.errors.closed" | "move.notice",
    values: { hours?: string } = {},
  ): ReactNode => {
    const [before, after] = t(key, { ...values, phone: "\u0000" }).split("\u0000");
    return (
      <>
        {before}
        <a href={telHref(firm)} dir="ltr" className="font-semibold text-navy-800 underline">
          {firm.phone.display.replace(/ /g, "\u00a0")}
        </a>
        {after}
      </>
    );
  };

  useEffect(() => {
    const link = moveLink(window.location);
    if (!link) return setState({ step: "link" });
    // The language menu leads to this page in the other language, for this same booking (its
    // script carries the token over with the rest of the query).
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>("a[data-language]")) {
      const other = anchor.dataset.language;
      if (other === "en" || other === "ar")
        anchor.href = localize(other, `/booking/move/${link.id}`);
    }
    let live = true;
    // The answers' schemas load with zod beside the request (app/booking/move-api.ts).
    const schemas = import("~/booking/move-api");
    fetch(moveApi.booking(link), { headers: { accept: "application/json" }, cache: "no-store" })
      .then(async (response) => {
        if (!live) return;
        if (response.status === 403 || response.status === 404) return setState({ step: "link" });
        if (!response.ok) return setState({ step: "unloaded" });
        const body = (await schemas).bookingAnswer.safeParse(await response.json());
        if (!body.success) return setState({ step: "unloaded" });
        const { booking, closed } = body.data;
        setState(closed ? { step: "closed" } : { step: "ready", booking });
      })
      .catch(() => live && setState({ step: "unloaded" }));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  useEffect(() => {
    if (state.step === "done") doneRef.current?.focus();
  }, [state.step]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const link = moveLink(window.location);
    const slot = String(new FormData(event.currentTarget).get("slot") ?? "");
    if (!link || state.step !== "ready") return;
    if (!slot) return setProblem("chooseFirst");
    setSending(true);
    setProblem(null);
    const schemas = import("~/booking/move-api");
    try {
      const response = await fetch(moveApi.move(link), {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ slot }),
      });
      const json: unknown = await response.json().catch(() => ({}));
      const { movedAnswer, moveRefusal } = await schemas;
      const moved = movedAnswer.safeParse(json);
      if (response.ok && moved.success)
        return setState({ step: "done", booking: moved.data.booking });
      const body: { error?: string } = moveRefusal.safeParse(json).data ?? {};
      if (body.error === "slot_taken") {
        setProblem("taken");
        setRefresh((n) => n + 1);
      } else if (body.error === "slot") {
        setProblem("slot");
        setRefresh((n) => n + 1);
      } else if (body.error === "same_time") setProblem("same");
      else if (response.status === 403 || response.status === 404) setState({ step: "link" });
      else if (response.status === 409 || response.status === 410) setState({ step: "closed" });
      else setProblem("network");
    } catch {
      setProblem("network");
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="move-heading" className="bg-ivory-200 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-sm border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          {state.step === "loading" ? (
            <>
              <h2 id="move-heading" className="font-display text-2xl font-semibold text-navy-900">
                {t("move.current")}
              </h2>
              <p className="mt-4 text-slate-700" aria-live="polite" {...scriptOnly}>
                {t("move.loading")}
              </p>
              <noscript>
                <p className="mt-4 text-slate-800">{withCall("move.noScript")}</p>
              </noscript>
            </>
          ) : null}

          {state.step === "link" || state.step === "closed" || state.step === "unloaded" ? (
            <>
              <h2 id="move-heading" className="font-display text-2xl font-semibold text-navy-900">
                {t("move.title")}
              </h2>
              <p role="alert" className={`mt-4 ${alertClass}`}>
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  {state.step === "link"
                    ? t("move.errors.link")
                    : state.step === "unloaded"
                      ? t("move.errors.load")
                      : withCall("move.errors.closed")}
                </span>
              </p>
              <HomeLink label={t("move.home")} href={pagePath(lang, "home")} />
            </>
          ) : null}

          {state.step === "ready" || state.step === "done" ? (
            <>
              {state.step === "done" ? (
                <div className="mb-8 flex items-start gap-3 rounded-sm border border-emerald-200 bg-emerald-50 px-4 py-4 text-emerald-950">
                  <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0" />
                  <div>
                    <h2
                      id="move-heading"
                      ref={doneRef}
                      tabIndex={-1}
                      className="font-display text-xl font-semibold"
                    >
                      {t("move.doneHeading")}
                    </h2>
                    <p className="mt-1">{t("move.doneBody")}</p>
                  </div>
                </div>
              ) : (
                <h2 id="move-heading" className="font-display text-2xl font-semibold text-navy-900">
                  {t("move.current")}
                </h2>
              )}
              <BookingFacts booking={state.booking} />
              {state.step === "done" ? (
                <HomeLink label={t("move.home")} href={pagePath(lang, "home")} />
              ) : (
                <form onSubmit={submit} noValidate className="mt-10 border-t border-slate-200 pt-8">
                  <h2 className="font-display text-xl font-semibold text-navy-900">
                    {t("move.pick")}
                  </h2>
                  <p className="mt-2 text-sm text-slate-700">
                    {withCall("move.notice", {
                      hours: formatHours(lang, state.booking.noticeHours),
                    })}
                  </p>
                  <div className="mt-6">
                    <BookingPicker
                      attorney={state.booking.attorney}
                      refresh={refresh}
                      error={undefined}
                    />
                  </div>
                  <div ref={problemRef} tabIndex={-1} className="mt-6 empty:hidden">
                    {problem ? (
                      <p role="alert" className={alertClass}>
                        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                        <span>
                          {t(
                            problem === "chooseFirst"
                              ? "move.chooseFirst"
                              : `move.errors.${problem}`,
                          )}
                        </span>
                      </p>
                    ) : null}
                  </div>
                  <button type="submit" disabled={sending} className={`mt-6 ${submitButtonClass}`}>
                    {sending ? t("move.sending") : t("move.submit")}
                  </button>
                </form>
              )}
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The consultation as it stands: reference, time, attorney, meeting, status, changes left. */
export function BookingFacts({ booking }: { booking: MovableBooking }) {
  const { t } = useTranslation();
  const { lang, firm } = useSite();
  const attorney = firm.attorneys.find((person) => person.id === booking.attorney);
  const time = formatSlot(lang, new Date(booking.start), bookingSettings.timeZone, "full");
  // Drawn in the browser (the booking is fetched there), where the visitor's clock is known.
  const yours = yourClock(lang, new Date(booking.start));
  const rows: [string, ReactNode][] = [
    [t("move.reference"), <bdi dir="ltr">{booking.reference}</bdi>],
    [
      t("move.time"),
      [t("move.ammanTime", { time }), yours && t("contact.form.booking.localTime", { time: yours })]
        .filter(Boolean)
        .join(" · "),
    ],
    [t(attorney?.gender === "f" ? "move.attorneyWoman" : "move.attorney"), attorney?.name ?? ""],
    [t("move.meeting"), t(`contact.form.booking.meetingModes.${booking.meeting}`)],
    [t("move.status"), booking.status === "confirmed" ? t("move.confirmed") : t("move.requested")],
  ];
  return (
    <>
      <dl className="mt-6 grid gap-x-6 gap-y-3 text-base sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700">
        {t("move.movesLeft", { left: booking.movesLeft })}
      </p>
    </>
  );
}

function HomeLink({ label, href }: { label: string; href: string }) {
  return (
    <p className="mt-8">
      <a
        href={href}
        className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-900"
      >
        {label}
      </a>
    </p>
  );
}
