import { bookingSettings } from "~/content/booking";
import type { AttorneyChoice } from "./fields";
import { zonedParts } from "./zoned";

export const SLOTS_ENDPOINT = "/api/slots";
/** Each bookable attorney's first free time, written out in a language (the home page's panel). */
export const NEXT_TIMES_ENDPOINT = "/api/next-times";

/**
 * The free starts for an attorney (or "any") from today in Amman to the horizon, or null when
 * the server could not be reached or answered something else. One day more than the horizon, so
 * that the last day's morning before the horizon is offered too.
 */
export async function fetchSlots(
  attorney: AttorneyChoice,
  now = new Date(),
): Promise<string[] | null> {
  const params = new URLSearchParams({
    attorney,
    from: zonedParts(now, bookingSettings.timeZone).date,
    days: String(bookingSettings.horizonDays + 1),
  });
  try {
    const response = await fetch(`${SLOTS_ENDPOINT}?${params}`, {
      headers: { accept: "application/json" },
      cache: "no-store",
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { slots?: unknown };
    if (!Array.isArray(body.slots)) return null;
    return body.slots.filter((slot): slot is string => typeof slot === "string");
  } catch {
    return null;
  }
}
