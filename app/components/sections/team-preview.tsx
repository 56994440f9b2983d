import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { attorneyPath, pagePath } from "~/i18n/paths";
import { useSite } from "~/site-context";
import { ButtonLink } from "../ui/button-link";
import { ForwardArrow } from "../ui/directional";
import { Monogram } from "../ui/monogram";
import { SectionHeading } from "../ui/section-heading";

export function TeamPreview() {
  const { t } = useTranslation();
  const { lang, firm } = useSite();
  return (
    <section id="team" aria-labelledby="team-heading" className="bg-ivory py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="team-heading" eyebrow={t("team.eyebrow")} title={t("team.heading")} intro={t("team.intro")} />
        <ul className="mt-14 grid gap-8 md:grid-cols-3">
          {firm.attorneys.map((attorney, index) => (
            <li key={attorney.id} style={{ "--i": index, "--stagger": "0.1s" } as React.CSSProperties} className="reveal">
              <Link
                to={attorneyPath(lang, attorney.id)}
                aria-label={t("team.viewProfile", { name: attorney.name })}
                className="group block h-full overflow-hidden rounded-sm border border-navy-100 bg-white transition-shadow hover:shadow-xl"
              >
                <Monogram initials={attorney.initials} />
                <div className="p-6">
                  <h3 className="font-display text-xl font-semibold text-navy-900 group-hover:text-navy-700">{attorney.name}</h3>
                  <p className="mt-1 text-sm font-semibold text-gold-700">{attorney.title}</p>
                  <p className="mt-3 text-sm leading-relaxed text-slate-600">{attorney.expertise}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-12">
          <ButtonLink to={pagePath(lang, "attorneys")} variant="outlineDark">
            {t("team.viewAll")}
            <ForwardArrow className="size-5" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
