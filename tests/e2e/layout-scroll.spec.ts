/**
 * Where the page stands: in-page anchors land below the fixed header, a new page starts at the top,
 * and smooth scrolling stops when the visitor asks for less motion.
 */
import type { Locator, Page } from "@playwright/test";
import { requestFormAnchor } from "../../app/i18n/paths";
import { expect, test, waitForPageScript } from "./fixtures";
import { langs, localize, mainNav, open, scrollY, type Lang } from "./frame";
import { copy as languageCopy, wordsIn } from "./languages";

/** The words of the links the visitor follows, and of the headings they land on: the content's. */
function copyIn(lang: Lang) {
  const t = wordsIn(lang);
  return {
    home: localize(lang, "/"),
    homeLink: t("nav.home"),
    about: t("nav.about"),
    allAttorneys: t("team.viewAll"),
    privacy: t("footer.privacy"),
    homeHeading: languageCopy[lang].heading,
  };
}

const copy = { en: copyIn("en"), ar: copyIn("ar") };

const ANCHOR_OFFSET = 80;

/** Distance from the viewport's top to the element's top. */
const topOf = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top);

test.describe("in-page anchors", () => {
  test.use({ reducedMotion: "reduce" });

  /**
   * The section lands 80 px down, and stays there once the page's faces have come (`arrive`, when
   * the test held them back).
   */
  const expectSectionBelowHeader = async (page: Page, arrive = () => {}) => {
    const offBy = async () => Math.abs((await topOf(page.locator("#about"))) - ANCHOR_OFFSET);
    await expect.poll(offBy).toBeLessThanOrEqual(2);
    arrive();
    await waitForPageScript(page);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await offBy(), "off by, once the faces have come").toBeLessThanOrEqual(2);
  };

  /** On a slow line the visitor jumps before the site's faces arrive: they come when let. */
  const holdFaces = async (page: Page) => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route("**/*.woff2", async (route) => {
      await arrived;
      await route.continue();
    });
    return arrive;
  };

  for (const lang of langs) {
    test(`${lang}: About scrolls to the section 80 px down, Home back to the top`, async ({
      page,
    }, testInfo) => {
      const arrive = await holdFaces(page);
      await open(page, copy[lang].home);
      await (
        await mainNav(page, lang, testInfo)
      )
        .getByRole("link", { name: copy[lang].about })
        .click();
      await expect(page).toHaveURL(localize(lang, "/#about"));
      await expectSectionBelowHeader(page, arrive);

      await (
        await mainNav(page, lang, testInfo)
      )
        .getByRole("link", { name: copy[lang].homeLink })
        .click();
      await expect(page).toHaveURL(localize(lang, "/#home"));
      await expect.poll(() => scrollY(page)).toBe(0);
    });
  }

  test("ar: About from another page goes home, then to the section", async ({ page }, testInfo) => {
    await open(page, "/ar/privacy");
    await (await mainNav(page, "ar", testInfo)).getByRole("link", { name: copy.ar.about }).click();
    await expect(page).toHaveURL("/ar#about");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(copy.ar.homeHeading);
    await expectSectionBelowHeader(page);
  });
});

test.describe("a page opened at an anchor, with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });

  /*
   * The mails link people to the privacy page's request form, the policy's last section. The page
   * opens there, where the browser places an anchor (80 px down, and the section's own scroll
   * margin), rather than gliding the length of the policy; once its script has run, its faces have
   * come and the page is still, the form has not moved.
   */
  for (const lang of langs) {
    const path = `${localize(lang, "/privacy")}#${requestFormAnchor}`;
    test(`${lang}: ${path} on a first visit opens at the form and stays there`, async ({
      page,
    }) => {
      const form = page.locator(`#${requestFormAnchor}`);
      await page.goto(path);
      const opened = await form.evaluate(
        (el, offset) => ({
          top: el.getBoundingClientRect().top,
          place: offset + parseFloat(getComputedStyle(el).scrollMarginTop),
        }),
        ANCHOR_OFFSET,
      );
      expect(opened.place).toBeGreaterThanOrEqual(ANCHOR_OFFSET);
      expect(Math.abs(opened.top - opened.place), "the form's top, once loaded").toBeLessThan(3);
      await waitForPageScript(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // Where the form stands once the page has not scrolled for 400 ms.
      const top = await form.evaluate(
        (form) =>
          new Promise<number>((resolve) => {
            let timer = 0;
            const still = () => {
              clearTimeout(timer);
              timer = window.setTimeout(() => resolve(form.getBoundingClientRect().top), 400);
            };
            addEventListener("scroll", still, { passive: true });
            still();
          }),
      );
      expect(Math.abs(top - opened.place), `the form's top, ${top} px down`).toBeLessThan(3);
    });
  }
});

test.describe("page change", () => {
  test.use({ reducedMotion: "reduce" });

  const journeys = [
    { lang: "en", from: "#team", link: copy.en.allAttorneys, path: "/attorneys" },
    { lang: "ar", from: "footer", link: copy.ar.privacy, path: "/ar/privacy" },
  ] as const;

  for (const { lang, from, link, path } of journeys) {
    test(`${lang}: a link to another page starts it at the top`, async ({ page }) => {
      await open(page, copy[lang].home);
      const target = page.locator(from).getByRole("link", { name: link });
      await expect(target).toHaveAttribute("href", path);
      await target.scrollIntoViewIfNeeded();
      await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
      const arrived = page.waitForResponse(
        (response) =>
          response.request().isNavigationRequest() && new URL(response.url()).pathname === path,
      );
      await target.click();
      expect((await arrived).status(), `${path} answers`).toBe(200);
      await expect(page).toHaveURL(path);
      await expect.poll(() => scrollY(page)).toBe(0);
    });
  }
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the page glides to anchors, and jumps when the visitor asks for less motion", async ({
    page,
  }) => {
    await open(page, "/");
    const html = page.locator("html");
    await expect(html).toHaveCSS("scroll-behavior", "smooth");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(html).toHaveCSS("scroll-behavior", "auto");
  });
});
