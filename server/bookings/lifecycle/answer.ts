import { rescheduleKey } from "../../mail-kinds";
import type { Store } from "../../store";
import { type Booking, type DeclineOutcome, movesLeft } from "../store";
import { type CancelledBy, emit, transitions, type Transition } from "./table";

/** Why a transition does not happen; nothing changed. */
export type Refusal =
  /** No such booking (erased, or never made). */
  | "missing"
  /** Its time has begun or passed (or, for attendance, not yet come). */
  | "past"
  /** Less than the notice window is left: the visitor calls the office instead. */
  | "notice"
  /** Its status is not one the transition moves from (pressed twice, or too late). */
  | "status"
  /** Moved by the visitor `maxReschedules` times already. */
  | "limit";

export type Outcome =
  | { done: true; booking: Booking }
  /** "moved": its time is not the one the person pressing was shown (`shown`). */
  | { done: false; why: Refusal | "moved"; booking: Booking | null };

export interface When {
  now: number;
  /** How long before the start the visitor's own cancel and reschedule close (BOOKING_NOTICE_HOURS). */
  noticeMs?: number;
  /**
   * The start the page showed the person pressing (its form's `shown`), when it was a page: a
   * move since changes nothing, and they are shown the new time.
   */
  shown?: number;
}

/** Why `transition` cannot happen to `booking` at `now` whatever else is asked, or null. */
export function refusal(
  transition: Transition,
  booking: Booking | null,
  { now, noticeMs = 0 }: When,
): Refusal | null {
  if (!booking) return "missing";
  const rule: { from: readonly string[]; when?: "before" | "after" } = transitions[transition];
  if (rule.when === "before" ? now >= booking.start : rule.when === "after" && now < booking.start)
    return "past";
  if (!rule.from.includes(booking.status)) return "status";
  if (transition === "reschedule" && movesLeft(booking) === 0) return "limit";
  if ((transition === "reschedule" || transition === "cancel") && now >= booking.start - noticeMs)
    return "notice";
  return null;
}

/** One status change of an existing consultation, with its mails, in one transaction. */
export function change(
  store: Store,
  transition: Exclude<Transition, "request" | "reschedule" | "remind">,
  inquiryId: string,
  {
    now,
    noticeMs,
    shown,
    note = "",
    declinedAs = "",
    by,
    params,
  }: When & {
    note?: string;
    declinedAs?: DeclineOutcome | "";
    by?: CancelledBy;
    params?: Record<string, unknown>;
  },
): Outcome {
  return store.transaction((): Outcome => {
    const current = store.bookings.get(inquiryId);
    const inquiry = store.inquiries.get(inquiryId);
    const why = !inquiry
      ? "missing"
      : shown !== undefined && current && shown !== current.start
        ? "moved"
        : refusal(transition, current, { now, noticeMs });
    if (why) return { done: false, why, booking: current };
    const { to, from } = transitions[transition];
    const changed = store.bookings.transition(inquiryId, from, to, { note, declinedAs, now });
    // The UPDATE's own guard: no longer in one of `from`, it changed nothing, so nothing is mailed.
    if (!changed) return { done: false, why: "status", booking: current };
    const invited = current!.invited;
    const dedupe = rescheduleKey(current!.reschedules);
    emit(
      store,
      {
        name: transition,
        inquiryId,
        visitor: inquiry!.email,
        invited,
        by,
        dedupe,
        // Who made it goes with the mails too, whose words depend on it (undefined: not kept).
        params: { invited, by, ...params },
      },
      now,
    );
    return { done: true, booking: changed };
  });
}

/** The firm confirms the time: invitations to the visitor's and the firm's calendars. */
export const confirm = (store: Store, id: string, when: When) => change(store, "confirm", id, when);

/** The firm declines: another time (the visitor is invited to pick again), or it cannot act. */
export const decline = (
  store: Store,
  id: string,
  { outcome, note = "", ...when }: When & { outcome: DeclineOutcome; note?: string },
) => change(store, "decline", id, { ...when, note, declinedAs: outcome, params: { outcome } });

/**
 * Cancels; `by` is who asked, whose words the mails take. The visitor's own link closes
 * `noticeMs` before the start; the desk, for the firm or for a client who asked it, may cancel
 * at any time before it.
 */
export const cancel = (store: Store, id: string, { by, ...when }: When & { by: CancelledBy }) =>
  change(store, "cancel", id, {
    ...when,
    noticeMs: by === "visitor" ? when.noticeMs : 0,
    by,
  });

/** After its time, the firm marks whether the visitor came. */
export const markAttendance = (store: Store, id: string, attended: boolean, when: When) =>
  change(store, attended ? "attend" : "miss", id, when);
