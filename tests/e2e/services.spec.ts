/**
 * The services page in both languages: the spec's 20 services in order, trading law first and
 * badged, commercial litigation set apart, the grid's columns by screen width, and the way on.
 */
import type { Locator, Page } from "@playwright/test";
import { flagshipClaims } from "../../app/content/home";
import { servicesPage } from "../../app/content/services";
import { type Lang, langs } from "../../app/i18n/locales";
import { localize } from "../../app/i18n/paths";
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  inHtml,
  test,
  waitForPageScript,
} from "./fixtures";

/**
 * What each language's page says: the firm's words (content/pages/services.json, the cards of
 * content/services/ in the firm's order, and its claims in content/home.json).
 */
function copyFor(lang: Lang) {
  const page = servicesPage(lang);
  const flagship = flagshipClaims(lang);
  return {
    path: localize(lang, "/services"),
    html: `<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}"`,
    heading: page.header.title,
    // The badge's label, and whether the firm shows the badge.
    exclusive: page.exclusive,
    badged: Boolean(flagship.badge),
    cta: page.cta.button,
    contact: localize(lang, "/contact"),
    titles: page.cards.map((card) => card.title),
    descriptions: page.cards.map((card) => card.description),
    // Trading law, badged, and commercial litigation, set apart: the firm marks them.
    flagship: page.cards.findIndex((card) => card.highlight === "exclusive"),
    featured: page.cards.findIndex((card) => card.highlight === "featured"),
    plain: page.cards.findIndex((card) => card.highlight === null),
  };
}

const copy = { en: copyFor("en"), ar: copyFor("ar") };

const GOLD_400 = "rgb(207, 171, 103)";
const NAVY_900 = "rgb(15, 33, 64)";

/** The service cards: list items headed by an h2. */
function serviceCards(page: Page): Locator {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });
}

/** How many columns the cards fall into: distinct left edges among the first three. */
async function columnCount(cards: Locator): Promise<number> {
  const lefts = new Set<number>();
  for (let i = 0; i < 3; i++) {
    const box = await cards.nth(i).boundingBox();
    if (box) lefts.add(Math.round(box.x));
  }
  return lefts.size;
}

for (const lang of langs) {
  const t = copy[lang];
  test.describe(`services (${lang})`, () => {
    test("is served as HTML in its language, with every service in it", async ({ request }) => {
      const response = await request.get(t.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(t.html);
      for (const title of t.titles) expect(html).toContain(inHtml(title));
      // The other language never ships with the page.
      const other = lang === "en" ? copy.ar : copy.en;
      expect(html).not.toContain(inHtml(other.titles[1] ?? ""));
    });

    test("lists the 20 services in the spec's order, trading law first and badged, then a call to action; accessible, 1 column on a phone, 2 on a tablet, 3 on a desktop, and fits 360 px", async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(t.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.heading);
      const cards = serviceCards(page);
      await expect(cards).toHaveCount(t.titles.length);
      await expect(cards.getByRole("heading", { level: 2 })).toHaveText([...t.titles]);

      // Every card has its icon and its description.
      for (const [index, card] of (await cards.all()).entries()) {
        await expect(card.locator("svg[aria-hidden='true']")).toHaveCount(1);
        await expect(card.locator("p").last()).toContainText(t.descriptions[index] ?? "");
      }

      // Trading law: the one badged card, navy with a gold frame.
      const trading = cards.nth(t.flagship);
      const badge = page.getByText(t.exclusive, { exact: true });
      await expect(trading.getByText(t.exclusive, { exact: true })).toHaveCount(t.badged ? 1 : 0);
      await expect(badge).toHaveCount(t.badged ? 1 : 0);
      await expect(trading).toHaveCSS("background-color", NAVY_900);
      await expect(trading).toHaveCSS("border-top-color", GOLD_400);

      // Commercial litigation: set apart with gold, without a badge; an ordinary card has neither.
      const commercial = cards.nth(t.featured);
      await expect(commercial.getByText(t.exclusive, { exact: true })).toHaveCount(0);
      await expect(commercial).toHaveCSS("border-top-color", GOLD_400);
      await expect(commercial).toHaveCSS("border-top-width", "4px");
      await expect(cards.nth(t.plain)).not.toHaveCSS("border-top-color", GOLD_400);
      await expect(cards.nth(t.plain)).toHaveCSS("background-color", "rgb(255, 255, 255)");

      // The page ends with a call to action to the contact page.
      const cta = page.getByRole("main").getByRole("link", { name: t.cta });
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute("href", t.contact);

      await waitForPageScript(page);
      await expectAccessible(page);
      for (const [width, columns] of [
        [390, 1],
        [800, 2],
        [1280, 3],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => columnCount(cards), { message: `${width}px` }).toBe(columns);
      }
      await page.setViewportSize({ width: 360, height: 740 });
      await expectNoHorizontalScroll(page);
    });

    test("cards below the fold rise in 0.05 s apart", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.goto(t.path);
      await waitForPageScript(page);
      const last = serviceCards(page).last();
      await expect(last).toHaveAttribute("data-pending", "");
      // The last card waits its place in the list: 0.05 s for each card before it.
      const lastDelay = Math.round((t.titles.length - 1) * 5) / 100;
      await expect(last).toHaveCSS("transition-delay", `${lastDelay}s`);
      await expect(serviceCards(page).nth(10)).toHaveCSS("transition-delay", "0.5s");
      // Printed before it is scrolled to, it prints whole.
      await page.emulateMedia({ media: "print" });
      await expect(last).toHaveCSS("opacity", "1");
      await page.emulateMedia({ media: "screen" });
      await last.scrollIntoViewIfNeeded();
      await expect(last).toHaveCSS("opacity", "1");
    });
  });
}
