/**
 * Consultation booking: the firm's settings and the days it is closed. The firm edits this file
 * and ./closed-dates.ts; the browser's picker and the server's checks both read them.
 */

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
  timeZone: "Asia/Amman",
  slotMinutes: 60,
  // The one working week (./working-week.ts): bookable days and hours are the office's.
  workingDays: workingWeek.days,
  opensHour: workingWeek.opensHour,
  closesHour: workingWeek.closesHour,
  minLeadHours: 24,
  horizonDays: 30,
};

// The list lives in its own module (see there), so that code needing only the settings does not carry it.
export { type ClosedDate, closedDates } from "./closed-dates";
