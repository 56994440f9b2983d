import { week, type Weekday } from "../i18n/format";
import firmFile from "@content/firm.json" with { type: "json" };

/**
 * The firm's working week, stated once in content/firm.json. The office hours on the contact
 * page, the footer and the structured data (`firm.hours`), the booking grid (`bookingSettings`),
 * the booking part's day calendar and its hint are all derived from it. Imported as JSON (not
 * read from the disk) because the booking part in the browser needs it too; the build checks the
 * file against its schema (./schema/firm.ts) before any page is made.
 */
export interface WorkingWeek {
  /** ISO weekdays the office is open and offers consultations, in the order of its week (Monday = 1). */
  days: readonly number[];
  /** Wall-clock hours in Amman. */
  opensHour: number;
  closesHour: number;
}

const clock = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
const namesOf = (office: WorkingWeek): readonly Weekday[] =>
  office.days.map((day) => week[day - 1]!);
/** The office hours of a week, as firm.ts gives them. */
export const hoursOf = (office: WorkingWeek) => ({
  days: namesOf(office),
  opens: clock(office.opensHour),
  closes: clock(office.closesHour),
});

// Live bindings: the server swaps them all at once when a publish switches the site (./live.server.ts).
export let workingWeek: WorkingWeek = firmFile.workingWeek;
/** The working days' English names, as schema.org and the firm's hours name them. */
export let workingDayNames: readonly Weekday[] = namesOf(workingWeek);
/** The office hours as firm.ts gives them: named days, "09:00" to "18:00". */
export let officeHours = hoursOf(workingWeek);

/** The server's step of a publish: the week of the content it now serves. */
export function switchWorkingWeek(next: WorkingWeek) {
  workingWeek = next;
  workingDayNames = namesOf(next);
  officeHours = hoursOf(next);
}
