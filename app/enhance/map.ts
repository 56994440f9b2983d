/** How close the map must come to the viewport before it starts to load. */
const MAP_NEAR_MARGIN = "400px 0px";

/**
 * Creates each map frame from its <noscript> markup once the visitor scrolls within
 * MAP_NEAR_MARGIN of it: nothing is fetched from the map service before.
 */
export function lazyMaps() {
  const boxes = [...document.querySelectorAll<HTMLElement>("[data-map-frame]")];
  if (boxes.length === 0) return;
  const show = (box: HTMLElement) => {
    const markup = box.querySelector("noscript")?.textContent;
    if (!markup) return;
    box.querySelector("[data-map-placeholder]")?.remove();
    box.insertAdjacentHTML("beforeend", markup);
  };
  if (!("IntersectionObserver" in window)) return boxes.forEach(show);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        show(entry.target as HTMLElement);
      }
    },
    { rootMargin: MAP_NEAR_MARGIN },
  );
  boxes.forEach((box) => observer.observe(box));
}
