/**
 * Every address of the site's own API that a page calls, written once: the server registers its
 * routes at these (server/bookings/slots-route.ts, server/inquiries/route.ts) and the pages ask
 * these. No code here beyond the strings: the page script imports it.
 */
export const apiPaths = {
  /** POST an inquiry (JSON from the island, a plain form without JavaScript). */
  contact: "/api/contact",
  /** GET the free starts for an attorney or any. */
  slots: "/api/slots",
  /** GET each bookable attorney's first free time, written out in a language. */
  nextTimes: "/api/next-times",
  /** GET a booking for its "Choose another time" page (signed link). */
  booking: "/api/booking/:id",
  /** POST its new time. */
  moveBooking: "/api/booking/:id/move",
} as const;
