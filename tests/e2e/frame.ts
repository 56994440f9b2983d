/**
 * What the layout's browser tests share: the languages, localized paths, opening a page and the
 * header's menu button. Their words come from the content (./languages.ts `wordsIn`), not here.
 */
import type { Page, TestInfo } from "@playwright/test";
import type { Lang } from "../../app/i18n/locales";
import { expect, waitForPageScript } from "./fixtures";
import { wordsIn } from "./languages";

/** The site's languages, from its one table of them. */
export { type Lang, langs } from "../../app/i18n/locales";

/** `/services` → `/ar/services`; `/#about` → `/ar#about`: the site's own. */
export { localize } from "../../app/i18n/paths";

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/** Opens a page that must exist: anything but a 200 fails the test. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBe(200);
  await waitForPageScript(page);
}

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

export const menuToggle = (page: Page) => page.getByRole("banner").locator("button[aria-controls]");

/** The header's main navigation as the visitor reaches it: the bar, or the opened mobile menu. */
export async function mainNav(page: Page, lang: Lang, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
  }
  const name = wordsIn(lang)("a11y.mainNav");
  const nav = page.getByRole("banner").getByRole("navigation", { name });
  await expect(nav).toBeVisible();
  return nav;
}
