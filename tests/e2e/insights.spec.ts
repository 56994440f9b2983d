/**
 * The Insights as a reader and a search engine meet them, in both languages: the list and its
 * practice areas, an article with its author, contents, structured data and twin, the author's
 * profile, and the feed read by a real XML parser. Compared with the content files themselves.
 */
import { attorneyWithTitle } from "../../app/content/firm";
import { articleIn, articlesIn, insightsText } from "../../app/content/insights";
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  test,
  waitForPageScript,
} from "./fixtures";
import { langs, localize } from "./frame";

// Sections fade in as they are scrolled to; axe measures contrast on the settled page.
test.use({ reducedMotion: "reduce" });

/**
 * Whom an article's call to action names: the attorney as the firm's files title them, in Arabic
 * with «المحامي» or «المحامية» before the name, in English the name alone.
 */
const host = (id: string, lang: "en" | "ar") => attorneyWithTitle(id, lang);

for (const lang of langs) {
  const articles = articlesIn(lang);
  const text = insightsText[lang];
  /** The order the list and the feed must have, put by the test itself: newest first, then name. */
  const newestFirst = [...articles].sort(
    (a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug),
  );

  test(`${lang}: the list shows every article of the language, newest first, and reads well`, async ({
    page,
  }) => {
    await page.goto(localize(lang, "/insights"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.header.title);
    const titles = page.locator("main article h2");
    await expect(titles).toHaveText(newestFirst.slice(0, 12).map((a) => a.title));
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    // On a phone no line of a card ends on a separator: each "·" shares its line with what follows.
    await page.setViewportSize({ width: 360, height: 800 });
    const dangling = await page.locator("main article").evaluateAll((cards) =>
      cards.flatMap((card) =>
        [...card.querySelectorAll('[aria-hidden="true"]')]
          .filter((dot) => dot.textContent?.trim() === "·")
          .filter((dot) => {
            const after = document.createRange();
            after.selectNodeContents(dot.nextSibling ?? dot);
            const top = (rect: DOMRect) => Math.round(rect.top);
            return (
              !dot.nextSibling ||
              top(after.getBoundingClientRect()) !== top(dot.getBoundingClientRect())
            );
          })
          .map(() => card.querySelector("h2")?.textContent),
      ),
    );
    expect(dangling).toEqual([]);
  });

  test(`${lang}: a practice area lists its own articles only`, async ({ page }) => {
    const area = articles[0]!.areas[0]!;
    await page.goto(localize(lang, "/insights"));
    await page
      .getByRole("navigation", { name: text.filterHeading })
      .getByRole("link", { name: area.title })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localize(lang, `/insights/area/${area.id}`)}$`));
    await expect(page.getByRole("link", { name: area.title })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const inArea = articles.filter((a) => a.areas.some((x) => x.id === area.id));
    await expect(page.locator("main article h2")).toHaveText(inArea.map((a) => a.title));
    // Described for search engines as the area's page, not as the whole list.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      text.areaDescription.replace("{area}", area.title),
    );
  });

  test(`${lang}: an article names its author, its dates and its sections, and its data matches`, async ({
    page,
  }) => {
    const article = articles[0]!;
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(localize(lang, `/insights/${article.slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(
      page.getByRole("link", { name: text.by.replace("{name}", article.author.name) }),
    ).toHaveAttribute("href", article.author.path);
    await expect(page.locator(`time[datetime="${article.published}"]`).first()).toBeVisible();
    const sections = page.locator(".article-body h2");
    const contents = page.getByRole("navigation", { name: text.tocHeading });
    if ((await sections.count()) >= 3)
      await expect(contents.getByRole("link")).toHaveText(await sections.allTextContents());
    // The academic adviser (attorney 4) takes no consultations: his articles book with
    // the managing partner, and the call to action names him instead.
    const hostId = article.author.id === "4" ? "2" : article.author.id;
    const cta = page.getByRole("region", {
      name: text.cta.heading.replace("{name}", host(hostId, lang)),
      exact: true,
    });
    await expect(cta.getByRole("link", { name: text.cta.button })).toHaveAttribute(
      "href",
      `${localize(lang, "/contact")}?attorney=${hostId}#book`,
    );
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
    const posting = data.find((d) => d["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: article.title,
      description: article.summary,
      datePublished: article.published,
      dateModified: article.updated,
      author: { "@type": "Person", name: article.author.name },
      publisher: { "@type": "LegalService" },
    });
    expect(posting.author.url).toMatch(new RegExp(`${article.author.path}$`));

    // Its own share card, drawn at build in its language.
    const card = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(card).toMatch(new RegExp(`/og/insights/${lang}/${article.slug}\\.png$`));
    const image = await page.request.get(new URL(card!).pathname);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect((await image.body()).readUInt32BE(16)).toBe(1200);

    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => l.getAttribute("hreflang")));
    expect(alternates).toEqual(
      article.languages.length > 1 ? [...article.languages, "x-default"] : [],
    );
  });

  // An article's table, wider than a phone, scrolls sideways in a region reached by Tab; taller
  // than the room between the header and the screen's foot, the browser left its top under the
  // header. Reached by keyboard, it comes clear of the header, ring and all.
  const withTable = articles.find(
    (article) => articleIn(lang, article.slug, "table")?.html.includes("table-scroll") ?? false,
  );
  test(`${lang}: an article's table reached by Tab on a phone is clear of the header`, async ({
    page,
  }) => {
    test.skip(!withTable, "no article of this language has a table");
    // A phone held sideways, or with its keyboard up: the room is short, the table taller.
    await page.setViewportSize({ width: 390, height: 480 });
    await page.goto(localize(lang, `/insights/${withTable!.slug}`));
    await waitForPageScript(page);
    const tall = await page
      .locator(".table-scroll")
      .first()
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(tall, "the table is taller than the room below the header").toBeGreaterThan(480 - 80);
    const region = page.locator(".table-scroll").first();
    for (let stop = 0; stop < 60; stop++) {
      await page.keyboard.press("Tab");
      if (await region.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(region).toBeFocused();
    const header = await page
      .getByRole("banner")
      .evaluate((el) => el.getBoundingClientRect().bottom);
    // The ring stands 5 px out (3 px wide, 2 px off).
    await expect
      .poll(() => region.evaluate((el) => el.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(header + 5);
  });

  test(`${lang}: an article by the academic adviser books with the managing partner`, async ({
    page,
  }) => {
    const article = articles.find((a) => a.author.id === "4")!;
    await page.goto(localize(lang, `/insights/${article.slug}`));
    const cta = page.getByRole("region", {
      name: text.cta.heading.replace("{name}", host("2", lang)),
      exact: true,
    });
    await expect(cta.getByRole("link", { name: text.cta.button })).toHaveAttribute(
      "href",
      `${localize(lang, "/contact")}?attorney=2#book`,
    );
    // The article still names its author, with his profile.
    await expect(cta.getByRole("link", { name: article.author.name })).toBeVisible();
  });

  test(`${lang}: the author's profile lists their articles`, async ({ page }) => {
    const article = articles[0]!;
    await page.goto(article.author.path);
    const section = page.getByRole("region", {
      name: text.byAttorney.heading.replace("{name}", article.author.name),
    });
    const theirs = articles.filter((a) => a.author.id === article.author.id);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(theirs.map((a) => a.title));
  });

  test(`${lang}: the feed is Atom a parser reads, with the articles of the language`, async ({
    page,
    request,
  }) => {
    const response = await request.get(localize(lang, "/insights/feed.xml"));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    await page.goto(localize(lang, "/insights"));
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const error = doc.querySelector("parsererror")?.textContent ?? null;
      const entries = [...doc.getElementsByTagName("entry")].map((entry) => ({
        title: entry.getElementsByTagName("title")[0]?.textContent,
        link: entry.getElementsByTagName("link")[0]?.getAttribute("href"),
        author: entry.getElementsByTagName("name")[0]?.textContent,
      }));
      return { error, root: doc.documentElement.namespaceURI, entries };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.root).toBe("http://www.w3.org/2005/Atom");
    expect(feed.entries.map((e) => e.title)).toEqual(newestFirst.slice(0, 20).map((a) => a.title));
    expect(feed.entries[0]!.link).toMatch(
      new RegExp(`${localize(lang, `/insights/${newestFirst[0]!.slug}`)}$`),
    );
    expect(feed.entries[0]!.author).toBe(newestFirst[0]!.author.name);
  });
}
