import { week, type Weekday } from "../i18n/format";

/**
 * The firm's working week, stated once. The office hours on the contact page, the footer and
 * the structured data (`firm.hours`), the booking grid (`bookingSettings`), the booking part's
 * day calendar and its hint are all derived from it. The firm confirms it in facts-to-confirm.ts.
 */
export const workingWeek = {
  /** ISO weekdays the office is open and offers consultations, in the order of its week (Monday = 1). */
  days: [1, 2, 3, 4, 5],
  /** Wall-clock hours in Amman. */
  opensHour: 9,
  closesHour: 18,
} as const;

/** The working days' English names, as schema.org and the firm's hours name them. */
export const workingDayNames: readonly Weekday[] = workingWeek.days.map((day) => week[day - 1]!);

const clock = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The office hours as firm.ts gives them: named days, "09:00" to "18:00". */
export const officeHours = {
  days: workingDayNames,
  opens: clock(workingWeek.opensHour),
  closes: clock(workingWeek.closesHour),
};
