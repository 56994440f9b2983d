/**
 * The browser half of `npm run check:budgets` (scripts/check-budgets.ts): serves the built site on
 * loopback and loads its pages in Chromium, noting every script and face a page fetches and the
 * longest main-thread task of a phone load under Lighthouse's 4× CPU slowdown (the browser only
 * reports tasks of 50 ms or more).
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { type Browser, chromium, type Request } from "playwright-core";
import type { Lang } from "../app/i18n/locales";
import { chromiumArgs, chromiumPath } from "./chromium";

export const client = new URL("../build/client/", import.meta.url).pathname;
export const htmlFile = (path: string) => join(client, path === "/" ? "" : path, "index.html");

/** A built file's size as served: brotli. */
export const compressedSize = (file: string) =>
  existsSync(`${file}.br`)
    ? readFileSync(`${file}.br`).length
    : brotliCompressSync(readFileSync(file)).length;

// A minimal static server for the browser part: the built files, nothing else.
const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
};

/** The server and the browser, started on first use. */
let opened: Promise<{ server: Server; origin: string; browser: Browser }> | undefined;
const site = () => (opened ??= open());

async function open() {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const file = existsSync(htmlFile(path)) && !extname(path) ? htmlFile(path) : join(client, path);
    if (!file.startsWith(client) || !existsSync(file)) return res.writeHead(404).end();
    res
      .writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" })
      .end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return { server, origin, browser };
}

/** The longest main-thread task (ms) of one phone load of `path` under 4× CPU. */
export async function longestLoadTask(path: string, lang: Lang): Promise<number> {
  const { browser, origin } = await site();
  const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
  await page.addInitScript((l) => localStorage.setItem("language", l), lang);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(observeLongTasks);
  await page.goto(origin + path, { waitUntil: "networkidle" });
  await page.waitForFunction(() => document.documentElement.dataset.enhanced !== undefined);
  const longest = await page.evaluate(readLongestTask);
  await page.close();
  return longest;
}

function observeLongTasks() {
  const seen: number[] = [];
  (window as unknown as { longTasks: number[] }).longTasks = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
}

function readLongestTask() {
  return Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks);
}

/**
 * Waits until none of the site's requests has been in flight for half a second (the chunks and
 * faces that reaching into the page asked for), or says which never finished. The browser's own
 * "network idle" also waits for the lazy map's frame from another site, which a machine without
 * that site's network may never finish.
 */
async function settled(inFlight: Set<Request>, path: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 500) {
    if (inFlight.size > 0) quietSince = Date.now();
    if (Date.now() > deadline) {
      const urls = [...inFlight].map((request) => request.url());
      throw new Error(`${path}: requests still in flight after 30 s: ${urls.join(", ")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Loads a page at one width until its script runs, scrolls it all and reaches into its islands,
 * noting every script and face it fetched; returns the longest task of a phone load.
 */
export async function loadPage(
  path: string,
  lang: Lang,
  width: number,
  fonts: Map<string, number>,
  scripts: Set<string>,
): Promise<number> {
  let longestTask = 0;
  const { browser, origin } = await site();
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  try {
    await page.addInitScript((l) => localStorage.setItem("language", l), lang);
    const phone = width === 390;
    if (phone) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript(observeLongTasks);
    }
    // The site's own requests in flight: the map's frame (another site) is not waited for.
    const inFlight = new Set<Request>();
    page.on("request", (request) => {
      if (request.url().startsWith(origin)) inFlight.add(request);
    });
    page.on("requestfailed", (request) => inFlight.delete(request));
    page.on("requestfinished", (request) => {
      inFlight.delete(request);
      const url = new URL(request.url());
      if (url.pathname.endsWith(".woff2"))
        fonts.set(url.pathname, compressedSize(join(client, url.pathname)));
      if (url.pathname.endsWith(".js")) scripts.add(url.pathname);
    });
    await page.goto(origin + path, { waitUntil: "networkidle" });
    await page.waitForFunction(() => document.documentElement.dataset.enhanced !== undefined);
    // The load's tasks only: read before the scroll below hydrates anything further down.
    if (phone) longestTask = await page.evaluate(readLongestTask);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(r));
      }
      await document.fonts.ready;
    });
    // Reached into (the form hydrates on a visitor's first press), its chunks count for the page.
    await page.evaluate(() => {
      for (const island of document.querySelectorAll("[data-island]:not([data-hydrated])"))
        island.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    });
    await page.waitForFunction(
      () => document.querySelectorAll("[data-island]:not([data-hydrated])").length === 0,
    );
    await settled(inFlight, path);
  } finally {
    await page.close();
  }
  return longestTask;
}

/** Stops the browser and the server. */
export async function closePageLoads(): Promise<void> {
  if (!opened) return;
  const { browser, server } = await opened;
  await browser.close();
  server.close();
}
