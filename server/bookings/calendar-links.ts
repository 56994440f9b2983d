import type { EventText } from "./ics";
import type { Booking } from "./store";

/** 20261124T002400Z: the UTC form both calendars read. */
function utcStamp(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * "Add to Google Calendar" and "Add to Outlook" links of the same event the `.ics` carries
 * (title, times, description, location), for mail apps that do not open attachments. Times go in
 * UTC, so each calendar shows them on its owner's clock.
 */
export function addToCalendarLinks(
  booking: Pick<Booking, "start" | "end">,
  text: EventText,
): { google: string; outlook: string } {
  const google = new URL("https://calendar.google.com/calendar/render");
  google.search = new URLSearchParams({
    action: "TEMPLATE",
    text: text.summary,
    dates: `${utcStamp(booking.start)}/${utcStamp(booking.end)}`,
    details: text.description,
    location: text.location,
  }).toString();
  const outlook = new URL("https://outlook.live.com/calendar/0/action/compose");
  outlook.search = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: text.summary,
    startdt: new Date(booking.start).toISOString(),
    enddt: new Date(booking.end).toISOString(),
    body: text.description,
    location: text.location,
  }).toString();
  return { google: google.toString(), outlook: outlook.toString() };
}
