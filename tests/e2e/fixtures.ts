import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";
import type * as Axe from "axe-core";
import { clockOffsetMs } from "./clock";

export { expect };

/**
 * Every test fails if the page logs a console error or throws, whatever else it checks. A test
 * that provokes a failed request on purpose names the browser's resulting message in
 * `expectedConsoleErrors`; nothing else is let through.
 */
export const test = base.extend<{
  consoleErrors: string[];
  expectedConsoleErrors: RegExp | null;
  clockOnPage: boolean;
  movedClock: void;
}>({
  expectedConsoleErrors: [null, { option: true }],
  /**
   * Whether the page reads the moved clock: off for a test of the browser's own performance
   * timeline (its paint entries), which Playwright's clock replaces, and which reads no time.
   */
  clockOnPage: [true, { option: true }],
  // Under scripts/at-clock.sh the pages read the servers' moved clock, running on from there.
  movedClock: [
    async ({ page, clockOnPage }, use) => {
      if (clockOffsetMs && clockOnPage)
        await page.clock.install({ time: Date.now() + clockOffsetMs });
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((text) => !expectedConsoleErrors?.test(text));
      expect(unexpected, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

/** The phone's width: axe sees every page at it, whichever project runs the spec. */
const phoneWidth = 390;

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);
declare global {
  interface Window {
    axe?: typeof Axe;
  }
}

/**
 * axe-core with the WCAG 2.2 A and AA rules finds nothing on the page as it stands, at the
 * page's width and at a phone's: most specs run at the desktop's width only (playwright.config.ts),
 * so a wider page is also checked narrowed to 390 px, then given its width back.
 *
 * axe-core is put into the page once and run at each width. (@axe-core/playwright put its 580 KB
 * into the page again for every run: each run took 0.36 to 0.52 s more than `axe.run` alone, on
 * /, /ar/services and /ar/privacy.) The one frame the site has is the map's, another site's
 * page: in the tests, a stub of the test's own or Chromium's error page (the network is closed).
 * axe checks its element, title included, in the page, and does not look inside it
 * (`iframes: false`).
 */
export async function expectAccessible(
  page: Page,
  {
    phone = true,
  }: {
    /** Also narrowed to 390 px. Off where the test has just checked 390 px itself. */
    phone?: boolean;
  } = {},
) {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource);
  const violations = async (width: number) => {
    const found = await page.evaluate(async () => {
      const results = await window.axe!.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
        // Only the violations are read, so axe writes no selector for the nodes that passed.
        resultTypes: ["violations"],
        iframes: false,
      });
      return results.violations.map((v) => ({
        id: v.id,
        nodes: v.nodes.map((n) => n.target.join(" ")),
      }));
    });
    return found.map((v) => `${width} px: ${v.id}: ${v.nodes.join(", ")}`);
  };
  const viewport = page.viewportSize();
  const summary = await violations(viewport?.width ?? 0);
  if (phone && viewport && viewport.width > phoneWidth) {
    await page.setViewportSize({ width: phoneWidth, height: 844 });
    summary.push(...(await violations(phoneWidth)));
    await page.setViewportSize(viewport);
  }
  expect(summary, "axe WCAG 2.2 AA violations").toEqual([]);
}

/** Nothing sticks out sideways: the page is no wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, "page width").toBeLessThanOrEqual(clientWidth);
}

/** Waits until the page's script has run, so clicks reach it rather than the plain HTML alone. */
export async function waitForPageScript(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.enhanced !== undefined);
}

/**
 * Brings the contact form into view, reaches into it as a visitor does (it hydrates on the first
 * press, focus, touch or input) and waits until it has hydrated, so it validates in place and
 * sends without leaving the page.
 */
export async function waitForForm(page: Page) {
  await waitForPageScript(page);
  const island = page.locator('[data-island="contact-form"]');
  await island.locator("form").scrollIntoViewIfNeeded();
  await island.locator("form").dispatchEvent("pointerdown");
  await expect(island).toHaveAttribute("data-hydrated", "");
}

/** Text as React writes it into the page's HTML, so that a `&` or a quote in the words matches. */
export const inHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
