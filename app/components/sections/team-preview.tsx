import { useTranslation } from "react-i18next";
import { attorneyPath, pagePath } from "~/i18n/paths";
import { useSite } from "~/site-context";
import { ButtonLink } from "../ui/button-link";
import { ForwardArrow } from "../ui/directional";
import { SectionHeading } from "../ui/section-heading";
import { AttorneyCard } from "./attorney-card";

export function TeamPreview() {
  const { t } = useTranslation();
  const { lang, firm } = useSite();
  return (
    <section id="team" aria-labelledby="team-heading" className="bg-ivory py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="team-heading"
          eyebrow={t("team.eyebrow")}
          title={t("team.heading")}
          intro={t("team.intro")}
        />
        <ul className="mt-14 grid gap-8 md:grid-cols-3">
          {firm.attorneys.map((attorney, index) => (
            <li
              key={attorney.id}
              style={{ "--i": index, "--stagger": "0.1s" } as React.CSSProperties}
              className="reveal"
            >
              <AttorneyCard
                attorney={attorney}
                to={attorneyPath(lang, attorney.id)}
                label={t("team.viewProfile", { name: attorney.name })}
                heading="h3"
              />
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
