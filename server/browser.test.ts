// @vitest-environment node
// The CSP in a real browser: Debian's Chromium loads the built pages from the real server and
// must report no CSP violation and no console error, and the page's script must run (and the
// contact form hydrate, where there is one).
// Needs the site build (`npm run build`) and /usr/bin/chromium (or CHROMIUM_PATH).
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "./site-server";
import { startServer, tempDir, type TestServer } from "./test/helpers";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";

let server: TestServer;
let browser: Browser;
const dir = tempDir();

beforeAll(async () => {
  server = await startServer(
    { dataDir: dir.path, logLevel: "warn" },
    { buildDir: join(repoRoot, "build") },
  );
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  dir.remove();
});

describe("pages under the Content-Security-Policy, in Chromium", () => {
  it.each([
    { path: "/", lang: "en", status: 200, hasForm: true },
    { path: "/ar", lang: "ar", status: 200, hasForm: true },
    { path: "/services", lang: "en", status: 200, hasForm: false },
    { path: "/ar/contact", lang: "ar", status: 200, hasForm: true },
    { path: "/attorneys/2", lang: "en", status: 200, hasForm: false },
    { path: "/no-such-page", lang: "en", status: 404, hasForm: false },
  ])(
    "$path loads with no CSP violation or console error, and its script runs",
    async ({ path, lang, status, hasForm }) => {
      const context = await browser.newContext({ locale: "en-US", serviceWorkers: "block" });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (message) => {
        // A 404 page's own status is reported as a failed resource load; that one is expected.
        if (
          message.type() === "error" &&
          !(status === 404 && /status of 404/.test(message.text()))
        ) {
          problems.push(`console: ${message.text()}`);
        }
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });

      const response = await page.goto(`${server.url}${path}`, { waitUntil: "load" });
      expect(response?.status()).toBe(status);
      expect(await page.getAttribute("html", "lang")).toBe(lang);

      // Every part answers: the page's script runs (and any island hydrates) under the policy.
      await page.waitForFunction(() => document.documentElement.dataset.enhanced !== undefined);
      const form = page.locator('[data-island="contact-form"]');
      if (hasForm) {
        // A page that should have the form and lost it fails here rather than passing quietly.
        expect(await form.count()).toBe(1);
        // It hydrates on the visitor's first press in it.
        await form.locator("form").scrollIntoViewIfNeeded();
        await form.locator("form").dispatchEvent("pointerdown");
        await expect.poll(() => form.getAttribute("data-hydrated")).toBe("");
      } else {
        expect(await form.count()).toBe(0);
      }
      // The language button opens its menu (the page's script handles the click).
      const languageButton = page.locator("button[aria-controls][aria-expanded]").last();
      await expect
        .poll(
          async () => {
            await languageButton.click();
            return languageButton.getAttribute("aria-expanded");
          },
          { timeout: 10_000 },
        )
        .toBe("true");
      const menuId = await languageButton.getAttribute("aria-controls");
      await expect.poll(() => page.locator(`[id="${menuId}"]`).isVisible()).toBe(true);

      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe("navigation under the Content-Security-Policy", () => {
  it("a link from / loads /services as its prerendered page, without errors", async () => {
    const context = await browser.newContext({
      locale: "en-US",
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });

    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await page.locator('header nav a[href="/services"]').first().click();
    await page.waitForURL(`${server.url}/services`);
    // The pages are complete HTML: a link is an ordinary page load, with no router in between.
    expect(documents).toEqual(["/", "/services"]);
    await expect.poll(() => page.title()).toMatch(/services/i);
    await page.waitForFunction(() => document.documentElement.dataset.enhanced !== undefined);
    expect(problems).toEqual([]);
    await context.close();
  });
});
