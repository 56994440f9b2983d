/** The frame's footer, and the localized 404 page that leads back home. */
import { localizedFirm } from "../../app/content/firm";
import { expect, test, waitForPageScript } from "./fixtures";
import { langs, localize, open, type Lang } from "./frame";
import { copy as languageCopy, wordsIn } from "./languages";

/** The footer's quick links in the spec's order, by their keys in the content's `nav`. */
const quickLinkKeys = ["home", "services", "insights", "about", "contact"] as const;

/** What a visitor reads in the footer and on the 404 page, in the content's words. */
function copyIn(lang: Lang) {
  const t = wordsIn(lang);
  const firm = localizedFirm(lang);
  return {
    home: localize(lang, "/"),
    footerAbout: t("footer.about", { name: firm.legalName }),
    footerNav: t("a11y.footerNav"),
    quickLinkNames: quickLinkKeys.map((key) => t(`nav.${key}`)),
    phone: firm.phone.display,
    email: firm.email,
    /** The copyright line, with the year the page's clock reads. */
    copyright: (year: number) => t("footer.copyright", { year, name: firm.legalName }),
    privacy: t("footer.privacy"),
    terms: t("footer.terms"),
    notFound: t("notFound.heading"),
    backHome: t("notFound.home"),
    homeHeading: languageCopy[lang].heading,
  };
}

const copy = { en: copyIn("en"), ar: copyIn("ar") };

test.describe("footer", () => {
  for (const lang of langs) {
    test(`${lang}: about text, quick links to the home sections, contact, copyright, legal links`, async ({
      page,
    }) => {
      const { home, footerAbout, footerNav, quickLinkNames, privacy, terms } = copy[lang];
      await open(page, home);
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(footerAbout);
      const quickLinks = footer.getByRole("navigation", { name: footerNav }).getByRole("link");
      await expect(quickLinks).toHaveText(quickLinkNames);
      for (const [index, section] of [
        "#home",
        "#services",
        "insights",
        "#about",
        "#contact",
      ].entries()) {
        await expect(quickLinks.nth(index)).toHaveAttribute("href", localize(lang, `/${section}`));
      }
      await expect(footer.locator("address")).toBeVisible();
      await expect(footer.locator('a[href^="tel:"]')).toHaveText(copy[lang].phone);
      await expect(footer.locator('a[href^="mailto:"]')).toHaveText(copy[lang].email);
      // The visitor's year, as the page's clock reads it (which scripts/at-clock.sh moves).
      const year = await page.evaluate(() => new Date().getFullYear());
      await expect(footer).toContainText(copy[lang].copyright(year));
      await expect(footer.getByRole("link", { name: privacy })).toHaveAttribute(
        "href",
        localize(lang, "/privacy"),
      );
      await expect(footer.getByRole("link", { name: terms })).toHaveAttribute(
        "href",
        localize(lang, "/terms"),
      );
    });
  }
});

test.describe("not found", { tag: "@one-width" }, () => {
  // The browser logs the 404 response as an error: expected here, and only here.
  test.use({ reducedMotion: "reduce", expectedConsoleErrors: /status of 404/ });

  for (const lang of langs) {
    test(`${lang}: an unknown page answers 404 with a localized page that leads home`, async ({
      page,
      request,
    }) => {
      const path = localize(lang, "/nope");
      expect((await request.get(path)).status()).toBe(404);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForPageScript(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy[lang].notFound);
      const home = page.getByRole("main").getByRole("link", { name: copy[lang].backHome });
      await expect(home).toHaveAttribute("href", copy[lang].home);
      await home.click();
      await expect(page).toHaveURL(copy[lang].home);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(copy[lang].homeHeading);
    });
  }
});
