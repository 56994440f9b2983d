/**
 * After `react-router build`: write sitemap.xml and robots.txt for the configured SITE_URL,
 * then compress every text asset with brotli and gzip so the server sends precompressed files.
 */
import { existsSync } from "node:fs";
import { cp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { langs } from "../app/i18n/locales";
import { siteUrl } from "../app/site-url";
import { contentDir } from "../app/content/files.server";
import { carryAssets, keepDays } from "./carry-assets";
import { writeInsightsFeeds } from "./insights-feeds";
import { makeShareCards } from "./share-cards";
import { makePortraits } from "./make-portraits";
import { inlinePageStyles } from "./inline-styles";
import { sitemapXml } from "./sitemap";

// The same SITE_URL as the prerender, from the environment or a .env file.
if (existsSync(".env")) process.loadEnvFile(".env");
const root = join(resolve(process.env.BUILD_DIR ?? "build"), "client");
const origin = siteUrl();

const sitemap = sitemapXml(origin);
await writeFile(join(root, "sitemap.xml"), sitemap.xml);
await writeFile(
  join(root, "robots.txt"),
  `User-agent: *\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`,
);
console.log(`postbuild: sitemap.xml lists ${sitemap.count} pages for ${origin}`);
await writeInsightsFeeds(root, origin, langs);
const cards = await makeShareCards({
  outDir: root,
  cacheDir: new URL("../.image-cache/", import.meta.url).pathname,
});
console.log(`postbuild: the Insights feeds and share cards written (${cards.drawn} cards drawn)`);

/** Every file below `dir` whose name matches `pattern`. */
async function* filesUnder(dir: string, pattern: RegExp): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path, pattern);
    else if (pattern.test(entry.name)) yield path;
  }
}

/*
 * React Router writes a `.data` file beside each page for its client navigation; the pages load
 * no router (docs/decisions/0005-static-pages-with-one-island.md), so nothing reads them.
 */
let removed = 0;
for await (const path of filesUnder(root, /\.data$/)) {
  await rm(path);
  removed += 1;
}
console.log(`postbuild: removed ${removed} navigation data files that no page reads`);

// Each page carries the rules its first paint needs, before the pages are compressed.
const inlined = await inlinePageStyles(root, filesUnder(root, /\.html$/));
console.log(`postbuild: the rules each of ${inlined} pages uses written into it`);

const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|vcf|ico)$/;

let count = 0;
/*
 * The public pages at brotli's best (11); the staff's editor page (build/editor) at 9: its 3.2 MB
 * script took 8 s of every build and of every publish at 11, 0.5 s at 9, for a file a few people
 * load over the office's line.
 */
for (const [dir, quality] of [
  [root, 11],
  [join(root, "..", "editor"), 9],
] as const) {
  for await (const path of filesUnder(dir, compressible)) {
    if ((await stat(path)).size < 512) continue;
    const body = await readFile(path);
    await writeFile(
      `${path}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    );
    await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
}
console.log(`postbuild: compressed ${count} files with brotli and gzip`);

// The firm's portraits, beside the hashed assets (already compressed formats: no twins).
const portraits = await makePortraits({
  outDir: join(root, "assets"),
  cacheDir: new URL("../.image-cache/", import.meta.url).pathname,
});
console.log(
  `postbuild: portraits ready (${portraits.made} files encoded, the rest from the cache)`,
);

// Last, once every asset has its compressed twins: keep the previous builds' assets served.
const carried = carryAssets({
  assetsDir: join(root, "assets"),
  historyDir: new URL("../.asset-history/", import.meta.url).pathname,
});
console.log(
  `postbuild: kept ${carried.carried} assets of builds from the last ${keepDays} days (dropped ${carried.dropped} older)`,
);

// The server reads the content of the build it serves (server/main.ts), not the working copy an
// editor saves into: a copy of it beside the pages (a publish builds from one there already).
const contentCopy = join(root, "..", "content");
if (resolve(contentDir) !== contentCopy) {
  await rm(contentCopy, { recursive: true, force: true });
  await cp(contentDir, contentCopy, { recursive: true });
}
console.log("postbuild: the content the pages were made from kept beside them");
