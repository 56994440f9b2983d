import { HEADER_SCROLL_THRESHOLD_PX, headerIds } from "~/components/layout/constants";
import { disclosure } from "./disclosure";

/**
 * The fixed header: `data-scrolled` once the page is scrolled past the spec's threshold, and the
 * mobile menu, which opens and closes from its button, closes on Escape (focus back on the
 * button), on any link inside it, and when focus leaves the header.
 */
export function enhanceHeader() {
  const header = document.querySelector<HTMLElement>("header[data-fixed-frame]");
  const toggle = document.getElementById(headerIds.toggle);
  const menu = document.getElementById(headerIds.menu);
  if (!header || !toggle || !menu) return;

  const updateScrolled = () => {
    header.toggleAttribute("data-scrolled", window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
  };
  updateScrolled();
  window.addEventListener("scroll", updateScrolled, { passive: true });

  const menuDisclosure = disclosure(toggle, menu, (open) => {
    menu.toggleAttribute("data-open", open);
    header.toggleAttribute("data-menu-open", open);
    const label = open ? toggle.dataset.labelClose : toggle.dataset.labelOpen;
    if (label) toggle.setAttribute("aria-label", label);
  });
  menu.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) menuDisclosure.close();
  });
  // Focus tabbed out of the header closes the menu, which would cover where it went.
  header.addEventListener("focusout", (event) => {
    const to = event.relatedTarget as Node | null;
    if (to && !header.contains(to)) menuDisclosure.close();
  });
}
