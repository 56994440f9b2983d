/**
 * The page's script. Every page arrives complete from the build; this adds what only a script can
 * (the header's states and menu, the language menu, entry motion, the lazy map, the hero's next
 * free times, the current year) and hydrates the contact form on its own when the page has one.
 * React Router's client runtime is not loaded: links are ordinary page loads of prerendered HTML
 * (docs/decisions/0005-static-pages-with-one-island.md).
 */
import { bookingPartId } from "./components/layout/constants";
import { restoreForm } from "./enhance/form-draft";
import { enhanceHeader } from "./enhance/header";
import { enhanceLanguageSwitcher, restoreSwitchPlace } from "./enhance/language-switcher";
import { lazyMaps } from "./enhance/map";
import { nextTimes } from "./enhance/next-times";
import { revealOnScroll } from "./enhance/reveal";
import { loadStylesheet } from "./enhance/stylesheet";
import { yieldToMain } from "./enhance/yield";
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

/**
 * A visitor who came to book: the address opened the booking part before the first paint
 * (booking/arrival.ts), the visitor opened it before this script ran, or the language switch
 * opened it again with what they had typed (enhance/form-draft.ts).
 */
function cameToBook(): boolean {
  return document.getElementById(bookingPartId)?.hasAttribute("open") ?? false;
}

/**
 * Hydrates one island when the visitor first reaches into it (a focus, a press, a touch or an
 * input), so that a visitor who only reads never downloads or runs React: hydrating the contact
 * form as soon as the contact page had loaded was that page's longest task (issue 23). Until then
 * the island is the build's plain HTML, which works on its own, and what is typed into it stays
 * (components/sections/contact-form.tsx). Two are needed at once, after the page's load: the move page's island,
 * which draws that page, and the form of a visitor who came to book, whose chosen time it shows.
 */
function hydrateWhenNeeded(container: HTMLElement) {
  const name = container.dataset.island as IslandName;
  const data: unknown = JSON.parse(container.previousElementSibling?.textContent || "null");
  const interactions = ["focusin", "pointerdown", "touchstart", "input"] as const;
  const form = container.querySelector("form");
  let hydrating: Promise<void> | null = null;
  const start = () =>
    (hydrating ??= Promise.all([islands[name](), loadStylesheet()])
      .then(([{ hydrate }]) => hydrate(container, data as never))
      .then(
        () => {
          for (const type of interactions) container.removeEventListener(type, reach, true);
          form?.removeEventListener("submit", sendWhenReady);
          container.dataset.hydrated = "";
        },
        // The chunk did not arrive (a dropped connection): the plain form still works, and the
        // visitor's next touch tries again.
        (error: unknown) => {
          hydrating = null;
          throw error;
        },
      ));
  const reach = () => void start().catch(() => undefined);
  // A send pressed before the form answers (the first touch of a visitor who typed nothing) waits
  // for it, so that the form's own words say what is missing, not the browser's bubble in the
  // phone's language under the sticky header. Without the chunk, the browser's checks and the
  // plain form's send take over.
  const sendWhenReady = (event: SubmitEvent) => {
    event.preventDefault();
    const button = event.submitter;
    start().then(
      () => form!.requestSubmit(button),
      () => {
        form!.removeEventListener("submit", sendWhenReady);
        form!.noValidate = false;
        form!.requestSubmit(button);
      },
    );
  };
  if (form) {
    form.noValidate = true;
    form.addEventListener("submit", sendWhenReady);
  }
  for (const type of interactions) container.addEventListener(type, reach, true);
  if (name === "booking-move" || cameToBook()) whenLoaded(reach);
}

function whenLoaded(run: () => void) {
  if (document.readyState === "complete") run();
  else addEventListener("load", run, { once: true });
}

/**
 * Each enhancement runs in a task of its own, so that none adds up to a long one on a slow phone
 * (issue 23), in the order they always ran.
 */
const steps = [
  // The form first: its booking part, opened again, is part of the place the visitor was at.
  restoreForm,
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
