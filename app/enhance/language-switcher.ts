import { switcherIds } from "~/components/layout/constants";
import { storageKey } from "~/i18n/locales";
import { disclosure } from "./disclosure";

/** Where the visitor was when they switched, so the twin page can open at the same place. */
interface Place {
  path: string;
  /** Index of the section of <main> at the top of the window, and how far into it, 0 to 1. */
  section: number;
  into: number;
}
const placeKey = "language-switch-place";

/**
 * The floating language button: opens and closes its menu (Escape and a click elsewhere close
 * it), stores the chosen language under the spec's key and opens the twin page at the same
 * section: by its anchor when the address has one, else at the section the visitor was reading.
 */
export function enhanceLanguageSwitcher() {
  const toggle = document.getElementById(switcherIds.toggle);
  const menu = document.getElementById(switcherIds.menu);
  const root = toggle?.parentElement;
  if (!toggle || !menu || !root) return;

  const menuDisclosure = disclosure(toggle, menu);
  document.addEventListener("pointerdown", (event) => {
    if (!menu.hidden && !root.contains(event.target as Node)) menuDisclosure.close();
  });

  menu.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-language]");
    if (!link) return;
    try {
      localStorage.setItem(storageKey, link.dataset.language ?? "");
    } catch {
      // Storage may be blocked; the URL still carries the language.
    }
    menuDisclosure.close();
    const target = new URL(link.href);
    target.search = location.search;
    target.hash = location.hash;
    if (!location.hash) rememberPlace(target.pathname);
    // A plain click goes to the twin with the same query and section; a modified click
    // (new tab, new window) keeps the browser's own handling of the link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    location.assign(target.href);
  });
}

function sections(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("main section")].filter(
    (section) => !section.parentElement?.closest("main section"),
  );
}

function rememberPlace(path: string) {
  if (window.scrollY === 0) return;
  const all = sections();
  const index = all.findIndex((section) => section.getBoundingClientRect().bottom > 0);
  if (index < 0) return;
  const rect = all[index]!.getBoundingClientRect();
  const place: Place = { path, section: index, into: rect.height ? -rect.top / rect.height : 0 };
  try {
    sessionStorage.setItem(placeKey, JSON.stringify(place));
  } catch {
    // Without storage the twin page opens at its top.
  }
}

/** On the twin page: back to the section the visitor was reading before they switched. */
export function restoreSwitchPlace() {
  let place: Place | null;
  try {
    place = JSON.parse(sessionStorage.getItem(placeKey) ?? "null") as Place | null;
    sessionStorage.removeItem(placeKey);
  } catch {
    return;
  }
  if (!place || place.path !== location.pathname || location.hash) return;
  const section = sections()[place.section];
  if (!section) return;
  const rect = section.getBoundingClientRect();
  window.scrollTo({ top: window.scrollY + rect.top + place.into * rect.height, behavior: "auto" });
}
