import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { contentDir } from "./content/files.server";
import { langFromPath, langs, locales } from "./i18n/locales";
import { prerenderPaths } from "./prerender-paths";
import routes from "./routes";

/**
 * What the build prerenders, checked against what it is not made from: the router's table
 * (app/routes.ts) and the content files as they lie in content/, read here directly.
 */
const paths = prerenderPaths();
const prefixes = langs.map((lang) => locales[lang].prefix);
/** The router's table as react-router matches it (app/routes.ts has no nested routes). */
const table: RouteObject[] = routes.map(({ id, path, index }) =>
  index ? { id, index: true } : { id, path },
);

/** The entries of a collection: its files' names, as the firm's editor wrote them. */
const entries = (folder: string) =>
  readdirSync(join(contentDir, folder))
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length));

describe("prerendered paths", () => {
  it("include every page the router serves at a fixed address, in each language", () => {
    const fixed = routes
      .filter((route) => !/[:*]/.test(route.path ?? ""))
      .map((route) => `/${route.path ?? ""}`);
    expect(fixed.length).toBeGreaterThan(langs.length);
    expect(paths).toEqual(expect.arrayContaining(fixed));
  });

  it("are each answered by a page of their own language, never by the not-found page", () => {
    const unanswered = paths.filter((path) => {
      const route = matchRoutes(table, path)?.at(-1)?.route;
      return !route || route.path?.endsWith("*") || !route.id?.startsWith(`${langFromPath(path)}/`);
    });
    expect(unanswered).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("include each attorney's profile and vCard in both languages, one for each file in content/attorneys/", () => {
    const ids = entries("attorneys");
    expect(ids).not.toEqual([]);
    const expected = prefixes.flatMap((prefix) =>
      ids.flatMap((id) => [`${prefix}/attorneys/${id}`, `${prefix}/attorneys/${id}/vcard.vcf`]),
    );
    const built = paths.filter((path) => /^(\/\w+)?\/attorneys\/[^/]+/.test(path));
    expect(built.sort()).toEqual(expected.sort());
  });

  it("include each article of content/insights/ in the languages it is published in, and no other", () => {
    const expected = entries("insights").flatMap((slug) => {
      const file = JSON.parse(
        readFileSync(join(contentDir, "insights", `${slug}.json`), "utf8"),
      ) as {
        inEnglish: boolean;
        inArabic: boolean;
        areas: string[];
      };
      const published = langs.filter((lang) => (lang === "en" ? file.inEnglish : file.inArabic));
      return published.map((lang) => ({ prefix: locales[lang].prefix, slug, areas: file.areas }));
    });
    const articles = paths.filter((path) =>
      /^(\/\w+)?\/insights\/(?!page\/|area\/)[^/]+$/.test(path),
    );
    expect(articles.sort()).toEqual(
      expected.map(({ prefix, slug }) => `${prefix}/insights/${slug}`).sort(),
    );
    // Each practice area an article is filed under has its list, in the article's language.
    for (const { prefix, areas } of expected)
      for (const area of areas) expect(paths).toContain(`${prefix}/insights/area/${area}`);
  });
});
