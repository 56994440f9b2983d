import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers";
import { StartupError } from "./startup-error";

const htmlCache = "no-cache";
const hashedAssetCache = "public, max-age=31536000, immutable";

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

declare module "fastify" {
  interface FastifyReply {
    /** The build file this reply serves, if any (set before `sendFile`). */
    staticFile: string | null;
  }
}

/** One build, indexed: its files, each page's CSP, and React Router's server build. */
async function loadSite(buildDir: string) {
  const clientDir = join(buildDir, "client");
  const serverBuildFile = join(buildDir, "server", "index.js");
  if (!existsSync(clientDir) || !existsSync(serverBuildFile)) {
    throw new StartupError(`No site build in ${buildDir}: run \`npm run build\` first`);
  }
  // A build never changes once made: index it and hash its pages once.
  const files = new Set(await listFiles(clientDir));
  const pagePolicies = new Map<string, string>();
  for (const file of files) {
    if (file.endsWith(".html")) {
      pagePolicies.set(
        file,
        contentSecurityPolicy(inlineScriptHashes(await readFile(join(clientDir, file), "utf8"))),
      );
    }
  }
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  return {
    buildDir,
    clientDir,
    files,
    pagePolicies,
    handle: createRequestHandler(build, "production"),
  };
}

export interface Pages {
  /** The build being served. */
  readonly buildDir: string;
  /**
   * Serves another build from the next request on (publishing): it is indexed first, so a build
   * that cannot be served leaves the current one in place.
   */
  switchTo(buildDir: string): Promise<void>;
  /**
   * Answers with one prerendered page of the build at another address (the booking pages, which
   * carry a booking's reference in theirs), with that page's CSP; false when the build has none.
   */
  sendPage(reply: FastifyReply, page: string): Promise<boolean>;
}

/**
 * Serves the React Router build: prerendered pages and assets from `build/client` (with the
 * `.br`/`.gz` twins written at build time), everything else through React Router's server build,
 * which answers unknown paths with the localized 404 page. Every HTML response gets a CSP that
 * lists the hashes of its own inline scripts.
 */
export async function registerPages(
  app: FastifyInstance,
  { buildDir, siteUrl }: { buildDir: string; siteUrl: string },
): Promise<Pages> {
  let site = await loadSite(buildDir);
  const origin = new URL(siteUrl).origin;

  app.decorateReply("staticFile", null);
  await app.register(fastifyStatic, {
    root: site.clientDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
  });

  /** The build file for a URL path: `/` → index.html, `/services` → services/index.html, assets as they are. */
  function fileFor(pathname: string): string | null {
    const path = pathname.slice(1);
    if (path === "") return "index.html";
    if (site.files.has(`${path}/index.html`)) return `${path}/index.html`;
    return site.files.has(path) ? path : null;
  }

  async function render(request: FastifyRequest, reply: FastifyReply) {
    const controller = new AbortController();
    reply.raw.once("close", () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    // The public origin, never the Host header: pages build links from it.
    const webRequest = new Request(origin + request.url, {
      method: "GET",
      headers,
      signal: controller.signal,
    });
    const response = await site.handle(webRequest);

    reply.code(response.status);
    for (const [name, value] of response.headers) {
      if (name === "set-cookie" || name === "content-length" || name === "transfer-encoding")
        continue;
      reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (!response.headers.has("cache-control")) reply.header("cache-control", "no-cache");

    if ((response.headers.get("content-type") ?? "").startsWith("text/html")) {
      // Rendered pages are small: buffer them to hash their inline scripts.
      const html = await response.text();
      reply.header("content-security-policy", contentSecurityPolicy(inlineScriptHashes(html)));
      return reply.send(html);
    }
    return reply.send(
      response.body ? Readable.fromWeb(response.body as NodeReadableStream) : undefined,
    );
  }

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (request, reply) => {
      const queryAt = request.url.indexOf("?");
      const rawPath = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
      const query = queryAt === -1 ? "" : request.url.slice(queryAt);

      // One URL per page: `/services/` → `/services`. Never `//host`, and never a backslash,
      // which browsers read as a slash (`/\evil.example` would leave the site).
      if (rawPath.length > 1 && rawPath.endsWith("/") && !rawPath.includes("\\")) {
        const clean = `/${rawPath.replace(/^\/+|\/+$/g, "")}`;
        return reply
          .code(301)
          .header("cache-control", "no-cache")
          .redirect(clean + query, 301);
      }

      let pathname: string;
      try {
        pathname = decodeURIComponent(rawPath);
      } catch {
        return reply.code(400).send({ error: "Malformed URL" });
      }

      const file = fileFor(pathname);
      if (!file) return render(request, reply);
      reply.staticFile = file;
      const policy = site.pagePolicies.get(file);
      if (policy) reply.header("content-security-policy", policy);
      reply.header("cache-control", file.startsWith("assets/") ? hashedAssetCache : htmlCache);
      // The same URL answers brotli, gzip or plain bytes: shared caches must key on the encoding.
      reply.header("vary", "accept-encoding");
      return reply.sendFile(file, site.clientDir);
    },
  });

  app.addHook("onSend", async (_request, reply) => {
    // Attorneys' contact cards: the registered vCard type, saved rather than shown.
    if (reply.staticFile?.endsWith(".vcf")) {
      reply.header("content-type", "text/vcard; charset=utf-8");
      reply.header("content-disposition", "attachment");
    }
  });

  return {
    get buildDir() {
      return site.buildDir;
    },
    async switchTo(next) {
      site = await loadSite(next);
    },
    async sendPage(reply, page) {
      const file = fileFor(page);
      const policy = file && site.pagePolicies.get(file);
      if (!file || !policy) return false;
      reply.staticFile = file;
      reply.header("content-security-policy", policy).header("vary", "accept-encoding");
      await reply.sendFile(file, site.clientDir);
      return true;
    },
  };
}
