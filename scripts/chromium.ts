/**
 * Debian's Chromium, as the tools that measure what a visitor's browser does launch it: the
 * Lighthouse report and the image renderer. Without the background-networking flags it tries
 * hosts this closed network refuses.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's headless shell of the same Chromium (the same Blink and V8, without the browser's
 * windows), as the tests that drive pages launch it: the browser tests, the budget check and the
 * mails' look. It is what Playwright runs headless by default, in half the processor time
 * (decision 0019).
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The shell as the tests launch it. Its own default hints glyph outlines fully, which rounds their
 * widths, so lines break elsewhere than in Chromium (a paragraph a line shorter, moving the home
 * page's About section 26 px). Without hinting it lays text out exactly as Chromium does: the same
 * widths of every run of text, to a thousandth of a pixel (decision 0019).
 */
export const headlessShellArgs = [...chromiumArgs, "--font-render-hinting=none"];
