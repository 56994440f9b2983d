import { apiPaths } from "~/api-paths";
import { bookingSettings } from "~/content/booking";
import type { AttorneyChoice } from "./fields";
import type { SlotsAnswer, slotsQuery } from "./slots-api";
import { zonedParts } from "./zoned";
import type { z } from "zod";

/**
 * The free starts for an attorney (or "any") from today in Amman to the horizon, and the
 * holidays among those days, or null when the server could not be reached or answered something
 * else. One day more than the horizon, so that the last day's morning before the horizon is
 * offered too.
 */
export async function fetchSlots(
  attorney: AttorneyChoice,
  now = new Date(),
): Promise<Pick<SlotsAnswer, "slots" | "closed"> | null> {
  const query = {
    attorney,
    from: zonedParts(now, bookingSettings.timeZone).date,
    days: String(bookingSettings.horizonDays + 1),
  } satisfies z.input<typeof slotsQuery>;
  const params = new URLSearchParams(query);
  // The answer's schema loads with zod beside the request, once the picker asks: not on first load.
  const schemas = import("./slots-api");
  schemas.catch(() => {});
  try {
    const response = await fetch(`${apiPaths.slots}?${params}`, {
      headers: { accept: "application/json" },
      cache: "no-store",
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const answer = (await schemas).slotsAnswer.safeParse(body);
    return answer.success ? { slots: answer.data.slots, closed: answer.data.closed } : null;
  } catch {
    return null;
  }
}
