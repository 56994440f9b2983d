import { useTranslation } from "react-i18next";
import type { HomeFacts } from "~/content/home";
import { locales } from "~/i18n/locales";
import { useSite } from "~/site-context";
import { homeIcons } from "./home-icons";

/** Columns from `sm`: one per statistic shown, three at most (written out, so Tailwind sees them). */
const columns = (count: number) =>
  count >= 3 ? "sm:grid-cols-3" : count === 2 ? "sm:grid-cols-2" : "";

/**
 * The band of statistics under the hero: those the firm shows (each can be switched off in the
 * editor, as the Bar's rules may require); with none shown, no band at all.
 */
export function Stats({ statistics }: { statistics: HomeFacts["statistics"] }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const shown = statistics.filter((statistic) => statistic.shown);
  if (shown.length === 0) return null;
  const format = new Intl.NumberFormat(locales[lang].numberLocale);
  return (
    <section aria-labelledby="stats-heading" className="bg-white">
      <h2 id="stats-heading" className="sr-only">
        {t("stats.heading")}
      </h2>
      <ul className={`mx-auto grid max-w-7xl gap-px bg-navy-100 px-0 ${columns(shown.length)}`}>
        {shown.map(({ value, label, icon }) => {
          const Icon = homeIcons[icon];
          return (
            <li
              key={label}
              className="flex items-center gap-5 bg-white px-6 py-8 sm:flex-col sm:gap-3 sm:py-12 sm:text-center"
            >
              <Icon
                aria-hidden="true"
                className="size-8 shrink-0 text-gold-600"
                strokeWidth={1.5}
              />
              <div>
                <p className="font-display text-4xl font-semibold text-navy-900 sm:text-5xl">
                  <bdi dir="ltr">{format.format(value)}+</bdi>
                </p>
                <p className="mt-1 text-sm font-medium tracking-wide text-slate-600 uppercase">
                  {t(`stats.${label}`)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
