/**
 * What search engines and link previews (WhatsApp, LinkedIn) read from each page, in both
 * languages: titles, descriptions, canonical and alternate URLs, share cards, structured data,
 * and the sitemap and robots files. Served HTML only, so one project is enough.
 */
import { attorneyProfiles } from "../../app/content/attorney-profiles";
import { firm } from "../../app/content/firm";
import { insightsPaths } from "../../app/content/insights-paths";
import { langs } from "../../app/i18n/locales";
import { localize } from "../../app/i18n/paths";
import { expect, test } from "./fixtures";

const origin = "https://www.nasserlaw.jo";
const pages = [
  "/",
  "/services",
  "/attorneys",
  "/attorneys/2",
  "/attorneys/3",
  "/attorneys/4",
  "/contact",
  "/privacy",
  "/terms",
];
const arabic = (path: string) => (path === "/" ? "/ar" : `/ar${path}`);
const all = pages.flatMap((path) => [path, arabic(path)]);

test.beforeEach(({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "served HTML is the same at every width");
});

const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

test("every page has its own title and description, canonical and alternate URLs", async ({
  request,
}) => {
  const titles = new Set<string>();
  for (const path of all) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = attr(html, /<title>([^<]+)<\/title>/);
    expect(title, `${path} title`).toBeTruthy();
    titles.add(title!);
    expect(meta(html, "description")?.length ?? 0, `${path} description`).toBeGreaterThan(50);
    const english = path.startsWith("/ar") ? (path === "/ar" ? "/" : path.slice(3)) : path;
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(`${origin}${path}`);
    expect(attr(html, /<link rel="alternate" hreflang="en" href="([^"]+)"/i), path).toBe(
      `${origin}${english}`,
    );
    expect(attr(html, /<link rel="alternate" hreflang="ar" href="([^"]+)"/i), path).toBe(
      `${origin}${arabic(english)}`,
    );
    expect(attr(html, /<link rel="alternate" hreflang="x-default" href="([^"]+)"/i), path).toBe(
      `${origin}${english}`,
    );
  }
  expect(titles.size, "titles are unique").toBe(all.length);
});

test("a link pasted into a chat shows a card with the page's language's image", async ({
  request,
}) => {
  for (const path of all) {
    const html = await (await request.get(path)).text();
    const lang = path.startsWith("/ar") ? "ar" : "en";
    // The card says what the page's own title and description say.
    expect(meta(html, "og:title"), path).toBe(attr(html, /<title>([^<]+)<\/title>/));
    expect(meta(html, "og:description"), path).toBe(meta(html, "description"));
    expect(meta(html, "og:url"), path).toBe(`${origin}${path}`);
    expect(meta(html, "og:locale"), path).toBe(lang === "ar" ? "ar_JO" : "en_US");
    expect(meta(html, "og:image"), path).toBe(`${origin}/og/${lang}.png`);
    expect(meta(html, "twitter:card"), path).toBe("summary_large_image");
  }
  for (const lang of langs) {
    const image = await request.get(`/og/${lang}.png`);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    const png = await image.body();
    // The PNG header holds the size: the 1200x630 that chat apps expect.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

test("structured data describes the firm, each attorney and the way back home", async ({
  request,
}) => {
  for (const path of ["/", "/ar", "/contact", "/ar/contact"]) {
    const legalService = jsonLd(await (await request.get(path)).text()).find(
      (d) => d["@type"] === "LegalService",
    );
    // The firm's phone and email as its content states them (content/firm.json).
    expect(legalService, path).toMatchObject({
      telephone: firm.phone.e164,
      email: firm.email,
    });
    const lang = path.startsWith("/ar") ? "ar" : "en";
    expect(legalService?.address, path).toEqual({
      "@type": "PostalAddress",
      streetAddress: firm.address.street[lang],
      addressLocality: firm.address.city[lang],
      addressRegion: firm.address.district[lang],
      postalCode: firm.postalCode,
      addressCountry: "JO",
    });
    // The hours the contact page and footer show, as the firm's content states them.
    expect(legalService?.openingHoursSpecification, path).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...firm.hours.days],
        opens: firm.hours.opens,
        closes: firm.hours.closes,
      },
    ]);
    expect(legalService?.geo, path).toMatchObject({
      latitude: firm.geo.lat,
      longitude: firm.geo.lng,
    });
  }
  for (const attorney of firm.attorneys) {
    for (const lang of langs) {
      const path = localize(lang, `/attorneys/${attorney.id}`);
      const data = jsonLd(await (await request.get(path)).text());
      const person = data.find((d) => d["@type"] === "Person");
      // The profile's areas of practice: its comma-separated list, in either language's comma.
      const areas = attorneyProfiles[attorney.id]![lang].expertiseList.split(/\s*[,،]\s*/);
      expect(person, path).toMatchObject({
        name: attorney.name[lang],
        jobTitle: attorney.title[lang],
        worksFor: {
          "@type": "LegalService",
          "@id": `${origin}/#firm`,
          name: firm.legalName[lang],
        },
        knowsAbout: areas,
      });
      expect(areas.length, path).toBeGreaterThan(1);
    }
  }
  for (const path of ["/attorneys/3", "/ar/attorneys/3"]) {
    const data = jsonLd(await (await request.get(path)).text());
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as
      { itemListElement: unknown[] } | undefined;
    expect(crumbs?.itemListElement, path).toHaveLength(3);
  }
});

test("the sitemap lists every page in both languages with its alternates, and robots names it", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // The Insights too: each page in each language it exists in (the articles' own test has more).
  const insights = [...insightsPaths("en"), ...insightsPaths("ar").map(arabic)];
  expect(locs.sort()).toEqual([...all, ...insights].map((path) => `${origin}${path}`).sort());
  const paired = insights.filter((path) =>
    insightsPaths(path.startsWith("/ar") ? "en" : "ar").includes(path.replace(/^\/ar/, "")),
  );
  expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(all.length + paired.length);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots).toContain("Disallow: /api/");
});
