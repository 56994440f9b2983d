import { Check, Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation, useMatches } from "react-router";
import { langs, locales } from "~/i18n/locales";
import { twinPath } from "~/i18n/paths";
import { useSite } from "~/site-context";
import { scriptOnly, switcherIds } from "./constants";

/** The round button's look: the script's button, or without a script the link that stands for it. */
const round =
  "flex size-14 items-center justify-center gap-1 rounded-full bg-navy-900 text-sm font-semibold text-white shadow-lg shadow-navy-950/30 ring-2 ring-gold-400/70 transition-transform hover:scale-105 motion-reduce:transition-none motion-reduce:hover:scale-100";

/**
 * The floating round button: the current language's code, opening a menu of both languages.
 * The page's script (app/enhance/language-switcher.ts) opens and closes the menu, stores the
 * choice and keeps the visitor on the same section of the twin page.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { lang } = useSite();
  const { pathname } = useLocation();
  const other = lang === "en" ? "ar" : "en";
  // A page may name its twin itself: an article in one language leads to the other's list.
  const links = useMatches()
    .map(
      (match) =>
        (match.loaderData as { languageLinks?: Record<string, string> } | undefined)?.languageLinks,
    )
    .find(Boolean);

  return (
    <div data-fixed-frame="" className="fixed bottom-5 inset-e-5 z-50 print:hidden">
      <button
        id={switcherIds.toggle}
        {...scriptOnly}
        type="button"
        aria-expanded="false"
        aria-controls={switcherIds.menu}
        aria-label={t("language.button", { language: locales[lang].label })}
        className={round}
      >
        <Languages aria-hidden="true" className="size-4 text-gold-300" />
        <span dir="ltr">{locales[lang].code}</span>
      </button>
      {/* Without JavaScript the button opens nothing (app/root.tsx hides it): a link to the twin. */}
      <noscript>
        <a
          href={links?.[other] ?? twinPath(pathname, other)}
          lang={other}
          hrefLang={other}
          aria-label={locales[other].label}
          className={round}
        >
          <Languages aria-hidden="true" className="size-4 text-gold-300" />
          <span dir="ltr">{locales[other].code}</span>
        </a>
      </noscript>
      {/* After the button in the DOM, so Tab goes from the button into the open menu; it is drawn above it. */}
      <ul
        id={switcherIds.menu}
        hidden
        aria-label={t("language.menuLabel")}
        className="absolute bottom-16 inset-e-0 w-44 overflow-hidden rounded-md border border-navy-100 bg-white py-1 shadow-xl"
      >
        {langs.map((code) => (
          <li key={code}>
            <a
              href={links?.[code] ?? twinPath(pathname, code)}
              lang={code}
              hrefLang={code}
              dir={locales[code].dir}
              aria-current={code === lang ? "true" : undefined}
              data-language={code}
              className={`flex items-center justify-between gap-3 px-4 py-3 text-sm text-slate-800 hover:bg-ivory focus-visible:bg-ivory ${
                code === lang ? "font-semibold" : ""
              } ${code === "ar" && lang !== "ar" ? "font-[system-ui]" : ""}`}
            >
              {locales[code].label}
              {code === lang ? <Check aria-hidden="true" className="size-4 text-navy-800" /> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
