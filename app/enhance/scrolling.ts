import { ANCHOR_OFFSET_PX, HOME_ANCHOR_DELAY_MS } from "~/components/layout/constants";
import { reducedMotion } from "./motion";

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

/**
 * The browser scrolls a newly focused element into view only when it is off screen: one that is
 * on screen but beneath the fixed header or the floating button would stay hidden. Bring it clear
 * (the page's scroll-padding leaves room for both). One under the header is brought to the top of
 * the room below it: an element taller than that room (an article's table that scrolls sideways,
 * on a phone) is not moved by "nearest", and its top and ring stayed under the header.
 */
export function keepFocusClearOfFrames() {
  document.addEventListener("focusin", (event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target.tabIndex < 0) return;
    const rect = target.getBoundingClientRect();
    // `data-fixed-frame` marks the fixed header and the floating language button.
    for (const frame of document.querySelectorAll("[data-fixed-frame]")) {
      const frameRect = frame.getBoundingClientRect();
      if (frame.contains(target) || !overlaps(rect, frameRect)) continue;
      target.scrollIntoView({
        // The header (the frame at the top): overlapping it, the element's top is under it.
        block: frameRect.top <= 0 ? "start" : "nearest",
        inline: "nearest",
        behavior: reducedMotion() ? "auto" : "smooth",
      });
      return;
    }
  });
}

/**
 * In-page anchors are plain links: the stylesheet's scroll-padding keeps a section 80 px below
 * the top (#home, at the top of the page, lands at 0) and scrolls smoothly unless the visitor
 * asked for less motion. A page opened at an anchor, as the home page is from another page's
 * Home or About link, is placed by the browser as it loads; once its fonts have settled, about
 * 100 ms later, the section is put back where the browser placed it (80 px down, plus a scroll
 * margin of its own) if the new text moved it, unless the visitor has started scrolling. That
 * move glides once the script has run (app.css); if what the page's script fills in meanwhile
 * moves the section from the place the glide was aimed at, it is put back at once where the glide
 * ends.
 */
export function settleOpeningAnchor() {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  let settled = false;
  const inputs = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  const stop = () => {
    settled = true;
    for (const type of inputs) removeEventListener(type, stop);
  };
  // Once the visitor scrolls, the page is theirs.
  for (const type of inputs) addEventListener(type, stop, { passive: true });
  /** Puts the section back in its place if it is away from it; says whether it was. */
  const place = (behavior: ScrollBehavior) => {
    if (settled) return false;
    // Where the browser puts it: 80 px down, plus any margin of the section's own, and never
    // above the page's top (where #home lands).
    const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    const offset = ANCHOR_OFFSET_PX + margin;
    const top = Math.max(0, target.getBoundingClientRect().top + window.scrollY - offset);
    if (Math.abs(top - window.scrollY) <= 1) return false;
    window.scrollTo({ top, behavior });
    return true;
  };
  void document.fonts.ready.then(() =>
    window.setTimeout(() => {
      if (!place("auto")) return stop();
      // Where the glide ends (a browser without `scrollend` leaves the section where it ended).
      addEventListener("scrollend", () => (place("instant"), stop()), { once: true });
    }, HOME_ANCHOR_DELAY_MS),
  );
}
