import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { scrollBehavior } from "../ui/motion";
import { ANCHOR_OFFSET_PX, HOME_ANCHOR_DELAY_MS } from "./constants";

export interface NavigationState {
  /** Set by the language switcher: the twin page keeps the visitor where they were. */
  keepScroll?: boolean;
}

/** Scrolls to an in-page anchor: #home to the very top, any other 80 px below the fixed header. */
export function scrollToAnchor(id: string) {
  const target = document.getElementById(id);
  const top =
    id === "home" || !target
      ? 0
      : target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
  window.scrollTo({ top, behavior: scrollBehavior() });
  target?.focus({ preventScroll: true });
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

/**
 * The browser scrolls a newly focused element into view only when it is off screen: one that is
 * on screen but beneath the fixed header or the floating button would stay hidden. Bring it clear
 * (the page's scroll-padding leaves room for both).
 */
function keepFocusClearOfFrame(event: FocusEvent) {
  const target = event.target;
  if (!(target instanceof HTMLElement) || target.tabIndex < 0) return;
  const rect = target.getBoundingClientRect();
  // `data-fixed-frame` marks the fixed header and the floating language button.
  for (const frame of document.querySelectorAll("[data-fixed-frame]")) {
    if (frame.contains(target) || !overlaps(rect, frame.getBoundingClientRect())) continue;
    target.scrollIntoView({ block: "nearest", inline: "nearest", behavior: scrollBehavior() });
    return;
  }
}

/**
 * Every path change scrolls to the top; an anchor scrolls to its section, after the home page
 * has rendered when the visitor came from another page.
 */
export function ScrollManager() {
  const { pathname, hash, key, state } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    document.addEventListener("focusin", keepFocusClearOfFrame);
    return () => document.removeEventListener("focusin", keepFocusClearOfFrame);
  }, []);

  useEffect(() => {
    const from = previousPath.current;
    previousPath.current = pathname;
    // The first render is the page load: the browser has already placed the page.
    if (from === null || (state as NavigationState | null)?.keepScroll) return;

    const changedPage = from !== pathname;
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      if (!changedPage) return scrollToAnchor(id);
      const timer = window.setTimeout(() => scrollToAnchor(id), HOME_ANCHOR_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (changedPage) {
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
      document.getElementById("main")?.focus({ preventScroll: true });
    }
  }, [pathname, hash, key, state]);

  return null;
}
