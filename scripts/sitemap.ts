import { insightFiles, insightsPaths } from "../app/content/insights-paths";
import { langs } from "../app/i18n/locales";
import { localize } from "../app/i18n/paths";
import { sitePaths } from "../app/prerender-paths";

/**
 * The sitemap for `origin` (written by postbuild): every listed page in both languages with its
 * alternates, not the form's confirmation pages, not downloads; the Insights in each language they
 * exist in. `count` is the number of pages it lists.
 */
export function sitemapXml(origin: string): { xml: string; count: number } {
  const listed = sitePaths().filter(
    (path) => !path.startsWith("/contact/") && !/\.\w+$/.test(path),
  );

  const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const pageUrls = listed.flatMap((path) =>
    langs.map((lang) => {
      const alternates = [
        ...langs.map(
          (alt) =>
            `<xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(origin + localize(alt, path))}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localize("en", path))}"/>`,
      ];
      return `  <url>\n    <loc>${escapeXml(origin + localize(lang, path))}</loc>\n    ${alternates.join("\n    ")}\n  </url>`;
    }),
  );
  // The Insights: a page in each language it exists in, paired only with a twin that exists;
  // an article with the day it last changed.
  const lastChanged = new Map(
    insightFiles.map((file) => [`/insights/${file.id}`, file.updated ?? file.published]),
  );
  const insightUrls = langs.flatMap((lang) =>
    insightsPaths(lang).map((path) => {
      const twins = langs.filter((other) => insightsPaths(other).includes(path));
      const alternates =
        twins.length > 1
          ? [
              ...twins.map(
                (alt) =>
                  `<xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(origin + localize(alt, path))}"/>`,
              ),
              `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localize(twins[0]!, path))}"/>`,
            ]
          : [];
      const lastmod = lastChanged.get(path);
      return `  <url>\n    <loc>${escapeXml(origin + localize(lang, path))}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ""}${alternates.length ? `\n    ${alternates.join("\n    ")}` : ""}\n  </url>`;
    }),
  );
  const urls = [...pageUrls, ...insightUrls];
  return {
    xml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
    count: urls.length,
  };
}
