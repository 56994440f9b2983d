import { checkSlot, type SlotCode } from "../../app/booking/slots";
import { bookingSettings } from "../../app/content/booking";
import type { BusyCalendars } from "../calendars";
import type { Store } from "../store";
import { holdDeadline } from "./hold";
import { bookingMailKinds, moveKey } from "./mails/kinds";
import { type Booking, maxMoves } from "./store";

/** What a visitor's move did, or why nothing changed. */
export type MoveOutcome =
  | { moved: true; before: Booking; booking: Booking }
  | { moved: false; why: MoveRefusal; booking: Booking | null; slot?: SlotCode };

export type MoveRefusal =
  /** No such booking (erased, or never made). */
  | "missing"
  /** Its time has begun or passed. */
  | "past"
  /** Less than the notice window is left before it: the visitor calls the office instead. */
  | "notice"
  /** Declined, cancelled, expired or released: there is nothing to move. */
  | "closed"
  /** Already moved `maxMoves` times. */
  | "limit"
  /** The new time is not one the firm offers (off the grid, too soon, too far). */
  | "slot"
  /** Its attorney cannot take the new time: held by another booking, outside their hours, busy. */
  | "taken"
  /** The same time it already has. */
  | "same";

export interface MoveOptions {
  now: number;
  /** How long before the start online moves close (BOOKING_NOTICE_HOURS). */
  noticeMs: number;
  /** Working days the firm has to answer the new time (BOOKING_HOLD_WORKING_DAYS). */
  holdWorkingDays: number;
  /** Who cannot take a time: hours, days off, own calendars (server/bookings/availability.ts). */
  busy?: Pick<BusyCalendars, "isBusy">;
}

/** Why a booking cannot be moved at `now` whatever the new time, or null when it can. */
export function moveClosed(
  booking: Booking,
  { now, noticeMs }: Pick<MoveOptions, "now" | "noticeMs">,
): Exclude<MoveRefusal, "slot" | "taken" | "same" | "missing"> | null {
  if (now >= booking.start) return "past";
  if (booking.status !== "requested" && booking.status !== "confirmed") return "closed";
  if (booking.moves >= maxMoves) return "limit";
  if (now >= booking.start - noticeMs) return "notice";
  return null;
}

/**
 * Moves a consultation to another start with the same attorney, in one transaction: the new time
 * is taken and the old one let go by one statement that the held-time index guards, so among
 * simultaneous moves to one time exactly one wins and the others change nothing. The booking goes
 * back to "requested" for the firm to confirm (with a new hold deadline), its pending reminder is
 * withdrawn, and the visitor's and the firm's mails are queued with it.
 */
export function moveBooking(
  store: Store,
  inquiryId: string,
  slot: string,
  { now, noticeMs, holdWorkingDays, busy }: MoveOptions,
): MoveOutcome {
  return store.transaction((): MoveOutcome => {
    const current = store.bookings.get(inquiryId);
    const inquiry = store.inquiries.get(inquiryId);
    if (!current || !inquiry) return { moved: false, why: "missing", booking: null };
    const closed = moveClosed(current, { now, noticeMs });
    if (closed) return { moved: false, why: closed, booking: current };

    const checked = checkSlot(slot, new Date(now));
    if (!checked.ok) return { moved: false, why: "slot", booking: current, slot: checked.code };
    const start = checked.start.getTime();
    if (start === current.start) return { moved: false, why: "same", booking: current };
    const end = start + bookingSettings.slotMinutes * 60_000;
    if (busy?.isBusy(current.attorney, start, end)) {
      return { moved: false, why: "taken", booking: current };
    }

    const result = store.bookings.relocate(inquiryId, {
      start,
      end,
      holdUntil: holdDeadline(now, start, holdWorkingDays),
      now,
    });
    if (!result.moved) {
      return {
        moved: false,
        why: result.why === "unmovable" ? "closed" : result.why,
        booking: current,
      };
    }

    const { before, after } = result;
    const params = { from: before.start, wasConfirmed: before.status === "confirmed" };
    // The mails say which move they are about: an older one still waiting is not sent.
    const dedupe = moveKey(after.moves);
    store.outbox.enqueue(
      {
        kind: bookingMailKinds.moved,
        recordId: inquiryId,
        recipient: inquiry.email.toLowerCase(),
        params,
        dedupe,
      },
      now,
    );
    store.outbox.enqueue(
      { kind: bookingMailKinds.movedFirm, recordId: inquiryId, params, dedupe },
      now,
    );
    store.outbox.cancelPending(inquiryId, bookingMailKinds.reminder);
    return { moved: true, before, booking: after };
  });
}
