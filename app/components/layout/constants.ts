/** The spec's numbers for the header and in-page anchors. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const ANCHOR_OFFSET_PX = 80;
export const HOME_ANCHOR_DELAY_MS = 100;

/**
 * The ids by which the page's script (app/enhance) finds what the build rendered. They are fixed
 * rather than generated, because the markup and the script meet only in the browser.
 */
export const headerIds = { menu: "site-menu", toggle: "site-menu-toggle" } as const;
export const switcherIds = { menu: "language-menu", toggle: "language-toggle" } as const;
/** The contact form's booking part, where the links to book point (`/contact#book`). */
export const bookingPartId = "book";

/** Marks what only a script makes work (a menu's button, "Loading…"): hidden without one (root.tsx). */
export const scriptOnly = { "data-script-only": "" } as const;
