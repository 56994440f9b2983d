/**
 * The floating language button never hides what the visitor must reach (WCAG 2.2, 2.4.11 Focus
 * Not Obscured). The home page's panel of next free times, whose arrows sit at the button's side
 * of a phone, is scrolled clear of it and brought clear when focused by Tab: the page's
 * scroll-padding-bottom does both in Chromium (app/styles/app.css; app/enhance/scrolling.ts is
 * the second guard). At the page's end the footer leaves room below its last line. At 390 px in
 * the phone project, as the walk of the site found it, and at the desktop's width.
 */
import type { Locator, Page } from "@playwright/test";
import { messages } from "../../app/i18n/messages";
import { expect, test, waitForPageScript } from "./fixtures";
import { langs, localize } from "./frame";

type Box = { x: number; y: number; width: number; height: number };

/** How far two boxes overlap, in px², with the button's 2 px ring counted as part of it. */
function overlap(a: Box, b: Box, ring = 2) {
  const across = Math.min(a.x + a.width, b.x + b.width + ring) - Math.max(a.x, b.x - ring);
  const down = Math.min(a.y + a.height, b.y + b.height + ring) - Math.max(a.y, b.y - ring);
  return Math.max(0, across) * Math.max(0, down);
}

/** How much of `link` the fixed frames (the language button and the header) cover, in px². */
async function covered(page: Page, link: Locator) {
  const box = await link.boundingBox();
  if (!box) return Infinity;
  const frames = page.locator("[data-fixed-frame]");
  let total = 0;
  for (const frame of await frames.all()) total += overlap(box, (await frame.boundingBox())!);
  const { height } = page.viewportSize()!;
  // Below the screen's edge is not seen either.
  return total + Math.max(0, box.y + box.height - height) + Math.max(0, -box.y);
}

/** The link put where the walk found the panel's arrows: at the bottom of the screen, under the button. */
async function underButton(page: Page, link: Locator) {
  await link.evaluate((target) => {
    const button = document.getElementById("language-toggle")!.getBoundingClientRect();
    const box = target.getBoundingClientRect();
    const middle = (rect: DOMRect) => rect.top + rect.height / 2;
    window.scrollBy({ top: middle(box) - middle(button), behavior: "instant" });
  });
}

for (const lang of langs) {
  test.describe(`${lang}: the language button and the next free times`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(localize(lang, "/"));
      await waitForPageScript(page);
      const panel = page.getByRole("complementary", {
        name: messages[lang].hero.nextTimes.heading,
      });
      await expect(panel).toHaveAttribute("data-filled", "");
    });

    const linksOf = (page: Page) =>
      page
        .getByRole("complementary", { name: messages[lang].hero.nextTimes.heading })
        .getByRole("link");

    test("each of the panel's links, scrolled into view, is seen whole beside the button", async ({
      page,
    }) => {
      const links = linksOf(page);
      await expect(links).not.toHaveCount(0);
      for (const link of await links.all()) {
        await underButton(page, link);
        await link.scrollIntoViewIfNeeded();
        expect(await covered(page, link), await link.innerText()).toBe(0);
      }
    });

    test("each of the panel's links, reached by Tab, is not hidden behind the button", async ({
      page,
    }) => {
      const links = linksOf(page);
      for (const link of await links.all()) {
        await underButton(page, link);
        // From whatever comes before it in the page's order, without moving the page.
        await link.evaluate((target) => {
          const all = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select")];
          const before = all[all.indexOf(target as HTMLElement) - 1]!;
          before.focus({ preventScroll: true });
        });
        await underButton(page, link);
        await page.keyboard.press("Tab");
        await expect(link).toBeFocused();
        // The move that brings it clear may glide.
        await expect.poll(() => covered(page, link), { message: await link.innerText() }).toBe(0);
      }
    });

    test("at the very end of the page, no text or control is left under the button", async ({
      page,
    }) => {
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
      );
      const under = await page.evaluate(() => {
        const button = document.getElementById("language-toggle")!.getBoundingClientRect();
        const hits = (rect: DOMRect) =>
          rect.width > 0 &&
          rect.left < button.right &&
          rect.right > button.left &&
          rect.top < button.bottom &&
          rect.bottom > button.top;
        const found: string[] = [];
        const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement?.closest("[data-fixed-frame]"))
            continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if ([...range.getClientRects()].some(hits)) found.push(node.textContent.trim());
        }
        for (const control of document.querySelectorAll("a[href], button, input, select"))
          if (!control.closest("[data-fixed-frame]") && hits(control.getBoundingClientRect()))
            found.push(control.outerHTML.slice(0, 80));
        return found;
      });
      expect(under).toEqual([]);
    });
  });
}
