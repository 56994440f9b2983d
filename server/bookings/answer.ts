import type { Booking } from "./store";
import { ammanIso } from "./when";

/** A booking as the API tells the visitor's browser about it: no one else's data. */
export function bookingAnswer(booking: Booking) {
  return {
    start: ammanIso(booking.start),
    attorney: booking.attorney,
    meeting: booking.meeting,
    status: booking.status,
  };
}
