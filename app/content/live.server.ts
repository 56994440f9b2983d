import { readMessages, switchMessages } from "../i18n/messages";
import { switchBookingSettings } from "./booking";
import { switchClosedDates } from "./closed-dates";
import { readContent, switchContentDir } from "./files.server";
import { readFirmContent, switchFirm } from "./firm";
import { switchFreeConsultation } from "./free-consultation";
import { readMailContent, switchMailContent } from "./mails.server";
import { homeSchema } from "./schema/home";
import { bookingSchema, closedDatesSchema } from "./schema/booking";
import { firmSchema } from "./schema/firm";
import { switchWorkingWeek } from "./working-week";

/**
 * What the server reads of the content while it runs (issue 38): the firm and its hours, each
 * attorney's hours, days off and whether they take bookings, the booking settings and closed
 * dates, the free-consultation switch, the words of the interface, and every word the server
 * sends (the mails, the booking pages and the sign-in page, content/mails/). They are live
 * bindings of their modules; a publish reads the new build's folder whole (`readLiveContent`,
 * which throws a ContentError and changes nothing), then swaps them all in one synchronous step
 * (`switchLiveContent`), so no request sees half of one and half of the other, and a request
 * that runs reads one build's content.
 */
export function readLiveContent(dir: string) {
  return {
    dir,
    week: readContent("firm.json", firmSchema, dir).workingWeek,
    settings: readContent("booking/settings.json", bookingSchema, dir),
    closed: readContent("booking/closed-dates.json", closedDatesSchema, dir).dates,
    freeConsultation: readContent("home.json", homeSchema, dir).claims.freeConsultation,
    firm: readFirmContent(dir),
    messages: readMessages(dir),
    mails: readMailContent(dir),
  };
}
export type LiveContent = ReturnType<typeof readLiveContent>;

export function switchLiveContent(next: LiveContent) {
  switchContentDir(next.dir);
  // The booking settings take the week's days and hours: the week first.
  switchWorkingWeek(next.week);
  switchBookingSettings(next.settings);
  switchClosedDates(next.closed);
  switchFreeConsultation(next.freeConsultation);
  switchFirm(next.firm);
  switchMessages(next.messages);
  switchMailContent(next.mails);
}
