/**
 * The page's script. Every page arrives complete from the build; this adds what only a script can
 * (the header's states and menu, the language menu, entry motion, the lazy map, the current year)
 * and hydrates the contact form on its own when the page has one. React Router's client runtime
 * is not loaded: links are ordinary page loads of prerendered HTML
 * (docs/decisions/0005-static-pages-with-one-island.md).
 */
import { enhanceHeader } from "./enhance/header";
import { enhanceLanguageSwitcher, restoreSwitchPlace } from "./enhance/language-switcher";
import { lazyMaps } from "./enhance/map";
import { revealOnScroll } from "./enhance/reveal";
import { keepFocusClearOfFrames, settleOpeningAnchor } from "./enhance/scrolling";
import type { IslandName } from "./islands/names";

const islands: Record<
  IslandName,
  () => Promise<{ hydrate: (el: HTMLElement, data: never) => Promise<void> }>
> = {
  "contact-form": () => import("./islands/contact-form"),
};

/** The copyright shows the visitor's current year, though the page was built earlier. */
function currentYear() {
  const now = String(new Date().getFullYear());
  for (const element of document.querySelectorAll<HTMLElement>("[data-build-year]")) {
    const built = element.dataset.buildYear;
    if (built && built !== now) element.textContent = element.textContent.replace(built, now);
  }
}

/**
 * Hydrates one island once the page has finished loading and the browser is idle, so its
 * JavaScript never competes with the page's text, fonts and images, or at once when the visitor
 * reaches into it first. Until then it is the build's plain HTML, which works on its own.
 */
function hydrateWhenIdle(container: HTMLElement): Promise<void> {
  const name = container.dataset.island as IslandName;
  const source = container.previousElementSibling;
  const data: unknown = JSON.parse(source?.textContent || "null");
  return new Promise((resolve) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      for (const type of interactions) container.removeEventListener(type, start, true);
      void islands[name]()
        .then(({ hydrate }) => hydrate(container, data as never))
        .then(resolve);
    };
    const interactions = ["focusin", "pointerdown", "touchstart"] as const;
    for (const type of interactions) container.addEventListener(type, start, true);
    whenLoadedAndIdle(start);
  });
}

function whenLoadedAndIdle(run: () => void) {
  const idle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(run, { timeout: 2000 })
      : setTimeout(run, 1);
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

restoreSwitchPlace();
enhanceHeader();
enhanceLanguageSwitcher();
keepFocusClearOfFrames();
settleOpeningAnchor();
revealOnScroll();
lazyMaps();
currentYear();

// Tests (and curious people) can tell when every part of the page answers to the visitor.
void Promise.all(
  [...document.querySelectorAll<HTMLElement>("[data-island]")].map(hydrateWhenIdle),
).then(() => {
  document.documentElement.dataset.hydrated = "true";
});
