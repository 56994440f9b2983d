import { Mail, Menu, Phone, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { pagePath } from "~/i18n/paths";
import { useSite } from "~/site-context";
import { Ltr } from "../ui/ltr";
import { Logo } from "../ui/logo";
import { headerIds, scriptOnly } from "./constants";
import { headerNav } from "./nav-items";
import { mailtoHref, telHref } from "~/lib/firm-links";

const desktopLinkClass =
  "rounded-sm px-2 py-2 text-sm font-medium whitespace-nowrap text-white/90 transition-colors hover:text-gold-300";

/**
 * A header link to a page, in both menus: marked as the page the visitor is on, or, on a page
 * below it (an attorney's profile, an article), as the part of the site they are in; either way
 * drawn in gold.
 */
function PageLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: string;
}) {
  const { pathname } = useLocation();
  const current = pathname === to ? "page" : pathname.startsWith(`${to}/`) ? "true" : undefined;
  return (
    <Link
      to={to}
      className={`${className} aria-[current=page]:text-gold-300 aria-[current=true]:text-gold-300`}
      aria-current={current}
    >
      {children}
    </Link>
  );
}

/**
 * The fixed header. It is rendered once, at build time; the page's script (app/enhance/header.ts)
 * marks it `data-scrolled` past the spec's threshold and opens and closes the mobile menu, so its
 * look for each state is written here as data-attribute variants.
 */
export function Header() {
  const { t } = useTranslation();
  const { lang, firm } = useSite();
  const nav = headerNav(lang);

  /** The phone's menu: opened by the page's script, or without it as a <details> (below). */
  const mobileNav = (
    <nav aria-label={t("a11y.mainNav")} className="px-4 py-4 sm:px-6">
      <ul className="flex flex-col">
        {nav.map((item, index) => (
          <li key={item.key} className="menu-item" style={{ "--i": index } as React.CSSProperties}>
            <PageLink
              to={item.to}
              className="block rounded-sm px-2 py-3 text-base font-medium text-white hover:text-gold-300"
            >
              {t(`nav.${item.key}`)}
            </PageLink>
          </li>
        ))}
        <li className="menu-item" style={{ "--i": nav.length } as React.CSSProperties}>
          <Link
            to={pagePath(lang, "contact")}
            className="mt-2 block rounded-sm bg-gold-400 px-4 py-3 text-center font-semibold text-navy-950 hover:bg-gold-300"
          >
            {t("nav.schedule")}
          </Link>
        </li>
        <li
          className="menu-item mt-3 border-t border-white/10 pt-3"
          style={{ "--i": nav.length + 1 } as React.CSSProperties}
        >
          <a
            href={telHref(firm)}
            className="flex items-center gap-3 px-2 py-3 text-white/90 hover:text-gold-300"
          >
            <Phone aria-hidden="true" className="size-5 text-gold-400" />
            <Ltr>{firm.phone.display}</Ltr>
          </a>
        </li>
        <li className="menu-item" style={{ "--i": nav.length + 2 } as React.CSSProperties}>
          <a
            href={mailtoHref(firm)}
            className="flex items-center gap-3 px-2 py-3 text-white/90 hover:text-gold-300"
          >
            <Mail aria-hidden="true" className="size-5 text-gold-400" />
            <Ltr>{firm.email}</Ltr>
          </a>
        </li>
      </ul>
    </nav>
  );

  return (
    <header
      data-fixed-frame=""
      className="fixed inset-x-0 top-0 z-40 bg-navy-950/75 text-white transition-[background-color,box-shadow] duration-300 data-menu-open:bg-navy-950/97 data-menu-open:shadow-lg data-menu-open:shadow-navy-950/30 data-scrolled:bg-navy-950/97 data-scrolled:shadow-lg data-scrolled:shadow-navy-950/30"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:inset-s-4 focus:top-3 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-navy-900"
      >
        {t("a11y.skipToContent")}
      </a>
      <div className="mx-auto flex h-20 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8 xl:gap-5">
        <Link to={pagePath(lang, "home")} className="shrink-0 rounded-sm" aria-label={firm.name}>
          <Logo name={firm.name} />
        </Link>

        <nav aria-label={t("a11y.mainNav")} className="ms-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.key}>
                {item.to.includes("#") ? (
                  <Link to={item.to} className={desktopLinkClass}>
                    {t(`nav.${item.key}`)}
                  </Link>
                ) : (
                  <PageLink to={item.to} className={desktopLinkClass}>
                    {t(`nav.${item.key}`)}
                  </PageLink>
                )}
              </li>
            ))}
          </ul>
        </nav>

        {/* From 1024 px the header carries the phone and email: as icons, with their text from 1280 px. */}
        <div className="hidden items-center gap-1 lg:flex xl:gap-3">
          <a
            href={telHref(firm)}
            className="flex items-center gap-2 rounded-sm p-2 text-sm text-white/85 hover:text-gold-300 xl:p-0"
            aria-label={t("nav.call", { phone: firm.phone.display })}
          >
            <Phone aria-hidden="true" className="size-4 text-gold-400" />
            <Ltr className="hidden whitespace-nowrap xl:inline">{firm.phone.display}</Ltr>
          </a>
          <a
            href={mailtoHref(firm)}
            className="flex items-center gap-2 rounded-sm p-2 text-sm text-white/85 hover:text-gold-300 xl:p-0"
            aria-label={t("nav.emailUs", { email: firm.email })}
          >
            <Mail aria-hidden="true" className="size-4 text-gold-400" />
            <Ltr className="hidden xl:inline">{firm.email}</Ltr>
          </a>
        </div>

        <Link
          to={pagePath(lang, "contact")}
          className="ms-auto hidden rounded-sm bg-gold-400 px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-navy-950 transition-colors hover:bg-gold-300 sm:inline-block lg:ms-0"
        >
          {t("nav.schedule")}
        </Link>

        <button
          type="button"
          id={headerIds.toggle}
          {...scriptOnly}
          className="group -me-2 ms-auto inline-flex size-11 items-center justify-center rounded-sm text-white sm:ms-0 lg:hidden"
          aria-expanded="false"
          aria-controls={headerIds.menu}
          aria-label={t("a11y.openMenu")}
          data-label-open={t("a11y.openMenu")}
          data-label-close={t("a11y.closeMenu")}
        >
          <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
          <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
        </button>
        {/* Without JavaScript (app/root.tsx hides the button): the same menu, opened as a <details>. */}
        <noscript>
          <details className="-me-2 ms-auto sm:ms-0 lg:hidden">
            <summary className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-sm text-white [&::-webkit-details-marker]:hidden">
              <Menu aria-hidden="true" className="size-6" />
              <span className="sr-only">{t("a11y.openMenu")}</span>
            </summary>
            <div className="absolute inset-x-0 top-full max-h-[500px] overflow-y-auto border-t border-white/10 bg-navy-950">
              {mobileNav}
            </div>
          </details>
        </noscript>
      </div>

      <div
        id={headerIds.menu}
        hidden
        className="mobile-menu max-h-[500px] overflow-y-auto border-t border-white/10 bg-navy-950 lg:hidden"
      >
        {mobileNav}
      </div>
    </header>
  );
}
