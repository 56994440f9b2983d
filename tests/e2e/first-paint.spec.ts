import type { Page } from "@playwright/test";
import { expect, test, waitForPageScript } from "./fixtures";

/**
 * A page's first paint needs nothing but the page (docs/decisions/0016): its rules and its faces'
 * rules are in its HTML. The site's faces are `font-display: optional` behind system faces fitted
 * to them: while a face is on its way the text is drawn, and its arrival moves nothing.
 */

/** The faces Chromium really draws an element's text with. */
async function facesOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** Records the page's layout shifts, each as what moved and when. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { at: number; what: string }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    type Shift = {
      startTime: number;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        const moved = entry.sources.map(({ node, previousRect: a, currentRect: b }) => {
          const name = node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName;
          return `${name} (${a.x}, ${a.y}) → (${b.x}, ${b.y})`;
        });
        shifts.push({ at: entry.startTime, what: moved.join("; ") });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts from the moment the first of the page's faces arrived. */
const shiftsAfterFaces = (page: Page) =>
  page.evaluate(() => {
    const faces = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".woff2"));
    const arrived = Math.min(
      ...faces.map((entry) => (entry as PerformanceResourceTiming).responseEnd),
    );
    const { shifts } = window as unknown as { shifts: { at: number; what: string }[] };
    return {
      faces: faces.length,
      shifts: shifts.filter((s) => s.at >= arrived).map((s) => s.what),
    };
  });

/**
 * Whether an element's text is drawn: its picture changes when its text is made transparent.
 * (Through the DevTools protocol: Playwright's own screenshots wait for the faces to arrive.)
 */
async function textIsDrawn(page: Page, selector: string): Promise<boolean> {
  const element = page.locator(selector).first();
  const box = await element.boundingBox();
  if (!box) return false;
  const cdp = await page.context().newCDPSession(page);
  const shot = async () =>
    (await cdp.send("Page.captureScreenshot", { clip: { ...box, scale: 1 } })).data;
  const drawn = await shot();
  await element.evaluate((el: HTMLElement) => (el.style.color = "transparent"));
  const blank = await shot();
  await element.evaluate((el: HTMLElement) => (el.style.color = ""));
  await cdp.detach();
  return drawn !== blank;
}

for (const { path, face } of [
  { path: "/", face: "Playfair Display SemiBold" },
  { path: "/ar", face: "IBM Plex Sans Arabic SemiBold" },
]) {
  test.describe(`${path} with every other file refused`, () => {
    // The refused files are the test's doing: the browser reports each, and the page's script.
    test.use({ expectedConsoleErrors: /ERR_FAILED|dynamically imported module/ });

    test(`${path}: drawn from its HTML alone, styled, before any other file arrives`, async ({
      page,
    }) => {
      const fetched: string[] = [];
      await page.route("**/*", (route) => {
        if (route.request().resourceType() === "document") return route.continue();
        fetched.push(new URL(route.request().url()).pathname);
        return route.abort();
      });
      await page.goto(path, { waitUntil: "domcontentloaded" });
      // The hero is laid out by the page's own rules: its heading's size and the fixed header.
      const h1 = page.locator("h1");
      await expect(h1).toBeVisible();
      expect(await h1.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThan(
        30,
      );
      expect(
        await page
          .locator("header")
          .first()
          .evaluate((el) => getComputedStyle(el).position),
      ).toBe("fixed");
      // (On a busy machine the paint can come a moment after the parse.)
      await expect
        .poll(
          () => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length),
          { message: "the page painted" },
        )
        .toBe(1);
      // Without its faces the heading is drawn all the same, in a system face.
      expect(await textIsDrawn(page, "h1")).toBe(true);
      expect(await facesOf(page, "h1")).not.toContain(face);
      expect(fetched.filter((file) => file.endsWith(".css"))).toEqual([]);
    });
  });

  test(`${path}: while its faces are on their way the text is drawn, and their arrival moves nothing`, async ({
    page,
  }) => {
    await watchShifts(page);
    // The faces come late: after the first paint, as on a slow phone network.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.woff2", async (route) => {
      await held;
      await route.continue();
    });
    // (The page's load waits for its faces: only its HTML is waited for.)
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await waitForPageScript(page);
    // The heading (the display face) and the paragraph under it (the text face).
    expect(await textIsDrawn(page, "h1")).toBe(true);
    expect(await textIsDrawn(page, "h1 + p")).toBe(true);
    release();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expect.poll(async () => (await shiftsAfterFaces(page)).faces).toBeGreaterThan(0);
    // Scrolled through, so that every part of the page has been laid out and watched.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(r));
      }
    });
    expect((await shiftsAfterFaces(page)).shifts).toEqual([]);
  });

  test(`${path}: once its faces are in the browser's cache, the next page is drawn in them`, async ({
    page,
  }) => {
    // (Not in the test above: a page whose requests are intercepted bypasses the cache.)
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.goto(`${path === "/" ? "" : path}/attorneys`);
    expect(await facesOf(page, "h1")).toContain(face);
  });
}
