import { useTranslation } from "react-i18next";
import { localize } from "~/i18n/paths";
import { useSite } from "~/site-context";
import { ButtonLink } from "../ui/button-link";
import { ForwardArrow } from "../ui/directional";
import { NextTimes } from "./next-times";

/** `claim`: whether the text opens with the claim line (“the first firm in Jordan…”). */
export function Hero({ claim }: { claim: boolean }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  return (
    <section
      id="home"
      tabIndex={-1}
      aria-labelledby="home-heading"
      className="hero-pattern relative overflow-hidden bg-navy-900 text-white"
    >
      <div className="mx-auto grid max-w-7xl gap-14 px-4 pt-36 pb-24 sm:px-6 sm:pt-44 sm:pb-32 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-end lg:gap-12 lg:px-8 xl:grid-cols-[minmax(0,1fr)_24rem] xl:gap-16">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-[0.16em] text-gold-300 uppercase">
            {t("hero.eyebrow")}
          </p>
          <h1
            id="home-heading"
            className="mt-5 font-display text-4xl leading-[1.12] font-semibold text-balance sm:text-5xl lg:text-6xl"
          >
            {t("hero.title")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/85 sm:text-xl">
            {claim ? `${t("hero.claim")} ` : null}
            {t("hero.subtitle")}
          </p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <ButtonLink to={localize(lang, "/#contact")} variant="gold">
              {t("hero.primaryCta")}
              <ForwardArrow className="size-5" />
            </ButtonLink>
            <ButtonLink to={localize(lang, "/#services")} variant="outlineLight">
              {t("hero.secondaryCta")}
            </ButtonLink>
          </div>
        </div>
        <NextTimes />
      </div>
      <div
        aria-hidden="true"
        className="h-1 bg-gradient-to-r from-gold-600 via-gold-300 to-gold-600"
      />
    </section>
  );
}
