// @vitest-environment node
// Needs the site build: `npm run build` first (CI builds before it tests).
import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "./site-server";
import { inlineScriptHashes } from "./security-headers";
import { startServer, tempDir, type TestServer } from "./test/helpers";

const buildDir = join(repoRoot, "build");
const clientDir = join(buildDir, "client");
const stackTrace = /\bat .+:\d+|node_modules|Error:|FST_/;

let server: TestServer;
const dir = tempDir();
beforeAll(async () => {
  server = await startServer({ dataDir: dir.path }, { buildDir });
});
afterAll(async () => {
  await server.close();
  dir.remove();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    headers: { "accept-encoding": "identity", ...headers },
    redirect: "manual",
  });

/** A GET whose body stays as sent (fetch would decompress it). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(`${server.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

function scriptSrc(response: Response): string {
  const csp = response.headers.get("content-security-policy") ?? "";
  return (
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src")) ?? ""
  );
}

describe("security headers", () => {
  it("are on every response: a page, an asset, the API, a 404", async () => {
    const asset = readdirSync(join(clientDir, "assets")).find((f) => f.endsWith(".js"))!;
    for (const path of ["/", `/assets/${asset}`, "/healthz", "/no-such-page"]) {
      const response = await get(path);
      const h = response.headers;
      expect(h.get("x-content-type-options"), path).toBe("nosniff");
      expect(h.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(h.get("permissions-policy"), path).toContain("camera=()");
      expect(h.get("cross-origin-opener-policy"), path).toBe("same-origin");
      expect(h.get("strict-transport-security"), path).toMatch(/max-age=\d+/);
      expect(h.get("x-powered-by"), path).toBeNull();
      const csp = h.get("content-security-policy") ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("frame-src https://www.openstreetmap.org");
      expect(scriptSrc(response), path).not.toContain("unsafe-inline");
      await response.arrayBuffer();
    }
  });

  it("hash an inline script as the browser does: SHA-256 of its text, line breaks as LF", () => {
    // Hashes made by `printf 'alert(1)' | openssl dgst -sha256 -binary | base64`, and of 'a\nb'.
    expect(inlineScriptHashes("<script>alert(1)</script><script src=/a.js></script>")).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
    expect(inlineScriptHashes("<script>a\r\nb</script><SCRIPT type=module>a\rb</SCRIPT>")).toEqual([
      "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='",
    ]);
  });

  it("allow exactly the page's own inline scripts, by hash", async () => {
    for (const path of ["/", "/ar", "/no-such-page"]) {
      const response = await get(path);
      const html = await response.text();
      const hashes = inlineScriptHashes(html);
      expect(hashes.length, path).toBeGreaterThan(0);
      expect(scriptSrc(response), path).toBe(["script-src 'self'", ...hashes].join(" "));
    }
  });

  it("include HSTS only when SITE_URL is https", async () => {
    const plain = await startServer(
      { dataDir: dir.path, siteUrl: "http://localhost:3000" },
      { buildDir },
    );
    try {
      const response = await fetch(`${plain.url}/`);
      expect(response.headers.get("strict-transport-security")).toBeNull();
      // Read to the end: a page left half sent keeps its connection busy, and close waits for it.
      await response.arrayBuffer();
    } finally {
      await plain.close();
    }
  });
});

describe("prerendered pages and assets", () => {
  it("serves / and /ar from their prerendered files, in their language, with no-cache", async () => {
    const en = await get("/");
    expect(en.status).toBe(200);
    expect(en.headers.get("content-type")).toMatch(/^text\/html/);
    expect(en.headers.get("cache-control")).toBe("no-cache");
    expect(await en.text()).toBe(readFileSync(join(clientDir, "index.html"), "utf8"));
    const ar = await get("/ar");
    expect(ar.status).toBe(200);
    expect(await ar.text()).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
  });

  it("serves the brotli and gzip files written at build time when the browser accepts them", async () => {
    const plain = readFileSync(join(clientDir, "index.html"));
    const br = await rawGet("/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.length);
    expect(brotliDecompressSync(br.body)).toEqual(plain);
    const gz = await rawGet("/ar", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body)).toEqual(readFileSync(join(clientDir, "ar", "index.html")));
  });

  it("caches hashed assets for a year, immutably", async () => {
    const asset = readdirSync(join(clientDir, "assets")).find((f) => f.endsWith(".js"))!;
    const response = await get(`/assets/${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("hands out an attorney's vCard as a file to save, in each language", async () => {
    for (const path of ["/attorneys/2/vcard.vcf", "/ar/attorneys/2/vcard.vcf"]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/vcard; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe("attachment");
      expect(await response.text()).toMatch(/^BEGIN:VCARD/);
    }
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await fetch(`${server.url}/`, {
      method: "HEAD",
      headers: { "accept-encoding": "identity" },
    });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get("content-length"))).toBe(
      readFileSync(join(clientDir, "index.html")).length,
    );
    expect(await response.text()).toBe("");
  });

  it("redirects a trailing slash to the clean URL, never to another host", async () => {
    const slash = await get("/ar/?x=1");
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe("/ar?x=1");
    const sneaky = await get("//evil.example/");
    expect(sneaky.status).toBe(301);
    expect(sneaky.headers.get("location")).toBe("/evil.example");
  });

  it("never redirects to a path with a backslash, which browsers read as another host", async () => {
    // fetch would turn the backslash into a slash: send the path exactly as a probe does.
    const { port } = new URL(server.url);
    const answer = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      httpRequest({ host: "127.0.0.1", port, path: "/\\evil.example/" }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      })
        .on("error", reject)
        .end();
    });
    expect(answer.location).toBeUndefined();
    expect(answer.status).toBe(404);
  });
});

describe("everything else", () => {
  it("gets the localized 404 page with status 404", async () => {
    const en = await get("/no-such-page");
    expect(en.status).toBe(404);
    expect(en.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await en.text()).toMatch(/<html[^>]*lang="en"/);
    const ar = await get("/ar/no-such-page");
    expect(ar.status).toBe(404);
    expect(await ar.text()).toMatch(/<html[^>]*lang="ar"/);
  });

  it("never serves a file outside the build", async () => {
    for (const path of [
      "/..%2f..%2fpackage.json",
      "/%2e%2e/%2e%2e/package.json",
      "/assets/..%2f..%2f..%2fpackage.json",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('"dependencies"');
    }
  });

  it("answers methods other than GET and HEAD with 405 and no stack trace", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${server.url}/services`, { method });
      expect(response.status, method).toBe(405);
      expect(await response.text()).not.toMatch(stackTrace);
    }
  });
});

describe("GET /healthz", () => {
  it("is 200 while the store is writable and 503 once it is not", async () => {
    const own = await startServer({ dataDir: dir.path });
    try {
      const ok = await fetch(`${own.url}/healthz`);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ status: "ok" });
      own.store.close();
      const down = await fetch(`${own.url}/healthz`);
      expect(down.status).toBe(503);
      expect(await down.text()).not.toMatch(stackTrace);
    } finally {
      await own.close();
    }
  });
});
