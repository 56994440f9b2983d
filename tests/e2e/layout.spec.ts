/**
 * The frame around every page: fixed header, in-page anchors, scroll on page change, the mobile
 * menu, the footer, keyboard focus never hidden, reduced motion and the localized 404 page.
 */
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, test, waitForPageScript } from "./fixtures";

type Lang = "en" | "ar";

/** What a visitor reads in each language (the spec's labels, in the spec's order). */
const copy = {
  en: {
    home: "/",
    nav: ["Home", "Our Attorneys", "Services", "About Us", "Contact"],
    schedule: "Schedule Consultation",
    mainNav: "Main",
    footerNav: "Footer",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    footerAbout: "is a law firm in Amman, Jordan",
    privacy: "Privacy policy",
    terms: "Terms of service",
    notFound: "We could not find that page",
    backHome: "Go to the home page",
    homeHeading: "Counsel that knows the market",
  },
  ar: {
    home: "/ar",
    nav: ["الرئيسية", "محامونا", "خدماتنا", "من نحن", "اتصل بنا"],
    schedule: "احجز استشارة",
    mainNav: "القائمة الرئيسية",
    footerNav: "روابط التذييل",
    openMenu: "فتح القائمة",
    closeMenu: "إغلاق القائمة",
    footerAbout: "مكتب محاماة في عمّان",
    privacy: "سياسة الخصوصية",
    terms: "شروط الاستخدام",
    notFound: "لم نعثر على هذه الصفحة",
    backHome: "العودة إلى الصفحة الرئيسية",
    homeHeading: "محامون يعرفون السوق",
  },
} as const;

const langs = Object.keys(copy) as Lang[];
const ANCHOR_OFFSET = 80;
const SCROLL_THRESHOLD = 20;

/** `/services` → `/ar/services`; `/#about` → `/ar#about`. */
function localize(lang: Lang, path: string): string {
  if (lang === "en") return path;
  return path === "/" ? "/ar" : path.startsWith("/#") ? `/ar${path.slice(1)}` : `/ar${path}`;
}

/** The header links' destinations, in the spec's order. */
function navHrefs(lang: Lang): string[] {
  return ["/#home", "/attorneys", "/services", "/#about", "/contact"].map((p) => localize(lang, p));
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/** Opens a page that must exist: anything but a 200 fails the test. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBe(200);
  await waitForPageScript(page);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  await expect.poll(() => scrollY(page)).toBe(top);
}

/** Distance from the viewport's top to the element's top. */
const topOf = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top);

const menuToggle = (page: Page) => page.getByRole("banner").locator("button[aria-controls]");

/** The header's main navigation as the visitor reaches it: the bar, or the opened mobile menu. */
async function mainNav(page: Page, lang: Lang, testInfo: TestInfo): Promise<Locator> {
  if (isPhone(testInfo)) {
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
  }
  const nav = page.getByRole("banner").getByRole("navigation", { name: copy[lang].mainNav });
  await expect(nav).toBeVisible();
  return nav;
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
      const names = isPhone(testInfo)
        ? [...copy[lang].nav, copy[lang].schedule, /\+962/, /@/]
        : copy[lang].nav;
      await expect(links).toHaveText(names);
      for (const [index, href] of navHrefs(lang).entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", href);
      }
      const header = page.getByRole("banner");
      const schedule = header.getByRole("link", { name: copy[lang].schedule });
      await expect(schedule).toBeVisible();
      await expect(schedule).toHaveAttribute("href", localize(lang, "/contact"));
      if (isPhone(testInfo)) return;
      // From 1280 px the bar itself shows the phone number and the email.
      const phone = header.locator('a[href^="tel:"]').filter({ visible: true });
      const email = header.locator('a[href^="mailto:"]').filter({ visible: true });
      await expect(phone).toHaveText(/\+962/);
      await expect(email).toHaveText(/@/);
      await expect(phone).toBeInViewport();
      await expect(email).toBeInViewport();
    });
  }
});

test.describe("in-page anchors", () => {
  test.use({ reducedMotion: "reduce" });

  const expectSectionBelowHeader = (page: Page) =>
    expect
      .poll(async () => Math.abs((await topOf(page.locator("#about"))) - ANCHOR_OFFSET))
      .toBeLessThanOrEqual(2);

  for (const lang of langs) {
    test(`${lang}: About scrolls to the section 80 px down, Home back to the top`, async ({
      page,
    }, testInfo) => {
      await open(page, copy[lang].home);
      await (
        await mainNav(page, lang, testInfo)
      )
        .getByRole("link", { name: copy[lang].nav[3] })
        .click();
      await expect(page).toHaveURL(localize(lang, "/#about"));
      await expectSectionBelowHeader(page);

      await (
        await mainNav(page, lang, testInfo)
      )
        .getByRole("link", { name: copy[lang].nav[0] })
        .click();
      await expect(page).toHaveURL(localize(lang, "/#home"));
      await expect.poll(() => scrollY(page)).toBe(0);
    });
  }

  test("ar: About from another page goes home, then to the section", async ({ page }, testInfo) => {
    await open(page, "/ar/privacy");
    await (await mainNav(page, "ar", testInfo)).getByRole("link", { name: copy.ar.nav[3] }).click();
    await expect(page).toHaveURL("/ar#about");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(copy.ar.homeHeading);
    await expectSectionBelowHeader(page);
  });
});

test.describe("page change", () => {
  test.use({ reducedMotion: "reduce" });

  const journeys = [
    { lang: "en", from: "#team", link: "Meet all our attorneys", path: "/attorneys" },
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
        const { home, openMenu, closeMenu, nav, schedule } = copy[lang];
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
        await expect(panel.getByRole("link")).toHaveText([...nav, schedule, /\+962/, /@/]);
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
          .toEqual(Array(8).fill("none"));

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
      await panel.getByRole("link", { name: "About Us" }).click();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(panel).toBeHidden();
      await expect(page).toHaveURL("/#about");

      await toggle.click();
      await expect(panel).toBeVisible();
      await panel.getByRole("link", { name: "Home" }).focus();
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(panel).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  });

  test.describe("with motion allowed", () => {
    test.use({ reducedMotion: "no-preference" });

    test("items rise in 0.1 s apart, none later than 0.6 s", async ({ page }) => {
      await open(page, "/");
      await menuToggle(page).click();
      const items = page.getByRole("banner").locator(".mobile-menu .menu-item");
      await expect(items).toHaveCount(8);
      const animation = () =>
        items.evaluateAll((elements) =>
          elements.map((el) => {
            const style = getComputedStyle(el);
            // Rounded to the millisecond: 0.1 s steps computed as floating point.
            return `${style.animationName} ${Math.round(parseFloat(style.animationDelay) * 1000)}ms`;
          }),
        );
      const delays = [0, 100, 200, 300, 400, 500, 600, 600];
      await expect.poll(animation).toEqual(delays.map((ms) => `rise ${ms}ms`));
    });
  });
});

test.describe("footer", () => {
  for (const lang of langs) {
    test(`${lang}: about text, quick links to the home sections, contact, copyright, legal links`, async ({
      page,
    }) => {
      const { home, footerAbout, footerNav, privacy, terms } = copy[lang];
      await open(page, home);
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(footerAbout);
      const quickLinks = footer.getByRole("navigation", { name: footerNav }).getByRole("link");
      const [homeLink, , servicesLink, aboutLink, contactLink] = copy[lang].nav;
      await expect(quickLinks).toHaveText([homeLink, servicesLink, aboutLink, contactLink]);
      for (const [index, section] of ["#home", "#services", "#about", "#contact"].entries()) {
        await expect(quickLinks.nth(index)).toHaveAttribute("href", localize(lang, `/${section}`));
      }
      await expect(footer.locator("address")).toBeVisible();
      await expect(footer.locator('a[href^="tel:"]')).toHaveText(/\+962/);
      await expect(footer.locator('a[href^="mailto:"]')).toHaveText(/@/);
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
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
      const switcher = page.getByRole("button", { name: /Language|اللغة/ });
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

test.describe("not found", () => {
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
