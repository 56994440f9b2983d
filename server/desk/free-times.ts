import { groupByDay } from "../../app/booking/days";
import { addDays, instantFromZoned, toOffsetIso, zonedParts } from "../../app/booking/zoned";
import { bookingSettings } from "../../app/content/booking";
import { fill } from "../../app/content/schema/template";
import { formatSlot } from "../../app/i18n/format";
import type { Lang } from "../../app/i18n/locales";
import { escapeHtml as e } from "../mail";
import { deskCopy } from "./page";

import type { BusyCalendars } from "../calendars";
import type { Store } from "../store";

/** What the desk's pages that offer free times need: the move page, and the booking for a caller. */
export interface DeskTimesOptions {
  store: Store;
  wakeMail: () => void;
  now: () => number;
  /** Who cannot take a time; by default the attorneys' hours and days off (no own calendars). */
  busy?: Pick<BusyCalendars, "isBusy">;
  /** Working days a time is held for the firm's confirmation (BOOKING_HOLD_WORKING_DAYS). */
  holdWorkingDays?: number;
}

/** The days one page of free times shows: a week, a few dozen inputs at most. */
export const pageDays = 7;

/** The week a page of free times shows, from the Amman day asked for, kept within the horizon. */
export function weekOf(asked: string | undefined, now: number) {
  const today = zonedParts(new Date(now), bookingSettings.timeZone).date;
  const last = addDays(today, bookingSettings.horizonDays);
  // Within the horizon: the last page ends on its last day.
  const latest = [today, addDays(last, 1 - pageDays)].sort()[1]!;
  const from = !asked || asked < today ? today : asked > latest ? latest : asked;
  return { today, last, from };
}

/**
 * One attorney's free times for a week as the desk offers them, the move page and the booking for
 * a caller alike: radio buttons named `start` under each Amman day, and the links to the weeks
 * before and after (`at` gives a week's address). `times` is null when the week has none.
 */
export function freeTimesPicker(
  lang: Lang,
  {
    from,
    today,
    last,
    free,
    at,
    chosen = "",
  }: {
    from: string;
    today: string;
    last: string;
    free: Date[];
    at: (day: string) => string;
    /** The time picked before, checked again when the page comes back with an error. */
    chosen?: string;
  },
): { pager: string; times: string | null } {
  const t = deskCopy[lang];
  const zone = bookingSettings.timeZone;
  const dayOf = (date: string) => formatSlot(lang, instantFromZoned(date, 12, zone), zone, "day");
  const range = fill(t.move.days, { first: dayOf(from), last: dayOf(addDays(from, pageDays - 1)) });
  const links = [`<span>${e(range)}</span>`];
  if (from > today) {
    const back = addDays(from, -pageDays);
    links.unshift(`<a href="${e(at(back < today ? today : back))}">${e(t.move.earlier)}</a>`);
  }
  if (addDays(from, pageDays) <= last)
    links.push(`<a href="${e(at(addDays(from, pageDays)))}">${e(t.move.later)}</a>`);
  const pager = `<nav class="pager" aria-label="${e(range)}">${links.join("")}</nav>`;
  const days = groupByDay(
    free.map((start) => toOffsetIso(start, zone)),
    zone,
  );
  let n = 0;
  const fieldsets = days.map(({ slots }) => {
    const legend = formatSlot(lang, new Date(slots[0]!), zone, "day");
    const choices = slots.map((slot) => {
      const id = `start-${n++}`;
      const time = formatSlot(lang, new Date(slot), zone, "time");
      const checked = slot === chosen ? " checked" : "";
      return `<p class="choice"><input type="radio" id="${id}" name="start" value="${e(slot)}" required${checked}><label for="${id}">${e(time)}</label></p>`;
    });
    return `<fieldset class="times"><legend>${e(legend)}</legend>${choices.join("")}</fieldset>`;
  });
  return { pager, times: days.length ? fieldsets.join("") : null };
}
