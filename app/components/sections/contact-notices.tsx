import { CheckCircle2, CircleAlert } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { yourClock } from "~/booking/your-clock";
import type { ErrorCode } from "~/contact/fields";
import type { BookingReceipt, SendFailure } from "~/contact/send-inquiry";
import { bookingSettings } from "~/content/booking";
import { formatSlot } from "~/i18n/format";
import { useSite } from "~/site-context";
import { useBookingWindow } from "./booking-window";
import { alertClass } from "./form-styles";

export type Notice =
  | { kind: "success" }
  | { kind: "error"; code: ErrorCode | "review" }
  | { kind: "failure"; reason: Exclude<SendFailure, "invalid" | "slotTaken" | "holdLimit"> };

/** A consultation time the server holds for the visitor: its reference and time. */
export type Receipt = { id: string; booking: BookingReceipt };

/**
 * What the form tells the visitor after a send: an error or failure (focused, so a screen reader
 * reads it at once) or the success message in a live region that stays in the page. A time asked
 * for stays written under it, with its reference, until the next send: the success message goes
 * after 4 s, as the spec says, but what was booked is not a message to lose.
 */
export function ContactNotices({
  notice,
  receipt,
  noticeRef,
  statusRef,
}: {
  notice: Notice | null;
  receipt: Receipt | null;
  noticeRef: Ref<HTMLDivElement>;
  /** Where focus goes after a send: the button it was on is disabled, then the form resets. */
  statusRef: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const { lang, firm } = useSite();
  const ahead = useBookingWindow();
  // Shown only after a send, in the browser: the visitor's own clock is known there.
  const yours = receipt ? yourClock(lang, new Date(receipt.booking.start)) : null;
  return (
    <>
      <div ref={noticeRef} tabIndex={-1} className="mt-6 empty:hidden">
        {notice?.kind === "error" ? (
          <p role="alert" className={alertClass}>
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t(`contact.form.errors.${notice.code}`, ahead)}
          </p>
        ) : null}
        {notice?.kind === "failure" ? (
          <p role="alert" className={alertClass}>
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {t(`contact.form.errors.${notice.reason}`, {
                phone: "\u2066" + firm.phone.display + "\u2069",
              })}
            </span>
          </p>
        ) : null}
      </div>
      <div ref={statusRef} tabIndex={-1} role="status" className="empty:hidden">
        {notice?.kind === "success" ? (
          <p className="mt-6 flex items-start gap-2 rounded-sm border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {/* With a time held, its line below says when we answer: one promise, not two. */}
            {t(receipt ? "contact.form.booking.sent" : "contact.form.success")}
          </p>
        ) : null}
        {receipt ? (
          <p className="mt-4 rounded-sm border border-navy-100 bg-ivory/60 px-4 py-3 text-sm text-navy-900">
            {t("contact.form.booking.success", {
              time: formatSlot(
                lang,
                new Date(receipt.booking.start),
                bookingSettings.timeZone,
                "full",
              ),
            })}{" "}
            {yours ? (
              <span className="mt-1 block">
                {t("contact.form.booking.localTime", { time: yours })}
              </span>
            ) : null}
            <span className="mt-1 block font-semibold">
              {t("contact.form.booking.reference")}: <bdi dir="ltr">{receipt.id}</bdi>
            </span>
          </p>
        ) : null}
      </div>
    </>
  );
}
