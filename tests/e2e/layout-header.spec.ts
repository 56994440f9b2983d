/**
 * The frame's header: fixed and turning opaque on scroll, its links, the mobile menu, and keyboard
 * focus never hidden under the header or the language button.
 */
import type { Page } from "@playwright/test";
import { localizedFirm } from "../../app/content/firm";
import { locales } from "../../app/i18n/locales";
import { expect, test } from "./fixtures";
import { isPhone, langs, localize, mainNav, menuToggle, open, scrollY, type Lang } from "./frame";
import { copy as languageCopy, wordsIn } from "./languages";

/** The header's links in the spec's order, by their keys in the content's `nav`. */
const navKeys = ["home", "attorneys", "services", "insights", "about", "contact"] as const;

/** What a visitor reads in the header, in the content's words, and the firm's phone and email. */
function copyIn(lang: Lang) {
  const t = wordsIn(lang);
  const firm = localizedFirm(lang);
  return {
    home: localize(lang, "/"),
    nav: navKeys.map((key) => t(`nav.${key}`)),
    about: t("nav.about"),
    homeLink: t("nav.home"),
    schedule: t("nav.schedule"),
    openMenu: t("a11y.openMenu"),
    closeMenu: t("a11y.closeMenu"),
    phone: firm.phone.display,
    email: firm.email,
    switcher: languageCopy[lang].switcher,
  };
}

const copy = { en: copyIn("en"), ar: copyIn("ar") };

const SCROLL_THRESHOLD = 20;

/** The header links' destinations, in the spec's order. */
function navHrefs(lang: Lang): string[] {
  return ["/#home", "/attorneys", "/services", "/insights", "/#about", "/contact"].map((p) =>
    localize(lang, p),
  );
}

async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  await expect.poll(() => scrollY(page)).toBe(top);
}

test.describe("header", () => {
  test.use({ reducedMotion: "reduce" });

  test("stays fixed and turns opaque with a shadow past 20 px of scroll", async ({ page }) => {
    await open(page, "/");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).not.toHaveAttribute("data-scrolled");
    const look = () =>
      header.evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, shadow: style.boxShadow };
      });
    const resting = await look();

    await scrollTo(page, SCROLL_THRESHOLD * 2);
    await expect(header).toHaveAttribute("data-scrolled");
    await expect.poll(() => look().then((s) => s.background)).not.toBe(resting.background);
    await expect.poll(() => look().then((s) => s.shadow)).not.toBe(resting.shadow);
    await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);

    // Exactly at the threshold the header is back at rest; one pixel past it, it is scrolled.
    await scrollTo(page, SCROLL_THRESHOLD);
    await expect(header).not.toHaveAttribute("data-scrolled");
    await expect.poll(look).toEqual(resting);
    await scrollTo(page, SCROLL_THRESHOLD + 1);
    await expect(header).toHaveAttribute("data-scrolled");

    await scrollTo(page, 0);
    await expect(header).not.toHaveAttribute("data-scrolled");
    await expect.poll(look).toEqual(resting);
  });

  for (const lang of langs) {
    test(`${lang}: links in the spec's order, Schedule Consultation, phone and email`, async ({
      page,
    }, testInfo) => {
      await open(page, copy[lang].home);
      const nav = await mainNav(page, lang, testInfo);
      const links = nav.getByRole("link");
      // On the phone the menu goes on with Schedule Consultation, the phone and the email.
      const words = copy[lang];
      const names = isPhone(testInfo)
        ? [...words.nav, words.schedule, words.phone, words.email]
        : words.nav;
      await expect(links).toHaveText(names);
      for (const [index, href] of navHrefs(lang).entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", href);
      }
      // The home page's own links are anchors on it: none of them is marked as where one is.
      await expect(nav.locator("[aria-current]")).toHaveCount(0);
      const header = page.getByRole("banner");
      const schedule = header.getByRole("link", { name: copy[lang].schedule });
      await expect(schedule).toBeVisible();
      await expect(schedule).toHaveAttribute("href", localize(lang, "/contact"));
      if (isPhone(testInfo)) return;
      // From 1280 px the bar itself shows the phone number and the email.
      const phone = header.locator('a[href^="tel:"]').filter({ visible: true });
      const email = header.locator('a[href^="mailto:"]').filter({ visible: true });
      await expect(phone).toHaveText(copy[lang].phone);
      await expect(email).toHaveText(copy[lang].email);
      await expect(phone).toBeInViewport();
      await expect(email).toBeInViewport();
    });
  }

  // Arabic in the phone's menu, English in the desktop's bar: the same links, marked alike.
  test("marks the part of the site the visitor is in, and the page they are on", async ({
    page,
  }, testInfo) => {
    const lang = isPhone(testInfo) ? "ar" : "en";
    const attorneys = wordsIn(lang)("nav.attorneys");
    const current = async (path: string) => {
      await open(page, localize(lang, path));
      const nav = await mainNav(page, lang, testInfo);
      const marked = nav.locator("[aria-current]");
      await expect(marked).toHaveCount(1);
      await expect(marked).toHaveText(attorneys);
      // Drawn apart from the other links: in gold, where they are white.
      const colour = (link: typeof marked) => link.evaluate((el) => getComputedStyle(el).color);
      const other = nav.getByRole("link", { name: wordsIn(lang)("nav.services") });
      expect(await colour(marked)).not.toBe(await colour(other));
      return marked.getAttribute("aria-current");
    };
    // A profile is in the attorneys' part of the site, not their page itself.
    expect(await current("/attorneys/2")).toBe("true");
    expect(await current("/attorneys")).toBe("page");
  });
});

test.describe("mobile menu", () => {
  test.beforeEach(async ({ page: _page }, testInfo) => {
    test.skip(!isPhone(testInfo), "the menu button exists below 1024 px");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    for (const lang of langs) {
      test(`${lang}: opens and closes, lists the links, the phone and the email`, async ({
        page,
      }) => {
        const { home, openMenu, closeMenu, nav, schedule, phone, email } = copy[lang];
        await open(page, home);
        const toggle = menuToggle(page);
        const panelId = await toggle.getAttribute("aria-controls");
        expect(panelId).toBeTruthy();
        const panel = page.locator(`[id="${panelId}"]`);
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        await expect(toggle).toHaveAccessibleName(openMenu);
        await expect(panel).toBeHidden();

        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await expect(toggle).toHaveAccessibleName(closeMenu);
        await expect(panel).toBeVisible();
        await expect(panel).toHaveCSS("max-height", "500px");
        await expect(panel.getByRole("link")).toHaveText([...nav, schedule, phone, email]);
        await expect(panel.locator('a[href^="tel:"]')).toBeVisible();
        await expect(panel.locator('a[href^="mailto:"]')).toBeVisible();
        await expect(panel.getByRole("link", { name: schedule })).toHaveAttribute(
          "href",
          localize(lang, "/contact"),
        );
        // No animation when the visitor asked for less motion.
        await expect
          .poll(() =>
            panel
              .locator(".menu-item")
              .evaluateAll((items) => items.map((item) => getComputedStyle(item).animationName)),
          )
          .toEqual(Array(9).fill("none"));

        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        await expect(panel).toBeHidden();
      });
    }

    test("closes on a link click and on Escape, focus back on the button", async ({ page }) => {
      await open(page, "/");
      const toggle = menuToggle(page);
      const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);

      await toggle.click();
      await panel.getByRole("link", { name: copy.en.about }).click();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(panel).toBeHidden();
      await expect(page).toHaveURL("/#about");

      await toggle.click();
      await expect(panel).toBeVisible();
      await panel.getByRole("link", { name: copy.en.homeLink }).focus();
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(panel).toBeHidden();
      await expect(toggle).toBeFocused();

      // Tabbing past its last link closes it, so it hides nothing focus lands on.
      await toggle.click();
      await panel.getByRole("link").last().focus();
      await page.keyboard.press("Tab");
      await expect(panel).toBeHidden();
      await expect(page.locator(":focus")).toBeInViewport();
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    for (const lang of langs) {
      test(`${lang}: the menu opens without a script, and the language is a link to the twin page`, async ({
        page,
      }) => {
        const { home, openMenu, nav } = copy[lang];
        const other = lang === "en" ? "ar" : "en";
        await page.goto(home);
        // The script's buttons would open nothing: they give way to a <details> and a link.
        await expect(menuToggle(page)).toBeHidden();
        const header = page.getByRole("banner");
        await header.locator("summary", { hasText: openMenu }).click();
        const links = header.getByRole("navigation").getByRole("link");
        await expect(links.filter({ hasText: nav[1]! })).toBeVisible();
        await links.filter({ hasText: nav[2]! }).click();
        await expect(page).toHaveURL(new RegExp(`${localize(lang, "/services")}$`));
        await page.getByRole("link", { name: locales[other].label }).click();
        await expect(page).toHaveURL(new RegExp(`${localize(other, "/services")}$`));
      });
    }
  });

  test.describe("with motion allowed", () => {
    test.use({ reducedMotion: "no-preference" });

    test("items rise in 0.1 s apart, none later than 0.6 s", async ({ page }) => {
      await open(page, "/");
      await menuToggle(page).click();
      const items = page.getByRole("banner").locator(".mobile-menu .menu-item");
      await expect(items).toHaveCount(9);
      const animation = () =>
        items.evaluateAll((elements) =>
          elements.map((el) => {
            const style = getComputedStyle(el);
            // Rounded to the millisecond: 0.1 s steps computed as floating point.
            return `${style.animationName} ${Math.round(parseFloat(style.animationDelay) * 1000)}ms`;
          }),
        );
      const delays = [0, 100, 200, 300, 400, 500, 600, 600, 600];
      await expect.poll(animation).toEqual(delays.map((ms) => `rise ${ms}ms`));
    });
  });
});

test.describe("keyboard focus", () => {
  test.use({ reducedMotion: "reduce" });

  for (const lang of langs) {
    test(`${lang}: no focused element hides under the header or the language button`, async ({
      page,
    }) => {
      await open(page, copy[lang].home);
      const headerBottom = await page
        .getByRole("banner")
        .evaluate((el) => el.getBoundingClientRect().bottom);
      const switcher = page.getByRole("button", { name: copy[lang].switcher });
      await expect(switcher).toBeVisible();
      const button = await switcher.boundingBox();
      if (!button) throw new Error("the language button has no box");
      const handle = await switcher.elementHandle();

      // Every tab stop of the page, up to the language button (the last one).
      const hidden: string[] = [];
      for (let stop = 0; stop < 150; stop++) {
        await page.keyboard.press("Tab");
        const focused = await page.evaluate((last) => {
          const el = document.activeElement;
          if (!el || el === document.body) return null;
          const { top, bottom, left, right } = el.getBoundingClientRect();
          return {
            what: `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}"`,
            last: el === last,
            // The header's own links and the switcher's are part of the frame itself.
            inFrame: !!el.closest("header") || !!last?.parentElement?.contains(el),
            top,
            bottom,
            left,
            right,
          };
        }, handle);
        if (!focused || focused.inFrame) {
          if (focused?.last) break;
          continue;
        }
        const { what, top, bottom, left, right } = focused;
        const where = `${what} at ${Math.round(top)}..${Math.round(bottom)}`;
        if (top < headerBottom - 0.5) hidden.push(`${where}: under the header`);
        const underButton =
          left < button.x + button.width &&
          right > button.x &&
          top < button.y + button.height &&
          bottom > button.y;
        if (underButton) hidden.push(`${where}: under the language button`);
      }
      expect(hidden, "focused elements hidden behind the fixed frame").toEqual([]);
      await expect(switcher).toBeFocused();
    });
  }

  test("a field reached backwards from below the header comes out with its label", async ({
    page,
  }) => {
    await open(page, "/contact");
    const header = page.getByRole("banner");
    const headerBottom = await header.evaluate((el) => el.getBoundingClientRect().bottom);
    const message = page.locator("#contact-message");
    // The next tab stop focused, and the message box's top 20 px under the header.
    await message.focus();
    await page.keyboard.press("Tab");
    await message.evaluate((field, bottom) => {
      window.scrollBy({
        top: field.getBoundingClientRect().top - (bottom - 20),
        behavior: "instant",
      });
    }, headerBottom);
    await page.keyboard.press("Shift+Tab");
    await expect(message).toBeFocused();
    await expect
      .poll(() =>
        page
          .locator('label[for="contact-message"]')
          .evaluate((el) => el.getBoundingClientRect().top),
      )
      .toBeGreaterThanOrEqual(headerBottom);
  });
});
