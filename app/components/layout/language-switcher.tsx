import { Check, Languages } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { langs, locales, storageKey, type Lang } from "~/i18n/locales";
import { twinPath } from "~/i18n/paths";
import { useSite } from "~/site-context";
import type { NavigationState } from "./scroll-manager";

/** The floating round button: the current language's code, opening a menu of both languages. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { lang } = useSite();
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [lang]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const choose = (target: Lang) => {
    try {
      localStorage.setItem(storageKey, target);
    } catch {
      // Storage may be blocked; the URL still carries the language.
    }
    setOpen(false);
  };

  return (
    <div ref={root} data-fixed-frame="" className="fixed bottom-5 inset-e-5 z-50 print:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t("language.button", { language: locales[lang].label })}
        onClick={() => setOpen((value) => !value)}
        className="flex size-14 items-center justify-center gap-1 rounded-full bg-navy-900 text-sm font-semibold text-white shadow-lg shadow-navy-950/30 ring-2 ring-gold-400/70 transition-transform hover:scale-105 motion-reduce:transition-none motion-reduce:hover:scale-100"
      >
        <Languages aria-hidden="true" className="size-4 text-gold-300" />
        <span dir="ltr">{locales[lang].code}</span>
      </button>
      {/* After the button in the DOM, so Tab goes from the button into the open menu; it is drawn above it. */}
      <ul
        id={menuId}
        hidden={!open}
        aria-label={t("language.menuLabel")}
        className="absolute bottom-16 inset-e-0 w-44 overflow-hidden rounded-md border border-navy-100 bg-white py-1 shadow-xl"
      >
        {langs.map((code) => (
          <li key={code}>
            <Link
              to={`${twinPath(pathname, code)}${search}${hash}`}
              state={{ keepScroll: true } satisfies NavigationState}
              preventScrollReset
              lang={code}
              hrefLang={code}
              dir={locales[code].dir}
              aria-current={code === lang ? "true" : undefined}
              onClick={() => choose(code)}
              className={`flex items-center justify-between gap-3 px-4 py-3 text-sm text-slate-800 hover:bg-ivory focus-visible:bg-ivory ${
                code === lang ? "font-semibold" : ""
              } ${code === "ar" && lang !== "ar" ? "font-[system-ui]" : ""}`}
            >
              {locales[code].label}
              {code === lang ? <Check aria-hidden="true" className="size-4 text-navy-800" /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
