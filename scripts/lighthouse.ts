/**
 * `npm run lighthouse`: Lighthouse 12 (mobile preset, default throttling) over every page in both
 * languages, against the built site served on loopback by the real server. Writes
 * reports/lighthouse.md (a table) and one JSON report per page. A report that a person runs; not a test.
 * Pages: all by default, or the ones named, e.g. `npm run lighthouse -- / /ar`. Each page is run
 * three times (`--runs=1` for a quick look): the table gives the median of the runs for every
 * figure (scores, LCP, TBT, the longest main-thread task), since one run on a shared machine
 * varies by about 0.1 s and a stray run can fail outright.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { localize } from "../app/i18n/paths";
import { insightsPaths } from "../app/content/insights-paths";
import { sitePaths } from "../app/prerender-paths";
import { langs } from "../app/i18n/locales";
import { findCaddy, startCaddy } from "../deploy/caddy-harness";
import { chromiumArgs, chromiumPath } from "./chromium";

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4317);
const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
/**
 * The Node server on loopback over HTTP/1.1, a new connection per file: what the budgets are set
 * on. `--caddy`: as production serves the site, Debian's Caddy with deploy/Caddyfile in front,
 * over TLS and HTTP/2 (one connection for the page and its files), under the site's host name;
 * TLS's round trips add about 0.2 s to every LCP there (decision 0016).
 */
const viaCaddy = process.argv.includes("--caddy");
const siteHost = "nasserlaw.jo";
const runs = Number(
  /^--runs=(\d+)$/.exec(process.argv.find((a) => a.startsWith("--runs=")) ?? "")?.[1] ?? 3,
);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const pages = requested.length
  ? requested
  : [
      ...sitePaths()
        .filter((path) => !path.startsWith("/contact/") && !/\.\w+$/.test(path))
        .flatMap((path) => langs.map((lang) => localize(lang, path))),
      // The Insights list and one article (the first published), in each language.
      ...langs.flatMap((lang) =>
        insightsPaths(lang)
          .filter((path) => path === "/insights" || path === insightsPaths(lang).at(-1))
          .map((path) => localize(lang, path)),
      ),
    ];

if (!existsSync("build/client/index.html")) {
  console.error("lighthouse: no build found; run `npm run build` first");
  process.exit(1);
}

async function startServer(): Promise<ChildProcess> {
  // node itself (not npx), so that killing it stops the server and nothing lingers on the port.
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: await mkdtemp(join(tmpdir(), "lighthouse-")),
      CONTACT_RATE_LIMIT: "0",
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error("the server did not start");
}

const server = await startServer();
// A Caddy that does not start stops the server too: nothing is left holding the port.
const caddy = viaCaddy
  ? await startCaddy(findCaddy() ?? "caddy", {
      dir: await mkdtemp(join(tmpdir(), "lighthouse-caddy-")),
      siteHost,
      upstreamPort: port,
    }).catch((error: unknown) => {
      server.kill();
      throw error;
    })
  : undefined;
const origin = caddy ? `https://www.${siteHost}:${caddy.httpsPort}` : `http://127.0.0.1:${port}`;
/**
 * Each run gets a browser of its own, with a new profile, as the `lighthouse` command does: a
 * first visit. One browser for all runs would keep what Lighthouse's reset leaves (localStorage,
 * where a page notes that the site's faces are cached) while emptying the cache itself, a visit
 * no visitor makes (app/styles/fonts.ts).
 */
async function freshBrowser() {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      "--headless=new",
      ...chromiumArgs,
      // Caddy's certificate is from its own local authority, for a host that is this machine.
      ...(caddy
        ? [`--host-resolver-rules=MAP www.${siteHost} 127.0.0.1`, "--ignore-certificate-errors"]
        : []),
    ],
  });
}

const rows: string[] = [];
await mkdir("reports/lighthouse", { recursive: true });
try {
  for (const path of pages) {
    const results: import("lighthouse").Result[] = [];
    for (let run = 0, retries = 0; run < runs; run++) {
      const chrome = await freshBrowser();
      const result = await lighthouse(origin + path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      }).finally(() => chrome.kill());
      if (!result) throw new Error(`no result for ${path}`);
      // Now and then Lighthouse finds no navigation in the trace it recorded of the load
      // (NO_NAVSTART: every metric missing, the performance score 0) and asks to be run again:
      // that run is made again, twice at most, and said so; another failure is kept and said.
      const failure = result.lhr.runtimeError;
      if (failure) {
        console.warn(`${path}, run ${run + 1}: ${failure.code}: ${failure.message}`);
        if (failure.code === "NO_NAVSTART" && retries++ < 2) {
          run--;
          continue;
        }
      }
      results.push(result.lhr);
    }
    const numeric = (lhr: import("lighthouse").Result, id: string) =>
      lhr.audits[id]?.numericValue ?? 0;
    const lcps = results.map((lhr) => numeric(lhr, "largest-contentful-paint"));
    // The run whose LCP is the median one stands for the page (its JSON report, its breakdown).
    const lhr = results[lcps.indexOf(median(lcps))]!;
    const score = (id: string) =>
      Math.min(...results.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
    const longestTask = Math.max(
      0,
      ...results
        .flatMap(
          (r) =>
            (r.audits["long-tasks"]?.details as { items?: { duration: number }[] } | undefined)
              ?.items ?? [],
        )
        .map((item) => item.duration),
    );
    const bytes = (type: string) => {
      const items =
        (
          lhr.audits["resource-summary"]?.details as
            { items?: { resourceType: string; transferSize: number }[] } | undefined
        )?.items ?? [];
      return items.find((item) => item.resourceType === type)?.transferSize ?? 0;
    };
    const row = [
      path,
      score("performance"),
      score("accessibility"),
      score("best-practices"),
      score("seo"),
      `${(median(lcps) / 1000).toFixed(2)} s`,
      Math.max(...results.map((r) => numeric(r, "cumulative-layout-shift"))).toFixed(3),
      `${Math.round(median(results.map((r) => numeric(r, "total-blocking-time"))))} ms`,
      longestTask ? `${Math.round(longestTask)} ms` : "none",
      `${(bytes("script") / 1024).toFixed(1)} KB`,
      `${(bytes("total") / 1024).toFixed(1)} KB`,
    ];
    rows.push(`| ${row.join(" | ")} |`);
    console.log(row.join("\t"));
    // What the LCP waited for: time to first byte, load delay, load time, render delay.
    const phases = (
      lhr.audits["largest-contentful-paint-element"]?.details as
        { items?: { items?: { phase?: string; timing?: number }[] }[] } | undefined
    )?.items?.[1]?.items;
    if (phases)
      console.log(
        `  LCP ${phases.map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(", ")}`,
      );
    await writeFile(
      join("reports/lighthouse", `${path.replace(/\//g, "_") || "_"}.json`),
      JSON.stringify(lhr),
    );
  }
} finally {
  await caddy?.stop();
  server.kill();
}

const table = [
  "| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT | longest task | JS | total |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows,
].join("\n");
const servedBy = caddy
  ? "served as in production: Caddy (deploy/Caddyfile, TLS, HTTP/2) in front of `server/main.ts`, on loopback"
  : "served by `server/main.ts` on loopback over HTTP/1.1";
await writeFile(
  "reports/lighthouse.md",
  `# Lighthouse report\n\nLighthouse 12, mobile preset with default throttling, Debian Chromium, ${servedBy}. Made by \`npm run lighthouse\` on ${new Date().toISOString().slice(0, 10)}; ${runs} run(s) per page: the median of the runs for each figure; the longest task is Lighthouse's simulated 4× CPU.\n\n${table}\n`,
);
console.log(`\n${table}\n\nwrote reports/lighthouse.md`);
