import { week, type Weekday } from "../i18n/format";
import firmFile from "@content/firm.json" with { type: "json" };

/**
 * The firm's working week, stated once in content/firm.json. The office hours on the contact
 * page, the footer and the structured data (`firm.hours`), the booking grid (`bookingSettings`),
 * the booking part's day calendar and its hint are all derived from it. Imported as JSON (not
 * read from the disk) because the booking part in the browser needs it too; the build checks the
 * file against its schema (./schema/firm.ts) before any page is made.
 */
export const workingWeek: {
  /** ISO weekdays the office is open and offers consultations, in the order of its week (Monday = 1). */
  days: readonly number[];
  /** Wall-clock hours in Amman. */
  opensHour: number;
  closesHour: number;
} = firmFile.workingWeek;

/** The working days' English names, as schema.org and the firm's hours name them. */
export const workingDayNames: readonly Weekday[] = workingWeek.days.map((day) => week[day - 1]!);

const clock = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The office hours as firm.ts gives them: named days, "09:00" to "18:00". */
export const officeHours = {
  days: workingDayNames,
  opens: clock(workingWeek.opensHour),
  closes: clock(workingWeek.closesHour),
};
