import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scratchSite } from "./scratch-site";

const site = scratchSite("insights-");
const { content, buildDir } = site;

/** An article of the test's own, published on a day of November 2026. */
function article(day: number, languages: { en?: boolean; ar?: boolean } = { en: true, ar: true }) {
  const n = String(day).padStart(2, "0");
  return {
    published: `2026-11-${n}`,
    author: "2",
    areas: ["arbitration"],
    inEnglish: !!languages.en,
    inArabic: !!languages.ar,
    title: {
      ...(languages.en ? { en: `Test article ${n}` } : {}),
      ...(languages.ar ? { ar: `مقالة اختبار ${n}` } : {}),
    },
    summary: {
      ...(languages.en ? { en: "A summary." } : {}),
      ...(languages.ar ? { ar: "ملخص." } : {}),
    },
    body: {
      ...(languages.en ? { en: "## One\n\nText." } : {}),
      ...(languages.ar ? { ar: "## أولًا\n\nنص." } : {}),
    },
  };
}

const page = (path: string) => readFileSync(join(buildDir, "client", path, "index.html"), "utf8");
const built = (path: string) => existsSync(join(buildDir, "client", path, "index.html"));

describe("the Insights as built: twelve to a page, and articles in one language", () => {
  beforeAll(async () => {
    rmSync(join(content, "insights"), { recursive: true, force: true });
    mkdirSync(join(content, "insights"));
    for (let day = 1; day <= 12; day += 1)
      writeFileSync(join(content, "insights", `test-${day}.json`), JSON.stringify(article(day)));
    writeFileSync(
      join(content, "insights", "english-only.json"),
      JSON.stringify(article(13, { en: true })),
    );
    await site.build();
  }, 240_000);
  afterAll(() => site.remove());

  it("lists twelve articles a page, newest first, with real page addresses", () => {
    const titles = (path: string) =>
      [...page(path).matchAll(/>(Test article \d\d)</g)].map((m) => m[1]);
    const newestFirst = Array.from(
      { length: 12 },
      (_, i) => `Test article ${String(13 - i).padStart(2, "0")}`,
    );
    expect(titles("insights")).toEqual(newestFirst);
    const links = page("insights").match(/<a [^>]*>/g) ?? [];
    expect(
      links.some((a) => a.includes('href="/insights/page/2"') && a.includes('aria-label="Page 2"')),
    ).toBe(true);
    expect(titles("insights/page/2")).toEqual(["Test article 01"]);
    expect(built("insights/page/1")).toBe(false);
    expect(built("insights/page/3")).toBe(false);
    // In Arabic, twelve articles: one page.
    expect(built("ar/insights")).toBe(true);
    expect(built("ar/insights/page/2")).toBe(false);
  });

  it("shows an article published in English only in English, pairs it with nothing, and sends the switcher to the Arabic list", () => {
    const english = page("insights/english-only");
    expect(built("ar/insights/english-only")).toBe(false);
    expect(english).not.toMatch(/<link rel="alternate" hreflang=/i);
    expect(english).toMatch(/<a href="\/ar\/insights" lang="ar" hreflang="ar"/i);
    expect(page("insights")).toContain("/insights/english-only");
    expect(page("ar/insights")).not.toContain("english-only");
    const sitemap = readFileSync(join(buildDir, "client", "sitemap.xml"), "utf8");
    const entry = sitemap.split("<url>").find((u) => u.includes("/insights/english-only"))!;
    expect(entry).toContain("<lastmod>2026-11-13</lastmod>");
    expect(entry).not.toContain("hreflang");
    const feeds = ["insights/feed.xml", "ar/insights/feed.xml"].map((f) =>
      readFileSync(join(buildDir, "client", f), "utf8"),
    );
    expect(feeds[0]).toContain("/insights/english-only");
    expect(feeds[1]).not.toContain("english-only");
  });

  it("pairs an article published in both languages with its twin", () => {
    expect(page("insights/test-5")).toMatch(
      /<link rel="alternate" hreflang="ar" href="[^"]*\/ar\/insights\/test-5"/i,
    );
    expect(page("ar/insights/test-5")).toMatch(
      /<link rel="alternate" hreflang="en" href="[^"]*\/insights\/test-5"/i,
    );
  });
});
