import { useTranslation } from "react-i18next";
import type { SlotDay } from "~/booking/days";
import type { ClosedDay } from "~/booking/slots-api";
import { instantFromZoned, isoWeekday, zonedParts } from "~/booking/zoned";
import { workingDayNames, workingWeek } from "~/content/working-week";
import { formatSlot, formatWeekday } from "~/i18n/format";
import { useSite } from "~/site-context";

// One column per working day, in the order of the firm's week.
const columns: readonly number[] = workingWeek.days;

/**
 * A chip's radio: invisible, over the whole chip, so focusing it scrolls the whole chip clear of
 * the sticky header (a 1 px `sr-only` radio left most of the chip and its ring beneath it), with
 * room for the chip's border and focus ring.
 */
export const chipInput = "absolute inset-0 size-full scroll-m-2 cursor-pointer opacity-0";

export const chipClass =
  "relative flex cursor-pointer flex-col items-center justify-center rounded-sm border border-slate-400 bg-white px-1 py-2 text-center text-sm text-slate-900 has-[:checked]:border-navy-900 has-[:checked]:bg-navy-900 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500";

/**
 * The days with free times as a small calendar, one row per working week and each day under its
 * weekday, so a full day shows as a gap, and a holiday as a gap with its name. Each day is a
 * native radio; its name is the full date, since the visible day number and month alone say less.
 */
export function BookingDays({
  days,
  closed = [],
  timeZone,
  value,
  onChange,
}: {
  days: SlotDay[];
  /** Holidays on working days (the slots' answer): those between the first and last day are named. */
  closed?: readonly ClosedDay[];
  timeZone: string;
  value: string;
  onChange: (date: string) => void;
}) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const [first, last] = [days[0]?.date ?? "", days.at(-1)?.date ?? ""];
  const holidays = closed.filter(({ date }) => date > first && date < last);
  const cells = [
    ...days.map((day, index) => ({ date: day.date, day, index })),
    ...holidays.map((holiday) => ({ date: holiday.date, holiday })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">
        {t("contact.form.booking.day")}
      </legend>
      <div
        className="mt-2 grid gap-1.5 sm:gap-2"
        style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` }}
      >
        {workingDayNames.map((day) => (
          <span
            key={day}
            aria-hidden="true"
            className="truncate text-center text-xs text-slate-600"
          >
            {formatWeekday(lang, day)}
          </span>
        ))}
        {cells.map((cell) => {
          if ("holiday" in cell) {
            const { date, name } = cell.holiday;
            const noon = instantFromZoned(date, 12, timeZone);
            return (
              <div
                key={date}
                className="flex min-h-14 flex-col items-center justify-center rounded-sm border border-dashed border-slate-300 px-1 py-2 text-center text-slate-600"
                style={{ gridColumnStart: columns.indexOf(isoWeekday(date)) + 1 }}
              >
                <span className="sr-only">
                  {`${formatSlot(lang, noon, timeZone, "day")}: ${t("contact.form.booking.closedDay", { name: name[lang] })}`}
                </span>
                <span aria-hidden="true" className="text-base">
                  {formatSlot(lang, noon, timeZone, "dayOfMonth")}
                </span>
                <span aria-hidden="true" className="text-[0.7rem] leading-tight">
                  {name[lang]}
                </span>
              </div>
            );
          }
          const { date, day, index } = cell;
          const { slots } = day;
          const first = new Date(slots[0]!);
          const month = zonedParts(first, timeZone).month;
          const previous = days[index - 1]?.slots[0];
          const newMonth = !previous || zonedParts(new Date(previous), timeZone).month !== month;
          return (
            <label
              key={date}
              className={`${chipClass} min-h-14`}
              style={{ gridColumnStart: columns.indexOf(isoWeekday(date)) + 1 }}
            >
              <input
                type="radio"
                name="slotDay"
                value={date}
                checked={date === value}
                onChange={() => onChange(date)}
                className={chipInput}
              />
              <span className="sr-only">{formatSlot(lang, first, timeZone, "day")}</span>
              <span aria-hidden="true" className="text-base font-semibold">
                {formatSlot(lang, first, timeZone, "dayOfMonth")}
              </span>
              {newMonth ? (
                <span aria-hidden="true" className="text-[0.7rem] leading-tight">
                  {formatSlot(lang, first, timeZone, "month")}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
