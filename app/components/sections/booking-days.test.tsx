// @vitest-environment jsdom
/**
 * The booking part's calendar of days: a holiday between two free days is a gap that says so,
 * in the page's language, to the eye and to a screen reader; a full day stays a plain gap.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { groupByDay } from "~/booking/days";
import { addDays, isoWeekday } from "~/booking/zoned";
import { workingWeek } from "~/content/working-week";
import { localizedFirm } from "~/content/firm";
import { i18nFor } from "~/i18n/i18n";
import type { Lang } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { SiteProvider } from "~/site-context";
import { BookingDays } from "./booking-days";

afterEach(cleanup);

const amman = "Asia/Amman";
// Three working days in a row of the firm's week (whatever days it works): the first and the
// last have free times, the middle one is a holiday.
const [before, holiday, after] = Array.from({ length: 14 }, (_, i) => addDays("2026-12-01", i))
  .filter((date) => workingWeek.days.includes(isoWeekday(date)))
  .slice(0, 3) as [string, string, string];
const days = groupByDay([`${before}T10:00:00+03:00`, `${after}T10:00:00+03:00`], amman);
const closedDay = { date: holiday, name: { en: "A holiday", ar: "عطلة رسمية" } };

function renderDays(lang: Lang, closed = [closedDay]) {
  return render(
    <I18nextProvider i18n={i18nFor(lang, messages[lang])}>
      <SiteProvider lang={lang} firm={localizedFirm(lang)} year={2026}>
        <BookingDays days={days} closed={closed} timeZone={amman} value="" onChange={() => {}} />
      </SiteProvider>
    </I18nextProvider>,
  );
}

describe("the calendar of days", () => {
  it.each(["en", "ar"] as const)(
    "names a holiday in its gap, in %s, and offers it to no one",
    (lang) => {
      const { container } = renderDays(lang);
      expect(screen.getAllByRole("radio")).toHaveLength(2);
      const gap = [...container.querySelectorAll("div > div")].find((cell) =>
        cell.textContent?.includes(closedDay.name[lang]),
      );
      expect(gap, "a cell with the holiday's name").toBeDefined();
      // Under its weekday, in the column the firm's week gives it.
      const column = workingWeek.days.indexOf(isoWeekday(holiday)) + 1;
      expect((gap as HTMLElement).style.gridColumnStart).toBe(String(column));
      const said = messages[lang].contact.form.booking.closedDay.replace(
        "{{name}}",
        closedDay.name[lang],
      );
      expect(gap!.textContent).toContain(said);
    },
  );

  it("names no holiday outside the free days it lies between", () => {
    const { container } = renderDays("en", [{ ...closedDay, date: addDays(after, 1) }]);
    expect(container.textContent).not.toContain(closedDay.name.en);
  });
});
