/**
 * The browser half of `npm run check:budgets` (scripts/check-budgets.ts): serves the built site on
 * loopback and loads its pages in Chromium's headless shell, laying text out as Chromium does
 * (decision 0019), noting every script and face a page fetches and the longest main-thread task of
 * a phone load under a 4× slower CPU, as Lighthouse simulates it: the load is traced unthrottled
 * and each task's own CPU time (`tdur`, the time the renderer's main thread ran, not the time it
 * waited for a core) is multiplied by 4. A busy machine stretches a task's wall time, not the work
 * in it, so the pages can be loaded side by side, beside other checks.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { type Browser, chromium, type Page, type Request } from "playwright-core";
import type { Lang } from "../app/i18n/locales";
import { headlessShellArgs, headlessShellPath } from "./chromium";

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

/** Lighthouse's mobile CPU slowdown. */
export const cpuSlowdown = 4;

/** The server, started on first use; one browser per page loaded at once (tracing is a browser's). */
let server: Promise<{ server: Server; origin: string }> | undefined;
const idle: Browser[] = [];
const all: Browser[] = [];

async function site() {
  server ??= (async () => {
    const http = createServer((req, res) => {
      const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
      const file =
        existsSync(htmlFile(path)) && !extname(path) ? htmlFile(path) : join(client, path);
      if (!file.startsWith(client) || !existsSync(file)) return res.writeHead(404).end();
      res
        .writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" })
        .end(readFileSync(file));
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    const address = http.address();
    const port = typeof address === "object" && address ? address.port : 0;
    return { server: http, origin: `http://127.0.0.1:${port}` };
  })();
  return server;
}

/** Runs `run` with a browser of its own for as long as it takes. */
async function withBrowser<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  let browser = idle.pop();
  if (!browser) {
    browser = await chromium.launch({ executablePath: headlessShellPath, args: headlessShellArgs });
    all.push(browser);
  }
  try {
    return await run(browser);
  } finally {
    idle.push(browser);
  }
}

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The longest top-level task of the pages' main threads in a trace, by the CPU time it used, in
 * ms, times the slowdown (Lighthouse's simulation likewise scales the tasks it observed).
 */
function longestTask(trace: Buffer): number {
  const parsed = JSON.parse(trace.toString()) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const main = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter(
    (e) =>
      e.ph === "X" && e.name === "ThreadControllerImpl::RunTask" && main.has(`${e.pid}:${e.tid}`),
  );
  return (Math.max(0, ...tasks.map((e) => e.tdur ?? 0)) / 1000) * cpuSlowdown;
}

/** A page of its own at a width, for a visitor whose language is the page's. */
async function newPage(browser: Browser, width: number, lang: Lang): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.addInitScript((l) => localStorage.setItem("language", l), lang);
  return page;
}

/**
 * Until the page's own load and its script, not the browser's "network idle" (half a second more
 * of every load): what comes after is waited for by `settled`.
 */
async function load(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.enhanced !== undefined);
}

/** Loads a page until its script has run, tracing the load; returns its longest task. */
async function tracedLoad(browser: Browser, page: Page, url: string): Promise<number> {
  // "toplevel": the scheduler's tasks with their CPU time, a fifth of the timeline's events.
  await browser.startTracing(page, { categories: ["toplevel"] });
  const failure = await load(page, url).then(
    () => null,
    (error: unknown) => error,
  );
  const trace = await browser.stopTracing();
  if (failure) throw failure;
  return longestTask(trace);
}

/** The longest main-thread task (ms, 4× CPU) of one phone load of `path`. */
export async function longestLoadTask(path: string, lang: Lang): Promise<number> {
  const { origin } = await site();
  return withBrowser(async (browser) => {
    const page = await newPage(browser, 390, lang);
    try {
      return await tracedLoad(browser, page, origin + path);
    } finally {
      await page.close();
    }
  });
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
 * Loads a page on a phone until its script runs, then reads it at a desktop's width too: at each
 * width it scrolls it all and reaches into its islands, noting every script and face it fetched.
 * Returns the longest task of the phone load.
 */
export async function loadPage(
  path: string,
  lang: Lang,
  fonts: Map<string, number>,
  scripts: Set<string>,
): Promise<number> {
  const { origin } = await site();
  return withBrowser(async (browser) => {
    const page = await newPage(browser, 390, lang);
    try {
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
      // The phone load's tasks only: the trace ends before the scroll below hydrates anything
      // further down.
      const task = await tracedLoad(browser, page, origin + path);
      await readAll(page, inFlight, path);
      // What a desktop's layout shows and a phone's does not (its own faces, its own scripts),
      // read in the same page: a second load of it cost as much again.
      await page.setViewportSize({ width: 1280, height: 900 });
      await readAll(page, inFlight, path);
      return task;
    } finally {
      await page.close();
    }
  });
}

/** Scrolls the page through, a screen at a time, and reaches into its islands; then waits. */
async function readAll(page: Page, inFlight: Set<Request>, path: string): Promise<void> {
  await page.evaluate(async () => {
    // A screen at a time: every part of the page is in view once, each drawn once.
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
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
}

/** Stops the browsers and the server. */
export async function closePageLoads(): Promise<void> {
  await Promise.all(all.map((browser) => browser.close()));
  if (server) (await server).server.close();
}
