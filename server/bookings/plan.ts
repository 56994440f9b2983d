import { checkSlot } from "../../app/booking/slots";
import { bookingSettings } from "../../app/content/booking";
import { bookableAttorneyIds } from "../../app/content/firm";
import type { Inquiry } from "../../app/contact/schema";
import type { FieldErrors } from "../../app/contact/fields";
import type { HoldRequest } from "./store";

/** What the store needs to hold the time an inquiry asks for, or why the time cannot be asked. */
export function planBooking(
  inquiry: Inquiry,
  now: Date,
): { ok: true; hold: Omit<HoldRequest, "inquiryId"> } | { ok: false; fields: FieldErrors } {
  const slot = checkSlot(inquiry.slot, now);
  if (!slot.ok) return { ok: false, fields: { slot: slot.code } };
  const start = slot.start.getTime();
  const requested = inquiry.attorney;
  return {
    ok: true,
    hold: {
      candidates: requested === "any" ? bookableAttorneyIds : [requested],
      requestedAttorney: requested,
      start,
      end: start + bookingSettings.slotMinutes * 60_000,
      meeting: inquiry.meeting,
      timeZone: inquiry.timeZone,
      otherParties: inquiry.otherParties,
    },
  };
}
