import { bookingPartId } from "~/components/layout/constants";

/**
 * The contact form's booking part (components/sections/booking-part.tsx) is closed in the built
 * HTML, which cannot know the address it is opened at. A visitor who came to book (a profile's or
 * the home page's link: `#book`, `?attorney=`, `?slot=`) must see it open from the first paint:
 * opened later, it pushed the rest of the page down (a layout shift of 0.6 on a phone). This runs
 * inline before the form is parsed (serialised: it must not reference anything outside itself)
 * and opens the part as the parser inserts it, before the browser can paint it closed, so its
 * summary reports it expanded from the start.
 */
export function openOnArrival(id: string): void {
  const query = new URLSearchParams(location.search);
  if (location.hash !== "#" + id && !query.has("attorney") && !query.has("slot")) return;
  // Mutation records are delivered before the parser's task ends, so before any paint.
  const observer = new MutationObserver(() => {
    const part = document.getElementById(id);
    if (!part) return;
    part.setAttribute("open", "");
    // The free times load at once (entry.client.tsx): their room is kept meanwhile.
    part.setAttribute("data-arrived", "");
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener("DOMContentLoaded", () => observer.disconnect());
}

/** The inline script's text. */
export const openOnArrivalScript = `(${openOnArrival.toString()})(${JSON.stringify(bookingPartId)})`;
