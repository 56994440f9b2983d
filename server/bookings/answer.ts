import { toOffsetIso } from "../../app/booking/zoned";
import { bookingSettings } from "../../app/content/booking";
import type { Booking } from "./store";

/** A booking as the API tells the visitor's browser about it: no one else's data. */
export function bookingAnswer(booking: Booking) {
  return {
    start: toOffsetIso(new Date(booking.start), bookingSettings.timeZone),
    attorney: booking.attorney,
    meeting: booking.meeting,
    status: booking.status,
  };
}
