import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { apiPaths } from "~/api-paths";
import { bookingPath } from "~/i18n/paths";
import { useSite } from "~/site-context";

/**
 * The hero's second half: each bookable attorney with their next free consultation time, each a
 * link to the contact form's booking part with that attorney and that time chosen. The build
 * renders every row with a plain "see free times" link, so the box has its final size before any
 * script runs (no layout shift); app/enhance/next-times.ts writes the times in after the page
 * has loaded, or hides the whole panel when the free times cannot be had.
 */
export function NextTimes() {
  const { t } = useTranslation();
  const { lang, firm } = useSite();
  const attorneys = firm.attorneys.filter((person) => person.bookable);
  if (attorneys.length === 0) return null;
  return (
    <aside
      aria-labelledby="next-times-heading"
      data-next-times=""
      data-endpoint={apiPaths.nextTimes}
      data-none={t("hero.nextTimes.none")}
      className="w-full max-w-md border-t-2 border-gold-400 bg-navy-950/70 px-5 pt-5 pb-4 ring-1 ring-white/10 sm:px-6 lg:max-w-none"
    >
      <h2
        id="next-times-heading"
        className="text-sm font-semibold tracking-[0.14em] text-gold-300 uppercase rtl:tracking-normal"
      >
        {t("hero.nextTimes.heading")}
      </h2>
      <ul className="mt-3 divide-y divide-white/10">
        {attorneys.map((person) => (
          <li key={person.id}>
            <a
              href={bookingPath(lang, person.id)}
              data-attorney={person.id}
              aria-describedby="next-times-zone"
              className="group flex min-h-16 items-center gap-4 py-3 text-white hover:text-gold-200"
            >
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-full border border-gold-400/70 font-display text-base font-semibold text-gold-200"
              >
                {person.initials}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold">{person.name}</span>
                <bdi
                  data-next-time=""
                  className="block truncate text-sm leading-6 text-white/80 group-hover:text-gold-200"
                >
                  {t("hero.nextTimes.see")}
                </bdi>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="size-5 shrink-0 text-gold-300 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5 motion-reduce:transition-none"
              />
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-white/10 pt-3 text-sm">
        <p id="next-times-zone" className="text-white/75">
          {t("hero.nextTimes.zone")}
        </p>
        <a
          href={bookingPath(lang)}
          className="font-semibold text-gold-200 underline decoration-gold-400/60 underline-offset-4 hover:decoration-gold-200"
        >
          {t("hero.nextTimes.other")}
        </a>
      </div>
    </aside>
  );
}
