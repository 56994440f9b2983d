/**
 * The days the firm offers no consultations online: Jordan's public holidays, from
 * content/booking/closed-dates.json (where each date comes from is written beside it; the
 * project's Jordan calendar notes say how they are checked yearly). Re-exported by ./booking.ts;
 * a module of its own so that only the code that checks dates downloads them. Isra' and Mi'raj is
 * not among them: it stopped being a public holiday in 2005, though some holiday libraries still
 * list it.
 */
import file from "@content/booking/closed-dates.json" with { type: "json" };

export interface ClosedDate {
  /** A day in Amman, YYYY-MM-DD. */
  date: string;
  name: { en: string; ar: string };
  /** An Islamic holiday before its announcement: moon sighting may move it by a day. */
  expected: boolean;
  source: string;
}

// A live binding: the server swaps it when a publish switches the site (./live.server.ts).
export let closedDates: readonly ClosedDate[] = file.dates;

/** The server's step of a publish: the closed dates of the content it now serves. */
export function switchClosedDates(dates: readonly ClosedDate[]) {
  closedDates = dates;
}
