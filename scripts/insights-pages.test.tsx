// @vitest-environment jsdom
/**
 * The Insights as the build makes them from content of their own (twelve to a page, an article in
 * one language), tested as the functions the build calls: which pages exist (the prerender's and
 * the sitemap's list), each page's loader, component and meta, the language switcher, the sitemap
 * and the feeds. No build: the main build's pages are the browser tests' (tests/e2e/insights).
 */
import { I18nextProvider } from "react-i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, describe, expect, it, vi } from "vitest";

/** An article of the test's own, published on a day of November 2026. */
const fixture = await vi.hoisted(async () => {
  const { writeFileSync, rmSync, mkdirSync } = await import("node:fs");
  const { join } = await import("node:path");
  const { fixtureContent } = await import("./fixture-content");
  const article = (day: number, languages: { en?: boolean; ar?: boolean }) => {
    const n = String(day).padStart(2, "0");
    const both = <T,>(en: T, ar: T) => ({
      ...(languages.en ? { en } : {}),
      ...(languages.ar ? { ar } : {}),
    });
    return {
      published: `2026-11-${n}`,
      author: "2",
      areas: ["arbitration"],
      inEnglish: !!languages.en,
      inArabic: !!languages.ar,
      title: both(`Test article ${n}`, `مقالة اختبار ${n}`),
      summary: both("A summary.", "ملخص."),
      body: both("## One\n\nText.", "## أولًا\n\nنص."),
    };
  };
  return fixtureContent("insights-", (content) => {
    const folder = join(content, "insights");
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder);
    for (let day = 1; day <= 12; day += 1)
      writeFileSync(
        join(folder, `test-${day}.json`),
        JSON.stringify(article(day, { en: true, ar: true })),
      );
    writeFileSync(join(folder, "english-only.json"), JSON.stringify(article(13, { en: true })));
  });
});

const { insightsPaths } = await import("~/content/insights-paths");
const { insightsText } = await import("~/content/insights");
const { prerenderPaths } = await import("~/prerender-paths");
const Insights = await import("~/routes/insights");
const Insight = await import("~/routes/insight");
const { LanguageSwitcher } = await import("~/components/layout/language-switcher");
const { renderPage } = await import("~/components/sections/test-render");
const { localizedFirm } = await import("~/content/firm");
const { i18nFor } = await import("~/i18n/i18n");
const { messages } = await import("~/i18n/messages");
const { SiteProvider } = await import("~/site-context");
const { sitemapXml } = await import("./sitemap");
const { insightsFeed } = await import("./insights-feeds");

afterAll(() => fixture.remove());

type Lang = "en" | "ar";
const origin = "https://example.jo";
const root = (lang: Lang) => ({
  lang,
  messages: messages[lang],
  firm: localizedFirm(lang),
  year: 2026,
  origin,
});
const request = (path: string) => new Request(`${origin}${path}`);

/** What the build writes at `path`: the loader's data, or the 404 it throws. */
function listData(path: string, params: { page?: string; area?: string } = {}) {
  try {
    return Insights.loader({ request: request(path), params } as never);
  } catch (thrown) {
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? "thrown" };
  }
}
function articleData(path: string, slug: string) {
  try {
    return Insight.loader({ request: request(path), params: { slug } } as never);
  } catch (thrown) {
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? "thrown" };
  }
}

function renderList(lang: Lang, path: string, params: { page?: string } = {}) {
  const loaderData = listData(path, params);
  return renderPage(
    lang,
    <Insights.default {...({ loaderData } as unknown as Parameters<typeof Insights.default>[0])} />,
  );
}

/** The page's hreflang links, as its meta gives them to the document's head. */
function alternates(path: string, slug: string, lang: Lang) {
  const loaderData = articleData(path, slug);
  const meta = Insight.meta({
    matches: [{ id: "root", loaderData: root(lang) }],
    loaderData,
  } as never) as { tagName?: string; rel?: string; hrefLang?: string; href?: string }[];
  return meta.filter((tag) => tag.tagName === "link" && tag.rel === "alternate" && tag.hrefLang);
}

const titles = (doc: Document) =>
  [...doc.querySelectorAll("h2, h3")]
    .map((heading) => heading.textContent?.trim() ?? "")
    .filter((text) => /^Test article \d\d$/.test(text));

describe("the Insights as built: twelve to a page, and articles in one language", () => {
  it("lists twelve articles a page, newest first, with real page addresses", () => {
    const newestFirst = Array.from(
      { length: 12 },
      (_, i) => `Test article ${String(13 - i).padStart(2, "0")}`,
    );
    const first = renderList("en", "/insights");
    expect(titles(first)).toEqual(newestFirst);
    const pageTwo = first.querySelector('a[href="/insights/page/2"]');
    // The firm's words for a page's link (content/pages/insights.json), its number put in.
    const pageLabel = insightsText.en.pagination.page.replace("{page}", "2");
    expect(pageTwo?.getAttribute("aria-label")).toBe(pageLabel);
    expect(titles(renderList("en", "/insights/page/2", { page: "2" }))).toEqual([
      "Test article 01",
    ]);

    // What is prerendered: /insights and page 2, no page 1 (that is /insights) and no page 3.
    const built = prerenderPaths();
    expect(built).toContain("/insights");
    expect(built).toContain("/insights/page/2");
    expect(built).not.toContain("/insights/page/1");
    expect(built).not.toContain("/insights/page/3");
    // and the loader answers those addresses with the 404 page.
    expect(listData("/insights/page/1", { page: "1" })).toEqual({ status: 404 });
    expect(listData("/insights/page/3", { page: "3" })).toEqual({ status: 404 });
    // In Arabic, twelve articles: one page.
    expect(built).toContain("/ar/insights");
    expect(built).not.toContain("/ar/insights/page/2");
    expect(insightsPaths("ar")).not.toContain("/insights/page/2");
  });

  it("shows an article published in English only in English, pairs it with nothing, and sends the switcher to the Arabic list", () => {
    expect(prerenderPaths()).toContain("/insights/english-only");
    expect(prerenderPaths()).not.toContain("/ar/insights/english-only");
    expect(articleData("/ar/insights/english-only", "english-only")).toEqual({ status: 404 });
    expect(alternates("/insights/english-only", "english-only", "en")).toEqual([]);

    // The language switcher on the English article leads to the Arabic list.
    const loaderData = articleData("/insights/english-only", "english-only");
    const router = createMemoryRouter(
      [
        {
          id: "root",
          path: "/",
          children: [
            {
              id: "insight",
              path: "insights/:slug",
              element: (
                <I18nextProvider i18n={i18nFor("en", messages.en)}>
                  <SiteProvider lang="en" firm={localizedFirm("en")} year={2026}>
                    <LanguageSwitcher />
                  </SiteProvider>
                </I18nextProvider>
              ),
            },
          ],
        },
      ],
      {
        initialEntries: ["/insights/english-only"],
        hydrationData: { loaderData: { root: root("en"), insight: loaderData } },
      },
    );
    const switcher = renderToStaticMarkup(<RouterProvider router={router} />);
    expect(switcher).toMatch(/<a href="\/ar\/insights" lang="ar" hreflang="ar"/i);

    // The lists: in the English one, not the Arabic one.
    const links = (doc: Document) =>
      [...doc.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(links(renderList("en", "/insights"))).toContain("/insights/english-only");
    expect(links(renderList("ar", "/ar/insights")).join(" ")).not.toContain("english-only");

    // The sitemap: the day it was published, and no twin.
    const sitemap = sitemapXml(origin).xml;
    const entry = sitemap.split("<url>").find((u) => u.includes("/insights/english-only"))!;
    expect(entry).toContain("<lastmod>2026-11-13</lastmod>");
    expect(entry).not.toContain("hreflang");
    expect(sitemap).not.toContain("/ar/insights/english-only");

    // The feeds: the English one has it, the Arabic one does not.
    expect(insightsFeed("en", origin)).toContain("/insights/english-only");
    expect(insightsFeed("ar", origin)).not.toContain("english-only");
  });

  it("pairs an article published in both languages with its twin", () => {
    expect(alternates("/insights/test-5", "test-5", "en")).toContainEqual(
      expect.objectContaining({ hrefLang: "ar", href: `${origin}/ar/insights/test-5` }),
    );
    expect(alternates("/ar/insights/test-5", "test-5", "ar")).toContainEqual(
      expect.objectContaining({ hrefLang: "en", href: `${origin}/insights/test-5` }),
    );
  });
});
