/**
 * English and Arabic: the floating switcher, the first visit's language detection (DECISIONS.md),
 * the language and direction in the served HTML, and arrows that turn with the reading direction.
 */
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { expect, test, waitForPageScript } from "./fixtures";

type Lang = "en" | "ar";

const copy = {
  en: {
    home: "/",
    code: "EN",
    dir: "ltr",
    switcher: "Language: English. Change language",
    menu: "Choose a language",
    heading: "Counsel that knows the market",
    primaryCta: "Book a consultation",
  },
  ar: {
    home: "/ar",
    code: "AR",
    dir: "rtl",
    switcher: "اللغة: العربية. تغيير اللغة",
    menu: "اختيار اللغة",
    heading: "محامون يعرفون السوق",
    primaryCta: "احجز استشارة",
  },
} as const;

const label = { en: "English", ar: "العربية" } as const;
const langs = Object.keys(copy) as Lang[];
const other = (lang: Lang): Lang => (lang === "en" ? "ar" : "en");

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForPageScript(page);
}

const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem("language"));

/** A returning visitor: `language` is in localStorage before the first page runs any script. */
async function storeLanguage(context: BrowserContext, value: Lang) {
  await context.addInitScript((language) => {
    // Only once per tab, so what the site itself stores later is not overwritten.
    if (sessionStorage.getItem("e2e-language-seeded")) return;
    localStorage.setItem("language", language);
    sessionStorage.setItem("e2e-language-seeded", "1");
  }, value);
}

/** Opens an unprefixed URL whose inline script may send the visitor on to the `/ar` twin. */
async function visit(page: Page, path: string, expected: string) {
  await page.goto(path, { waitUntil: "commit" });
  await expect(page).toHaveURL(expected);
  await waitForPageScript(page);
}

async function expectDocumentLanguage(page: Page, lang: Lang) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", copy[lang].dir);
}

const switcherButton = (page: Page, lang: Lang) =>
  page.getByRole("button", { name: copy[lang].switcher });
const switcherMenu = (page: Page, lang: Lang) => page.getByRole("list", { name: copy[lang].menu });
const choice = (menu: Locator, lang: Lang) => menu.getByRole("link", { name: label[lang] });

test.describe("language switcher", () => {
  test.use({ reducedMotion: "reduce" });

  for (const lang of langs) {
    test(`${lang}: a round button with the language code opens both languages, the current one checked`, async ({
      page,
    }) => {
      await open(page, copy[lang].home);
      const button = switcherButton(page, lang);
      await expect(button).toHaveText(copy[lang].code);
      await expect(button).toBeInViewport();
      // Round: as tall as wide, corners of at least half its width.
      await expect
        .poll(() =>
          button.evaluate((el) => {
            const { width, height } = el.getBoundingClientRect();
            const radius = parseFloat(getComputedStyle(el).borderTopLeftRadius);
            return width > 0 && width === height && radius >= width / 2;
          }),
        )
        .toBe(true);

      const menu = switcherMenu(page, lang);
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link")).toHaveText([label.en, label.ar]);

      const active = choice(menu, lang);
      const inactive = choice(menu, other(lang));
      await expect(active).toHaveAttribute("aria-current", "true");
      await expect(active.locator("svg")).toBeVisible();
      await expect(inactive).not.toHaveAttribute("aria-current");
      await expect(inactive.locator("svg")).toHaveCount(0);
      await expect(active).toHaveAttribute("href", copy[lang].home);
      await expect(inactive).toHaveAttribute("href", copy[other(lang)].home);
    });
  }

  test("switching keeps the visitor on the same section, stores the choice and closes the menu", async ({
    page,
  }) => {
    await open(page, "/#about");
    const about = page.locator("#about");
    await expect(about).toBeInViewport();
    const viewport = page.viewportSize()?.height ?? 0;

    for (const [from, to] of [
      ["en", "ar"],
      ["ar", "en"],
    ] as const) {
      await switcherButton(page, from).click();
      await choice(switcherMenu(page, from), to).click();
      await expect(page).toHaveURL(`${copy[to].home}#about`);
      await expectDocumentLanguage(page, to);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(copy[to].heading);
      await expect.poll(() => storedLanguage(page)).toBe(to);
      await expect(switcherMenu(page, to)).toBeHidden();
      await expect(switcherButton(page, to)).toHaveText(copy[to].code);
      await expect(switcherButton(page, to)).toHaveAttribute("aria-expanded", "false");
      // Still on the about section, not back at the top.
      await expect(about).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(viewport);
    }
  });

  test("without an anchor in the address, the twin opens at the section the visitor was reading", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/services");
    // The page's top-level sections: the switcher carries the one at the top of the window.
    const sections = page.locator("main section:not(main section section)");
    const count = await sections.count();
    expect(count).toBeGreaterThan(2);
    // Ten pixels into the second section (the services list), well down the page.
    const reading = 1;
    await sections.nth(reading).evaluate((section) => {
      window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY + 10 });
    });
    const topOfReading = () =>
      sections.nth(reading).evaluate((section) => section.getBoundingClientRect().top);
    expect(Math.round(await topOfReading())).toBe(-10);

    await switcherButton(page, "en").click();
    await choice(switcherMenu(page, "en"), "ar").click();
    await expect(page).toHaveURL("/ar/services");
    await expectDocumentLanguage(page, "ar");
    await waitForPageScript(page);
    // The same section at the top of the window, as far into it: not the page's beginning.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect(Math.abs((await topOfReading()) + 10)).toBeLessThanOrEqual(3);
  });

  test("works from the keyboard alone", async ({ page }) => {
    await open(page, "/");
    const button = switcherButton(page, "en");
    const menu = switcherMenu(page, "en");
    // The button comes right after the last link of the footer.
    await page.getByRole("contentinfo").getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(choice(menu, "en")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(choice(menu, "ar")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/ar");
    await expectDocumentLanguage(page, "ar");
    await expect(switcherMenu(page, "ar")).toBeHidden();
    await expect.poll(() => storedLanguage(page)).toBe("ar");
  });
});

test.describe("first visit: the browser's language", () => {
  test.describe("Arabic browser", () => {
    test.use({ locale: "ar-JO" });

    test("an unprefixed page goes to its Arabic twin and the choice is stored", async ({
      page,
    }) => {
      await visit(page, "/", "/ar");
      await expectDocumentLanguage(page, "ar");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(copy.ar.heading);
      await expect.poll(() => storedLanguage(page)).toBe("ar");
    });

    test("the section in the address survives the redirect", async ({ page }) => {
      await visit(page, "/#contact", "/ar#contact");
      await expect(page.locator("#contact")).toBeInViewport();
    });

    test("a stored English choice wins over the browser", async ({ page, context }) => {
      await storeLanguage(context, "en");
      await visit(page, "/", "/");
      await expectDocumentLanguage(page, "en");
      await expect.poll(() => storedLanguage(page)).toBe("en");
    });
  });

  test.describe("English browser", () => {
    test.use({ locale: "en-US" });

    test("stays in English and stores it", async ({ page }) => {
      await visit(page, "/", "/");
      await expectDocumentLanguage(page, "en");
      await expect.poll(() => storedLanguage(page)).toBe("en");
    });

    test("a stored Arabic choice sends every unprefixed page to Arabic", async ({
      page,
      context,
    }) => {
      await storeLanguage(context, "ar");
      await visit(page, "/services", "/ar/services");
      await expectDocumentLanguage(page, "ar");
      await visit(page, "/", "/ar");
      await expectDocumentLanguage(page, "ar");
      await expect.poll(() => storedLanguage(page)).toBe("ar");
    });

    test("/ar is Arabic even when English is stored, and leaves the choice alone", async ({
      page,
      context,
    }) => {
      await storeLanguage(context, "en");
      await visit(page, "/ar", "/ar");
      await expectDocumentLanguage(page, "ar");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(copy.ar.heading);
      await expect.poll(() => storedLanguage(page)).toBe("en");
    });
  });
});

test.describe("served HTML", () => {
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

  /** The `<head>` facts a crawler reads, from the raw HTML (no script has run). */
  async function head(request: import("@playwright/test").APIRequestContext, path: string) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0]);
    const alternates = Object.fromEntries(
      links
        .filter((tag) => attribute(tag, "rel") === "alternate")
        .map((tag) => [attribute(tag, "hreflang"), attribute(tag, "href")]),
    );
    const metaDescription = [...html.matchAll(/<meta\b[^>]*>/gi)]
      .map((m) => m[0])
      .find((tag) => attribute(tag, "name") === "description");
    return {
      html: /<html\b[^>]*>/i.exec(html)?.[0] ?? "",
      title: /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? "",
      description: metaDescription ? attribute(metaDescription, "content") : undefined,
      canonical: links
        .filter((tag) => attribute(tag, "rel") === "canonical")
        .map((tag) => attribute(tag, "href")),
      alternates,
    };
  }

  test("each language has its lang, dir, title, description, canonical and hreflang links", async ({
    request,
  }) => {
    const en = await head(request, "/");
    const ar = await head(request, "/ar");
    expect(en.html).toMatch(/^<html lang="en" dir="ltr"/);
    expect(ar.html).toMatch(/^<html lang="ar" dir="rtl"/);

    for (const page of [en, ar]) {
      expect(page.title.length).toBeGreaterThan(10);
      expect(page.description?.length ?? 0).toBeGreaterThan(50);
      expect(page.canonical).toHaveLength(1);
      expect(Object.keys(page.alternates).sort()).toEqual(["ar", "en", "x-default"]);
    }
    expect(ar.title).not.toBe(en.title);
    expect(ar.description).not.toBe(en.description);
    expect(ar.title).toMatch(/[\u0600-\u06FF]/);

    const origin = new URL(en.alternates.en ?? "").origin;
    expect(en.alternates).toEqual({
      en: `${origin}/`,
      ar: `${origin}/ar`,
      "x-default": `${origin}/`,
    });
    expect(ar.alternates).toEqual(en.alternates);
    expect(en.canonical[0]).toBe(`${origin}/`);
    expect(ar.canonical[0]).toBe(`${origin}/ar`);
  });
});

test.describe("direction", () => {
  test.use({ reducedMotion: "reduce" });

  for (const lang of langs) {
    test(`${lang}: the hero's forward arrow points ${lang === "ar" ? "left" : "right"}`, async ({
      page,
    }) => {
      await open(page, copy[lang].home);
      const arrow = page
        .locator("#home")
        .getByRole("link", { name: copy[lang].primaryCta })
        .locator("svg");
      await expect(arrow).toBeVisible();
      // The horizontal scale of the arrow as drawn: `scale` and `transform` both count.
      const xScale = () =>
        arrow.evaluate((svg) => {
          const style = getComputedStyle(svg);
          const scale = style.scale === "none" ? 1 : parseFloat(style.scale);
          const matrix = style.transform === "none" ? 1 : new DOMMatrix(style.transform).a;
          return scale * matrix;
        });
      if (lang === "ar") await expect.poll(xScale).toBeLessThan(0);
      else await expect.poll(xScale).toBeGreaterThan(0);
    });
  }
});
