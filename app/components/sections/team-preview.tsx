import { useTranslation } from "react-i18next";
import { pagePath } from "~/i18n/paths";
import { useSite } from "~/site-context";
import { ButtonLink } from "../ui/button-link";
import { ForwardArrow } from "../ui/directional";
import { SectionHeading } from "../ui/section-heading";
import { AttorneyGrid } from "./attorney-card";

export function TeamPreview() {
  const { t } = useTranslation();
  const { lang } = useSite();
  return (
    <section id="team" aria-labelledby="team-heading" className="bg-ivory py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="team-heading"
          eyebrow={t("team.eyebrow")}
          title={t("team.heading")}
          intro={t("team.intro")}
        />
        {/* The people who will handle a matter: the lawyers who take it on, not the adviser. */}
        <AttorneyGrid
          className="mt-14"
          label={(name) => t("team.viewProfile", { name })}
          heading="h3"
          only={(attorney) => attorney.bookable}
        />
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
