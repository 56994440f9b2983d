import { checkSlot } from "../../../app/booking/slots";
import { bookingSettings } from "../../../app/content/booking";
import { bookableAttorneyIds } from "../../../app/content/firm";
import type { FieldErrors } from "../../../app/contact/fields";
import type { Inquiry } from "../../../app/contact/schema";
import type { BusyCalendars } from "../../calendars";
import { addressKey } from "../../mail";
import { formMailKinds, formMailsPerDay } from "../../mail-kinds";
import type { Store } from "../../store";
import { holdDeadline } from "../hold";
import type { Booking } from "../store";
import { emit } from "./table";

export interface RequestOptions {
  now: number;
  /** Anything in the form's hidden field: stored as evidence, mailed to nobody, holds no time. */
  spam: boolean;
  /** The keyed hash of the address the request came from (counted, never stored as such). */
  deviceKey: string;
  /** Requests one address, or one device, may have waiting at once; 0: no limit. */
  openRequestsLimit: number;
  /** Working days a requested time is held unanswered (BOOKING_HOLD_WORKING_DAYS). */
  holdWorkingDays: number;
  /** The attorneys' own calendars: a busy attorney cannot be held (server/calendars). */
  busy?: Pick<BusyCalendars, "isBusy">;
  /** The plain form: a time that cannot be held still leaves the message with the firm. */
  keepWithoutTime: boolean;
  /** The desk's, for someone who called: its mails say so (by default, the site's form). */
  source?: "form" | "desk";
}

/** Why the time asked for was not held. */
export type TimeRefusal =
  { why: "slot"; fields: FieldErrors } | { why: "slot_taken" } | { why: "hold_limit" };

export type RequestOutcome =
  | { stored: true; id: string; booking: Booking | null; timeRefused: TimeRefusal | null }
  | { stored: false; timeRefused: TimeRefusal };

class NotHeld extends Error {
  constructor(readonly refusal: TimeRefusal) {
    super(refusal.why);
  }
}

/** The time an inquiry asks for, held for the first candidate attorney free at it; throws NotHeld. */
function holdTime(store: Store, id: string, inquiry: Inquiry, o: RequestOptions): Booking {
  const slot = checkSlot(inquiry.slot, new Date(o.now));
  if (!slot.ok) throw new NotHeld({ why: "slot", fields: { slot: slot.code } });
  const holder = addressKey(inquiry.email);
  const { deviceKey, openRequestsLimit: limit } = o;
  const atLimit = (ids: string[]) => ids.length >= limit;
  if (
    limit > 0 &&
    (atLimit(store.bookings.openIds({ holder })) ||
      (deviceKey !== "" && atLimit(store.bookings.openIds({ deviceKey }))))
  )
    throw new NotHeld({ why: "hold_limit" });
  const start = slot.start.getTime();
  const end = start + bookingSettings.slotMinutes * 60_000;
  const wanted = inquiry.attorney === "any" ? bookableAttorneyIds : [inquiry.attorney];
  const booking = store.bookings.hold(
    {
      inquiryId: id,
      // An attorney busy in their own calendar cannot be held, as a taken time cannot.
      candidates: wanted.filter((who) => !o.busy?.isBusy(who, start, end)),
      requestedAttorney: inquiry.attorney,
      start,
      end,
      meeting: inquiry.meeting,
      timeZone: inquiry.timeZone,
      otherParties: inquiry.otherParties,
      holdUntil: holdDeadline(o.now, start, o.holdWorkingDays),
      holder,
      deviceKey,
    },
    o.now,
  );
  if (!booking) throw new NotHeld({ why: "slot_taken" });
  return booking;
}

/**
 * A visitor's inquiry, with the consultation time it asks for held if it can be: the inquiry,
 * the hold and the mails land in one transaction. The limit on waiting requests is counted in
 * it, so simultaneous requests from one person cannot all pass it. A time that cannot be held
 * stores nothing, unless `keepWithoutTime`: then the inquiry is stored without it.
 */
export function request(store: Store, inquiry: Inquiry, options: RequestOptions): RequestOutcome {
  const { now, spam } = options;
  const storeInquiry = (withTime: boolean) =>
    store.transaction(() => {
      const id = store.inquiries.insert(inquiry, { spam, now, source: options.source, withTime });
      const booking = withTime ? holdTime(store, id, inquiry, options) : null;
      const since = new Date(now - 86_400_000).toISOString();
      const acknowledge =
        store.outbox.countTo(inquiry.email, formMailKinds, since) < formMailsPerDay;
      const name = booking ? "request" : "inquired";
      if (!spam)
        emit(
          store,
          { name, inquiryId: id, visitor: inquiry.email, invited: false, acknowledge, dedupe: "" },
          now,
        );
      return { id, booking };
    });
  try {
    return { stored: true, ...storeInquiry(inquiry.slot !== "" && !spam), timeRefused: null };
  } catch (error) {
    if (!(error instanceof NotHeld)) throw error;
    if (!options.keepWithoutTime) return { stored: false, timeRefused: error.refusal };
    return { stored: true, ...storeInquiry(false), timeRefused: error.refusal };
  }
}
