import { reducedMotion } from "./motion";

/**
 * Marks `.reveal` elements below the fold as pending and reveals each as it scrolls into view.
 * Without JavaScript, or with reduced motion, everything is simply visible.
 */
export function revealOnScroll() {
  if (reducedMotion() || !("IntersectionObserver" in window)) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.visible = "";
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -8% 0px" },
  );
  // Every position is read before any element is marked: marking one between two reads made the
  // browser recompute the page's style for each read, one long task on a phone (issue 23).
  const below = [...document.querySelectorAll<HTMLElement>(".reveal:not([data-visible])")].filter(
    (element) => element.getBoundingClientRect().top >= window.innerHeight,
  );
  for (const element of below) {
    element.dataset.pending = "";
    observer.observe(element);
  }
}
