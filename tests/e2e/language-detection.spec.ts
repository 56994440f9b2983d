/**
 * The first visit's language detection (DECISIONS.md) and the language, direction and hreflang
 * links in the served HTML.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, waitForPageScript } from "./fixtures";
import { copy, expectDocumentLanguage, storedLanguage, type Lang } from "./languages";

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
