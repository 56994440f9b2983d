/**
 * Consultation booking: the firm's settings (content/booking/settings.json) and the days it is
 * closed (content/booking/closed-dates.json). The browser's picker and the server's checks both
 * read them, so they are imported as JSON; the build checks both files against their schemas
 * (./schema/booking.ts) before any page is made.
 */

import settings from "@content/booking/settings.json" with { type: "json" };
import { workingWeek } from "./working-week";

export interface BookingSettings {
  /** Every hour below is wall time in this zone (Intl zone name, never a fixed offset). */
  timeZone: string;
  /** Length of a consultation; starts fall on a grid of this many minutes from opening. */
  slotMinutes: number;
  /** ISO weekdays the firm offers online, Monday = 1 (the spec's Monday to Friday). */
  workingDays: readonly number[];
  opensHour: number;
  /** The last consultation ends by then: with 60 minutes and 18, the last start is 17:00. */
  closesHour: number;
  /** The spec's reply promise: the firm confirms within 24 hours, so nothing sooner is offered. */
  minLeadHours: number;
  horizonDays: number;
}

export const bookingSettings: BookingSettings = {
  // Jordan's one zone: the site's clock, not a setting the firm changes.
  timeZone: "Asia/Amman",
  slotMinutes: settings.slotMinutes,
  // The one working week (./working-week.ts): bookable days and hours are the office's.
  workingDays: workingWeek.days,
  opensHour: workingWeek.opensHour,
  closesHour: workingWeek.closesHour,
  minLeadHours: settings.minLeadHours,
  horizonDays: settings.horizonDays,
};

// The list lives in its own module (see there), so that code needing only the settings does not carry it.
export { type ClosedDate, closedDates } from "./closed-dates";
