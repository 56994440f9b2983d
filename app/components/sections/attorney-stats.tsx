import { Award, Briefcase, Scale, type LucideIcon } from "lucide-react";
import type { ProfilePageData } from "~/content/attorney-pages";
import type { StatIcon } from "~/content/attorney-types";
import { locales } from "~/i18n/locales";
import { useSite } from "~/site-context";

const icons = { scale: Scale, briefcase: Briefcase, award: Award } satisfies Record<
  StatIcon,
  LucideIcon
>;

/** The profile's three stat cards; numbers in Western digits in both languages. */
export function AttorneyStats({
  heading,
  stats,
}: {
  heading: string;
  stats: ProfilePageData["stats"];
}) {
  const { lang } = useSite();
  const format = new Intl.NumberFormat(locales[lang].numberLocale);
  return (
    <section aria-labelledby="profile-stats-heading">
      {/* The spec gives every profile the same figures: they describe the team, and say so. */}
      <h2
        id="profile-stats-heading"
        className="text-sm font-semibold tracking-[0.14em] text-gold-700 uppercase"
      >
        {heading}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {stats.map(({ id, value, icon, label }) => {
          const Icon = icons[icon];
          return (
            <li
              key={id}
              data-stat={id}
              className="flex items-center gap-5 rounded-sm bg-navy-900 px-6 py-5 text-white sm:flex-col sm:gap-0 sm:px-5 sm:py-7 sm:text-center"
            >
              <Icon
                aria-hidden="true"
                strokeWidth={1.5}
                className="size-7 shrink-0 text-gold-300"
              />
              <div>
                <p className="font-display text-3xl font-semibold sm:mt-3 sm:text-4xl">
                  <bdi dir="ltr">{format.format(value)}+</bdi>
                </p>
                <p className="mt-1 text-sm font-medium text-white/85">{label}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
