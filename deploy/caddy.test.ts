// @vitest-environment node
// The real thing: Debian's caddy with deploy/Caddyfile in front of the real server (and its
// build: run `npm run build` first). Skipped only when caddy is missing outside CI.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../server/site-server";
import {
  eventually,
  startServer,
  tempDir,
  validInquiry,
  type TestServer,
} from "../server/test/helpers";
import { findCaddy, get, type Call, type RunningCaddy, startCaddy } from "./caddy-harness";

const caddy = findCaddy();
const inCi = Boolean(process.env.CI);
if (!caddy && !inCi)
  console.warn(
    "deploy/caddy.test.ts skipped: caddy is not installed (bash scripts/ensure-system-packages.sh installs Debian's).",
  );

const site = "localhost";
const www = `www.${site}`;
const rateLimit = 2;

describe.skipIf(!caddy && !inCi)("the site behind deploy/Caddyfile", () => {
  const dir = tempDir("caddy-test-");
  let server: TestServer;
  let proxy: RunningCaddy;
  const upstreamPort = () => Number(new URL(server.url).port);

  beforeAll(async () => {
    if (!caddy)
      throw new Error(
        "caddy is not installed: scripts/ensure-system-packages.sh must install it in CI",
      );
    server = await startServer(
      { dataDir: join(dir.path, "data"), trustProxy: 1, contactRateLimit: rateLimit },
      { buildDir: join(repoRoot, "build") },
    );
    proxy = await startCaddy(caddy, {
      dir: dir.path,
      siteHost: site,
      upstreamPort: upstreamPort(),
    });
  });
  afterAll(async () => {
    await proxy?.stop();
    await server?.close();
    dir.remove();
  });

  const https = (call: Omit<Call, "scheme" | "port" | "ca">) =>
    get({ scheme: "https", port: proxy.httpsPort, ca: proxy.ca, ...call });
  /** The same request straight to the server, bypassing Caddy. */
  const direct = (path: string, headers: Record<string, string>) =>
    get({ scheme: "http", port: upstreamPort(), host: "127.0.0.1", path, headers });

  it("answers plain HTTP with a permanent redirect to the same address over HTTPS", async () => {
    for (const host of [site, www]) {
      const reply = await get({ scheme: "http", port: proxy.httpPort, host, path: "/contact?x=1" });
      expect([301, 308], host).toContain(reply.status);
      // Caddy names the HTTPS port only when it is not 443, or (here, on a high port) not at all.
      const location = new URL(reply.headers.location ?? "", "http://nowhere");
      expect(location.protocol, host).toBe("https:");
      expect(location.hostname, host).toBe(host);
      expect(`${location.pathname}${location.search}`, host).toBe("/contact?x=1");
    }
  });

  it("sends the bare domain to www with a permanent redirect, path and query kept", async () => {
    const reply = await https({ host: site, path: "/ar/services?from=card" });
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe(`https://${www}:${proxy.httpsPort}/ar/services?from=card`);
  });

  it("passes the server's pages, status and headers through unchanged", async () => {
    const headers = { "accept-encoding": "br, gzip" };
    const kept = [
      "content-security-policy",
      "strict-transport-security",
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
      "cross-origin-resource-policy",
      "x-frame-options",
      "cache-control",
      "content-type",
      "content-encoding",
      "etag",
    ];
    for (const path of ["/", "/ar/contact", "/no-such-page"]) {
      const [mine, theirs] = await Promise.all([
        direct(path, headers),
        https({ host: www, path, headers }),
      ]);
      expect(theirs.status, path).toBe(mine.status);
      for (const name of kept)
        expect(theirs.headers[name], `${path} ${name}`).toEqual(mine.headers[name]);
      expect(theirs.body.equals(mine.body), `${path} body`).toBe(true);
    }
    const home = await https({ host: www, path: "/", headers });
    expect(home.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(home.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(home.headers["content-encoding"]).toBe("br");
  });

  it("delivers assets as the build compressed them, brotli and immutable", async () => {
    const assets = join(repoRoot, "build", "client", "assets");
    const name = readdirSync(assets).find(
      (f) => f.endsWith(".js") && readdirSync(assets).includes(`${f}.br`),
    )!;
    const reply = await https({
      host: www,
      path: `/assets/${name}`,
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers["content-encoding"]).toBe("br");
    expect(reply.headers["cache-control"]).toContain("immutable");
    expect(reply.headers["cache-control"]).toContain("max-age=31536000");
    expect(brotliDecompressSync(reply.body).equals(readFileSync(join(assets, name)))).toBe(true);
  });

  const post = (
    localAddress: string,
    headers: Record<string, string> = {},
    fields: Record<string, unknown> = {},
  ) =>
    https({
      host: www,
      path: "/api/contact",
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(validInquiry(fields)),
      localAddress,
    });

  it("takes an inquiry from the contact form", async () => {
    const reply = await post("127.0.0.3");
    expect(reply.status).toBe(201);
    expect(JSON.parse(reply.body.toString())).toEqual({
      id: expect.stringMatching(/^[0-9A-Z]{12}$/),
    });
  });

  it("books a consultation time, and gives that attorney's time to no one else", async () => {
    const free = await https({
      host: www,
      path: "/api/slots?attorney=3",
      localAddress: "127.0.0.4",
    });
    expect(free.status).toBe(200);
    expect(free.headers["cache-control"]).toBe("no-store");
    const slot = (JSON.parse(free.body.toString()) as { slots: string[] }).slots[0]!;
    const booked = await post("127.0.0.4", {}, { slot, attorney: "3", meeting: "video" });
    expect(booked.status).toBe(201);
    expect(JSON.parse(booked.body.toString())).toMatchObject({
      booking: { start: slot, attorney: "3", meeting: "video", status: "requested" },
    });
    const again = await post("127.0.0.5", {}, { slot, attorney: "3" });
    expect(again.status).toBe(409);
    expect(JSON.parse(again.body.toString())).toEqual({ error: "slot_taken" });
  });

  it("limits each client separately, and a forged X-Forwarded-For does not escape the limit", async () => {
    for (let i = 0; i < rateLimit; i++) expect((await post("127.0.0.1")).status).toBe(201);
    const limited = await post("127.0.0.1");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another visitor is not held back by the first one.
    expect((await post("127.0.0.2")).status).toBe(201);
    // The first visitor claiming to be someone else (or a list of others) is still limited.
    for (const forged of ["203.0.113.7", "198.51.100.1, 203.0.113.8"])
      expect((await post("127.0.0.1", { "x-forwarded-for": forged })).status, forged).toBe(429);
  });

  it("logs requests without their query string or the visitor's full address", async () => {
    await https({ host: www, path: "/contact?email=ada%40example.com&ref=secret-campaign" });
    const line = await eventually(
      () =>
        proxy
          .output()
          .split("\n")
          .find((l) => l.includes('"http.log.access') && l.includes('"/contact"')),
      { what: "Caddy's request line for /contact" },
    );
    const entry = JSON.parse(line) as { request: { uri: string; remote_ip: string } };
    expect(entry.request.uri).toBe("/contact");
    expect(entry.request.remote_ip).toBe("127.0.0.0");
    expect(proxy.output()).not.toContain("secret-campaign");
    expect(proxy.output()).not.toContain("ada%40example.com");
  });
});
