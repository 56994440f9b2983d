import { afterPublishComposers, firmBookingComposers, visitorBookingComposers } from "./bookings";
import { inquiryComposers } from "./inquiries";
import { requestComposers } from "./privacy";
import type { Composer, MailContext } from "./mail";
import type { Store } from "./store";

/**
 * Every mail about inquiries and bookings, by kind: each capability composes its own (the busy
 * calendars add theirs, from their own store, where the server is put together).
 */
export function siteComposers(store: Store, context: MailContext): Record<string, Composer> {
  return {
    ...inquiryComposers(store, context),
    ...visitorBookingComposers(store, context),
    ...firmBookingComposers(store, context),
    ...afterPublishComposers(store, context),
    ...requestComposers(store, context),
  };
}
