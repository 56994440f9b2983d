/**
 * The page's script. Every page arrives complete from the build; this adds what only a script can
 * (the header's states and menu, the language menu, entry motion, the lazy map, the hero's next
 * free times, the current year) and hydrates the contact form on its own when the page has one.
 * React Router's client runtime is not loaded: links are ordinary page loads of prerendered HTML
 * (docs/decisions/0005-static-pages-with-one-island.md).
 */
import { enhanceHeader } from "./enhance/header";
import { enhanceLanguageSwitcher, restoreSwitchPlace } from "./enhance/language-switcher";
import { lazyMaps } from "./enhance/map";
import { nextTimes } from "./enhance/next-times";
import { revealOnScroll } from "./enhance/reveal";
import { loadStylesheet } from "./enhance/stylesheet";
import { keepFocusClearOfFrames, settleOpeningAnchor } from "./enhance/scrolling";
import type { IslandName } from "./islands/names";
import { loadPendingFonts } from "./styles/fonts-pending";

const islands: Record<
  IslandName,
  () => Promise<{ hydrate: (el: HTMLElement, data: never) => Promise<void> }>
> = {
  "contact-form": () => import("./islands/contact-form"),
  "booking-move": () => import("./islands/booking-move"),
};

/** The copyright shows the visitor's current year, though the page was built earlier. */
function currentYear() {
  const now = String(new Date().getFullYear());
  for (const element of document.querySelectorAll<HTMLElement>("[data-build-year]")) {
    const built = element.dataset.buildYear;
    if (built && built !== now) element.textContent = element.textContent.replace(built, now);
  }
}

/** How far ahead of the visitor an island starts to load: half a screen. */
const ISLAND_NEAR_MARGIN = "50% 0px";

/**
 * Hydrates one island when the visitor first reaches into it, or once it comes within
 * ISLAND_NEAR_MARGIN of the screen after the page has loaded, whichever is first. A visitor who
 * never goes near it never downloads React, and its JavaScript never competes with the page's
 * text, fonts and images. Until then it is the build's plain HTML, which works on its own.
 */
function hydrateWhenNeeded(container: HTMLElement) {
  const name = container.dataset.island as IslandName;
  const data: unknown = JSON.parse(container.previousElementSibling?.textContent || "null");
  const interactions = ["focusin", "pointerdown", "touchstart"] as const;
  let observer: IntersectionObserver | undefined;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    Promise.all([islands[name](), loadStylesheet()])
      .then(([{ hydrate }]) => hydrate(container, data as never))
      .then(
        () => {
          for (const type of interactions) container.removeEventListener(type, start, true);
          container.dataset.hydrated = "";
        },
        // The chunk did not arrive (a dropped connection): the plain form still works, and the
        // visitor's next touch tries again.
        () => {
          started = false;
        },
      );
  };
  for (const type of interactions) container.addEventListener(type, start, true);
  whenLoaded(() => {
    if (!("IntersectionObserver" in window)) return start();
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: ISLAND_NEAR_MARGIN },
    );
    observer.observe(container.firstElementChild ?? container);
  });
}

function whenLoaded(run: () => void) {
  if (document.readyState === "complete") run();
  else addEventListener("load", run, { once: true });
}

/** Lets the browser paint and answer input between two steps of the page's script. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Each enhancement runs in a task of its own, so that none adds up to a long one on a slow phone
 * (issue 23), in the order they always ran.
 */
const steps = [
  restoreSwitchPlace,
  enhanceHeader,
  enhanceLanguageSwitcher,
  keepFocusClearOfFrames,
  settleOpeningAnchor,
  revealOnScroll,
  lazyMaps,
  nextTimes,
  currentYear,
  () => document.querySelectorAll<HTMLElement>("[data-island]").forEach(hydrateWhenNeeded),
  () => void loadPendingFonts(),
];
for (const step of steps) {
  step();
  await yieldToMain();
}

// Tests (and curious people) can tell when the page's script is at work.
document.documentElement.dataset.enhanced = "";
