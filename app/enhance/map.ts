/**
 * Creates each map frame from its <noscript> markup once its box is on screen: nothing is fetched
 * from the map service before the visitor reaches it, as the privacy policy says ("it loads only
 * when you scroll to it"). Loading it a screen early, as this once did, sent a visitor's address
 * to OpenStreetMap when the map was only near, such as below a booking part opened late.
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
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      show(entry.target as HTMLElement);
    }
  });
  boxes.forEach((box) => observer.observe(box));
}
