/**
 * Debian's Chromium, as every tool here launches it: the browser tests, the budget check, the
 * Lighthouse report, the image renderer and the server's browser test. Without the
 * background-networking flags it tries hosts this closed network refuses.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
