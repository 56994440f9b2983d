import { localize } from "~/i18n/paths";
import type { Lang } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages";

type NavKey = keyof Messages["nav"];

export interface NavItem {
  key: NavKey;
  to: string;
}

/** The header's links, in the spec's order with the Insights; Home and About are anchors on the home page. */
export function headerNav(lang: Lang): NavItem[] {
  return [
    { key: "home", to: localize(lang, "/#home") },
    { key: "attorneys", to: localize(lang, "/attorneys") },
    { key: "services", to: localize(lang, "/services") },
    { key: "insights", to: localize(lang, "/insights") },
    { key: "about", to: localize(lang, "/#about") },
    { key: "contact", to: localize(lang, "/contact") },
  ];
}

/** The footer's quick links: anchors on the home page, and the Insights. */
export function footerNav(lang: Lang): NavItem[] {
  return [
    { key: "home", to: localize(lang, "/#home") },
    { key: "services", to: localize(lang, "/#services") },
    { key: "insights", to: localize(lang, "/insights") },
    { key: "about", to: localize(lang, "/#about") },
    { key: "contact", to: localize(lang, "/#contact") },
  ];
}
