import { switcherIds } from "~/components/layout/constants";
import { storageKey } from "~/i18n/locales";
import { disclosure } from "./disclosure";
import { carriedForm, carryForm } from "./form-draft";
import { keep, take } from "./tab-storage";

/** Where the visitor was when they switched, so the twin page can open at the same place. */
interface Place {
  path: string;
  /** Index of the section of <main> at the top of the window, and how far into it, 0 to 1. */
  section: number;
  into: number;
}
const placeKey = "language-switch-place";
const keyboardKey = "language-switch-keyboard";

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
    const target = new URL(link.href);
    target.search = location.search;
    target.hash = location.hash;
    // A modified click (new tab, new window) keeps the browser's own handling of the link, and
    // this page with what the visitor typed.
    const modified =
      event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    const form = modified ? "stays" : carryForm(target.pathname);
    if (form === "lost") {
      // What the visitor typed cannot travel: they choose whether to lose it.
      const warning = carriedForm()?.dataset.switchLoses;
      if (warning && !window.confirm(warning)) {
        event.preventDefault();
        menuDisclosure.close();
        toggle.focus();
        return;
      }
    }
    // The form's attorney and time travel with it, and may have changed since the address.
    if (form === "carried")
      for (const name of ["attorney", "slot"]) target.searchParams.delete(name);
    try {
      localStorage.setItem(storageKey, link.dataset.language ?? "");
    } catch {
      // Storage may be blocked; the URL still carries the language.
    }
    menuDisclosure.close();
    if (!location.hash) rememberPlace(target.pathname);
    if (modified) return;
    // From the keyboard, the twin page starts where this one was left: on the language button.
    if (event.detail === 0) keep(keyboardKey, "1");
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
  keep(placeKey, JSON.stringify(place));
}

/** On the twin page: back to the section the visitor was reading before they switched. */
export function restoreSwitchPlace() {
  if (take(keyboardKey))
    document.getElementById(switcherIds.toggle)?.focus({ preventScroll: true });
  let place: Place | null;
  try {
    place = JSON.parse(take(placeKey) ?? "null") as Place | null;
  } catch {
    return;
  }
  if (!place || place.path !== location.pathname || location.hash) return;
  const section = sections()[place.section];
  if (!section) return;
  const rect = section.getBoundingClientRect();
  window.scrollTo({ top: window.scrollY + rect.top + place.into * rect.height, behavior: "auto" });
}
