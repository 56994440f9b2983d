import { useTranslation } from "react-i18next";
import { pagePath } from "~/i18n/paths";
import { useSite } from "~/site-context";
import { ButtonLink } from "../ui/button-link";
import { ForwardArrow } from "../ui/directional";

export function ClosingCta() {
  const { t } = useTranslation();
  const { lang } = useSite();
  return (
    <section
      aria-labelledby="cta-heading"
      className="relative isolate overflow-hidden bg-navy-950 text-white"
    >
      <img
        src="/images/amman-dusk.svg"
        alt={t("cta.imageAlt")}
        width={1600}
        height={700}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 -z-10 size-full object-cover object-bottom"
      />
      <div
        // Deepens the sky behind the words only; the city along the bottom keeps its light.
        className="absolute inset-0 -z-10 bg-gradient-to-b from-navy-950/70 via-navy-950/30 to-transparent"
        aria-hidden="true"
      />
      <div className="mx-auto max-w-7xl px-4 pt-24 pb-44 sm:px-6 sm:pt-28 sm:pb-52 lg:px-8">
        <div className="reveal max-w-2xl">
          <h2
            id="cta-heading"
            className="font-display text-3xl leading-tight font-semibold text-balance sm:text-5xl"
          >
            {t("cta.heading")}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-white/85">{t("cta.body")}</p>
          <ButtonLink to={pagePath(lang, "contact")} variant="gold" className="mt-9">
            {t("cta.button")}
            <ForwardArrow className="size-5" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
