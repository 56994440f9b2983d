import type { Page } from "@playwright/test";
import { expect, test, waitForPageScript } from "./fixtures";

/**
 * A page's first paint needs nothing but the page (docs/decisions/0016): its rules and its faces'
 * rules are in its HTML, a visitor's first page is drawn in system faces fitted to the site's and
 * keeps them while it is read, fetching the site's faces only after its paint, and a later page
 * has the site's faces from its first paint.
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

/** Records the page's layout shifts from its first paint on, and whether it was marked when parsed. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    // Each shift after the first paint, as what moved and where, so that a failure says it.
    // (Under load Chromium has, about once in a hundred loads, moved a word a few pixels while
    // it draws the first paint: that is not the faces' doing.)
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    type Shift = {
      value: number;
      startTime: number;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      const painted = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (painted === undefined || entry.startTime <= painted) continue;
        const moved = entry.sources.map(({ node, previousRect: a, currentRect: b }) => {
          const name = node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName;
          return `${name} (${a.x}, ${a.y}) → (${b.x}, ${b.y})`;
        });
        shifts.push(
          `${entry.value.toFixed(5)} at ${Math.round(performance.now())} ms: ${moved.join("; ")}`,
        );
      }
    }).observe({ type: "layout-shift", buffered: true });
    // What the page looked like when it was first parsed, before any script of the page's own.
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { pendingAtStart: boolean }).pendingAtStart =
        document.documentElement.hasAttribute("data-fonts-pending");
    });
  });
}

const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);

for (const { path, face } of [
  { path: "/", face: "Playfair Display SemiBold" },
  { path: "/ar", face: "IBM Plex Sans Arabic SemiBold" },
]) {
  test.describe(`${path} with every other file refused`, () => {
    // The refused files are the test's doing: the browser reports each, and the page's script.
    // Its paint entries are the browser's own timeline, which a moved clock would replace.
    test.use({
      expectedConsoleErrors: /ERR_FAILED|dynamically imported module/,
      clockOnPage: false,
    });

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
      // In the fitted system face, and nothing was asked for before the page painted.
      expect(
        await h1.evaluate(() => document.documentElement.hasAttribute("data-fonts-pending")),
      ).toBe(true);
      // (On a busy machine the paint can come a moment after the parse.)
      await expect
        .poll(
          () => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length),
          { message: "the page painted" },
        )
        .toBe(1);
      expect(fetched.filter((file) => /\.(css|woff2)$/.test(file))).toEqual([]);
    });
  });

  test(`${path}: a first page keeps its fitted faces while the site's arrive; the next page has them at once`, async ({
    page,
  }) => {
    await watchShifts(page);
    await page.goto(path);
    await waitForPageScript(page);
    expect(
      await page.evaluate(() => (window as unknown as { pendingAtStart: boolean }).pendingAtStart),
    ).toBe(true);
    // The browser notes the faces once they have all come…
    await expect
      .poll(() =>
        page.evaluate(() => localStorage.getItem(`fonts-${document.documentElement.lang}`)),
      )
      .not.toBeNull();
    // …and the page being read stays as it was drawn: in its fitted face, nothing moved.
    expect(await facesOf(page, "h1")).not.toContain(face);
    expect(await shiftsOf(page)).toEqual([]);

    // The next page is drawn in the site's faces from its first paint.
    await page.goto(`${path === "/" ? "" : path}/attorneys`);
    expect(
      await page.evaluate(() => (window as unknown as { pendingAtStart: boolean }).pendingAtStart),
    ).toBe(false);
    await expect.poll(() => facesOf(page, "h1")).toContain(face);
  });
}
