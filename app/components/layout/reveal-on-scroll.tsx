import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Marks `.reveal` elements below the fold as pending and reveals each as it scrolls into view.
 * Without JavaScript, or with reduced motion, everything is simply visible.
 */
export function RevealOnScroll() {
  const { pathname } = useLocation();

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (!("IntersectionObserver" in window)) return;
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
    for (const element of document.querySelectorAll<HTMLElement>(".reveal:not([data-visible])")) {
      if (element.getBoundingClientRect().top < window.innerHeight) continue;
      element.dataset.pending = "";
      observer.observe(element);
    }
    return () => observer.disconnect();
  }, [pathname]);

  return null;
}
