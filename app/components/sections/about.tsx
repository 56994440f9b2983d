import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSite } from "~/site-context";
import { FirmMark } from "../ui/logo";
import { SectionHeading } from "../ui/section-heading";

const points = ["specialists", "bilingual", "direct"] as const;

export function About() {
  const { t } = useTranslation();
  const { firm } = useSite();
  return (
    <section
      id="about"
      tabIndex={-1}
      aria-labelledby="about-heading"
      className="bg-white py-20 sm:py-28"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="reveal">
          <SectionHeading
            id="about-heading"
            eyebrow={t("about.eyebrow")}
            title={t("about.heading")}
          />
          <p className="mt-6 text-lg leading-relaxed text-slate-700">
            {t("about.body", { name: firm.legalName })}
          </p>
          <p className="mt-4 leading-relaxed text-slate-600">{t("about.body2")}</p>
          <ul className="mt-8 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-slate-800">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-600" />
                <span className="font-medium">{t(`about.points.${point}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="reveal relative">
          {/* On a phone the badge covers the card's lower quarter: a square card keeps the name above it. */}
          <div className="hero-pattern flex aspect-square flex-col items-center justify-center gap-6 rounded-sm bg-navy-900 pb-24 text-center sm:aspect-[4/3] sm:pb-0">
            <FirmMark fine className="size-28 sm:size-36" />
            <p className="font-display text-xl font-semibold text-white sm:text-2xl">
              {firm.legalName}
            </p>
            <p className="text-sm font-semibold tracking-[0.16em] text-gold-300 uppercase">
              {t("about.established", { year: firm.foundedYear })}
            </p>
          </div>
          <div
            aria-hidden="true"
            className="absolute -bottom-6 inset-s-6 rounded-sm bg-gold-400 px-8 py-6 text-navy-950 shadow-xl sm:inset-s-10"
          >
            <p className="font-display text-5xl font-semibold">
              <bdi dir="ltr">{t("about.badgeValue")}</bdi>
            </p>
            <p className="mt-1 text-sm font-semibold tracking-wide uppercase">
              {t("about.badgeLabel")}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
