import { Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pagePath } from "~/i18n/paths";
import { useSite } from "~/site-context";
import { Ltr } from "../ui/ltr";
import { Logo } from "../ui/logo";
import { footerNav } from "./nav-items";
import { mailtoHref, telHref } from "~/lib/firm-links";

export function Footer() {
  const { t } = useTranslation();
  const { lang, firm, year } = useSite();
  const { address } = firm;

  return (
    <footer className="bg-navy-950 text-white/80">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <Logo name={firm.name} />
          <p className="mt-5 max-w-sm text-sm leading-relaxed">
            {t("footer.about", { name: firm.legalName })}
          </p>
        </div>

        <nav aria-label={t("a11y.footerNav")}>
          <h2 className="font-display text-base font-semibold text-gold-300">
            {t("footer.quickLinks")}
          </h2>
          <ul className="mt-5 space-y-3 text-sm">
            {footerNav(lang).map((item) => (
              <li key={item.key}>
                <Link to={item.to} className="hover:text-gold-300">
                  {t(`nav.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="font-display text-base font-semibold text-gold-300">
            {t("footer.contactHeading")}
          </h2>
          <ul className="mt-5 space-y-4 text-sm">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <address className="not-italic">
                <span className="sr-only">{t("footer.address")}: </span>
                {address.street}
                <br />
                {address.locality}
              </address>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <span>
                <span className="sr-only">{t("footer.phone")}: </span>
                <a href={telHref(firm)} className="hover:text-gold-300">
                  <Ltr>{firm.phone.display}</Ltr>
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <span>
                <span className="sr-only">{t("footer.email")}: </span>
                <a href={mailtoHref(firm)} className="hover:text-gold-300">
                  <Ltr>{firm.email}</Ltr>
                </a>
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* The Bar's facts a client may look for: the firm's registration, the rules, where to complain. */}
        <p className="mx-auto max-w-7xl px-4 pt-6 text-xs leading-relaxed text-white/70 sm:px-6 lg:px-8">
          {firm.bar.registration} {firm.bar.rules} {firm.bar.complaints}
        </p>
        {/* pb-24: at the very end of the page the last links stay clear of the floating language button. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-4 pb-24 text-xs text-white/70 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p data-build-year={year}>{t("footer.copyright", { year, name: firm.legalName })}</p>
          <ul className="flex gap-6">
            <li>
              <Link to={pagePath(lang, "privacy")} className="hover:text-gold-300">
                {t("footer.privacy")}
              </Link>
            </li>
            <li>
              <Link to={pagePath(lang, "terms")} className="hover:text-gold-300">
                {t("footer.terms")}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
