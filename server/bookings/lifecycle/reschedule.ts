import { checkSlot, type SlotCode } from "../../../app/booking/slots";
import { bookingSettings } from "../../../app/content/booking";
import type { BusyCalendars } from "../../calendars";
import { rescheduleKey } from "../../mail-kinds";
import type { Store } from "../../store";
import { holdDeadline } from "../hold";
import type { Booking } from "../store";
import { type Refusal, refusal, type When } from "./answer";
import { emit } from "./table";

export type RescheduleOutcome =
  | { done: true; before: Booking; booking: Booking }
  | {
      done: false;
      why: Refusal | "slot" | "taken" | "same";
      booking: Booking | null;
      slot?: SlotCode;
    };

type MoveOptions = When & {
  holdWorkingDays: number;
  busy?: Pick<BusyCalendars, "isBusy">;
  /** The client asked the desk, by phone or in person: the firm's mail says so (not "their link"). */
  byClient?: boolean;
};

/**
 * The visitor moves their consultation to another start with the same attorney. The new time is
 * taken and the old one let go by one statement that the held-time index guards, so among
 * simultaneous moves to one time exactly one wins. It goes back to "requested" for the firm to
 * confirm, with a new hold deadline.
 */
export const reschedule = (store: Store, inquiryId: string, slot: string, options: MoveOptions) =>
  relocate(store, "reschedule", inquiryId, slot, options);

/**
 * The firm moves it itself (its attorney cannot attend), at the desk: the same taking of the new
 * time, but confirmed at once, not one of the visitor's moves, and the mails say the firm moved
 * it. No notice window: the firm may move it until it begins.
 */
export const move = (store: Store, inquiryId: string, slot: string, options: MoveOptions) =>
  relocate(store, "move", inquiryId, slot, { ...options, noticeMs: 0 });

function relocate(
  store: Store,
  transition: "reschedule" | "move",
  inquiryId: string,
  slot: string,
  { holdWorkingDays, busy, byClient = false, ...when }: MoveOptions,
): RescheduleOutcome {
  return store.transaction((): RescheduleOutcome => {
    const current = store.bookings.get(inquiryId);
    const inquiry = store.inquiries.get(inquiryId);
    const why = inquiry ? refusal(transition, current, when) : "missing";
    if (why) return { done: false, why, booking: current };
    const booking = current!;
    const checked = checkSlot(slot, new Date(when.now));
    if (!checked.ok) return { done: false, why: "slot", booking, slot: checked.code };
    const start = checked.start.getTime();
    if (start === booking.start) return { done: false, why: "same", booking };
    const end = start + bookingSettings.slotMinutes * 60_000;
    if (busy?.isBusy(booking.attorney, start, end)) return { done: false, why: "taken", booking };
    const holdUntil = holdDeadline(when.now, start, holdWorkingDays);
    const byFirm = transition === "move";
    const result = store.bookings.relocate(inquiryId, {
      start,
      end,
      holdUntil,
      now: when.now,
      byFirm,
    });
    if (!result.moved) {
      const why = result.why === "unmovable" ? "status" : result.why;
      return { done: false, why, booking };
    }
    const { before, after } = result;
    const params = {
      from: before.start,
      wasConfirmed: before.status === "confirmed",
      ...(byClient ? { by: "client" } : {}),
    };
    const dedupe = rescheduleKey(after.reschedules);
    const event = { inquiryId, visitor: inquiry!.email, invited: after.invited, dedupe, params };
    emit(store, { name: transition, ...event }, when.now);
    return { done: true, before, booking: after };
  });
}
