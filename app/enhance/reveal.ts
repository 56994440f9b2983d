import { reducedMotion } from "./motion";

/**
 * Marks `.reveal` elements below the fold as pending and reveals each as it scrolls into view.
 * Without JavaScript, or with reduced motion, everything is simply visible.
 */
export function revealOnScroll() {
  if (reducedMotion() || !("IntersectionObserver" in window)) return;
  // No position is read here: reading one in the page's script forces the layout the browser
  // would otherwise do after it, in the same task. The first observer's report tells which
  // elements are off screen; only those wait to be revealed, so what is on screen never moves.
  const reveal = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.visible = "";
        reveal.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -8% 0px" },
  );
  const offScreen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      offScreen.unobserve(entry.target);
      if (entry.isIntersecting) continue;
      (entry.target as HTMLElement).dataset.pending = "";
      reveal.observe(entry.target);
    }
  });
  for (const element of document.querySelectorAll<HTMLElement>(".reveal:not([data-visible])"))
    offScreen.observe(element);
}
