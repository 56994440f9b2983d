import type { BookingSettings } from "~/content/booking";

/** Starts of every day on the grid: minutes after midnight, from opening to the last start by closing. */
export function gridMinutes(settings: BookingSettings): number[] {
  const minutes: number[] = [];
  const last = settings.closesHour * 60 - settings.slotMinutes;
  for (let m = settings.opensHour * 60; m <= last; m += settings.slotMinutes) minutes.push(m);
  return minutes;
}
