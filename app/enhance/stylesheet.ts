/**
 * Each built page carries the rules its own elements use, in every state the page's script gives
 * them (scripts/inline-styles.ts). A React island draws elements the built page does not have
 * (the booking times, a form's alerts): before it does, the whole stylesheet, named by the
 * page's <noscript data-stylesheet>, is linked. It repeats the page's own rules in the same
 * order, so nothing already on screen changes. Resolves once it has loaded, or failed to.
 */
export function loadStylesheet(): Promise<void> {
  const href = document.querySelector<HTMLElement>("noscript[data-stylesheet]")?.dataset.stylesheet;
  if (!href) return Promise.resolve();
  let link = document.querySelector<HTMLLinkElement>(
    `link[rel="stylesheet"][href="${CSS.escape(href)}"]`,
  );
  if (link?.sheet) return Promise.resolve();
  if (!link) {
    link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    document.head.append(link);
  }
  const loading = link;
  return new Promise((resolve) => {
    loading.addEventListener("load", () => resolve(), { once: true });
    loading.addEventListener("error", () => resolve(), { once: true });
  });
}
