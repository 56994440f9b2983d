import type { LucideProps } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { HomeFacts } from "~/content/home";
import { pagePath } from "~/i18n/paths";
import { useSite } from "~/site-context";
import { ButtonLink } from "../ui/button-link";
import { ForwardArrow } from "../ui/directional";
import { SectionHeading } from "../ui/section-heading";
import { ExclusiveBadge } from "../ui/exclusive-badge";
import { homeIcons } from "./home-icons";

/**
 * The home page's six service families; trading law is highlighted, and badged exclusive while
 * `badge` (the firm's switch of that claim) is on.
 */
export function PracticeFamilies({
  families,
  badge,
}: {
  families: HomeFacts["families"];
  badge: boolean;
}) {
  const { t } = useTranslation();
  const { lang } = useSite();
  return (
    <section
      id="services"
      tabIndex={-1}
      aria-labelledby="services-heading"
      className="bg-ivory py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="services-heading"
          eyebrow={t("services.eyebrow")}
          title={t("services.heading")}
          intro={t("services.intro")}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {families.map(({ family, icon, highlighted }, index) => (
            <li
              key={family}
              style={{ "--i": index, "--stagger": "0.05s" } as React.CSSProperties}
              className={`reveal relative flex flex-col rounded-sm border p-8 ${
                highlighted
                  ? "border-gold-400 bg-navy-900 text-white shadow-xl shadow-navy-900/20"
                  : "border-navy-100 bg-white"
              }`}
            >
              {highlighted && badge ? <ExclusiveBadge label={t("services.exclusive")} /> : null}
              <FamilyIcon
                name={icon}
                aria-hidden="true"
                strokeWidth={1.5}
                className={`size-9 ${highlighted ? "text-gold-300" : "text-gold-600"}`}
              />
              <h3
                className={`mt-6 font-display text-xl font-semibold ${highlighted ? "text-white" : "text-navy-900"}`}
              >
                {t(`services.items.${family}.title`)}
              </h3>
              <p
                className={`mt-3 leading-relaxed ${highlighted ? "text-white/85" : "text-slate-600"}`}
              >
                {t(`services.items.${family}.description`)}
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-12">
          <ButtonLink to={pagePath(lang, "services")} variant="navy">
            {t("services.viewAll")}
            <ForwardArrow className="size-5" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

function FamilyIcon({ name, ...props }: { name: keyof typeof homeIcons } & LucideProps) {
  const Icon = homeIcons[name];
  return <Icon {...props} />;
}
