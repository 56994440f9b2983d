import { type Availability, worksAt } from "../../app/booking/availability";
import { bookingSettings } from "../../app/content/booking";
import { attorneyAvailability } from "../../app/content/firm";
import type { BusyCalendars } from "../calendars";

type Busy = Pick<BusyCalendars, "isBusy">;

/**
 * The one question the free times and the contact route ask of an attorney and a time: can they
 * not take it? Outside their consultation hours or on a day off (content/attorneys/<id>.json),
 * or busy in their own calendar (server/calendars).
 */
export function unavailable(
  calendars: Busy | undefined,
  /** A test's own hours; by default the attorneys' as the served content has them now. */
  availability?: Readonly<Record<string, Availability>>,
): Busy {
  return {
    isBusy: (attorney, start, end) =>
      !worksAt(
        (availability ?? attorneyAvailability)[attorney],
        start,
        end,
        bookingSettings.timeZone,
      ) || Boolean(calendars?.isBusy(attorney, start, end)),
  };
}
