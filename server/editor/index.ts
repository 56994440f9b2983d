import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import keystaticConfig from "../../editor/keystatic.config";
import type { Pages } from "../pages";
import type { EditorAccess } from "./access";
import { ContentHistory } from "./git";
import { Publisher } from "./publish";
import { checkSave } from "./save";

export interface EditorOptions {
  pages: Pages;
  /** DATA_DIR: where the published build is recorded and the commands' key is kept. */
  dataDir: string;
  /** The git working copy whose content/ folder is edited. */
  workingCopy: string;
  access: EditorAccess;
  log?: (message: string) => void;
  /** Restarts the server after a publish, so that its own use of the content is current too. */
  restart?: (() => void) | null;
}

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
const commandAuthor = { name: "npm run content", email: "content@localhost" };
const publishedFile = (dataDir: string) => join(dataDir, "published-build");

/**
 * The key `npm run content` shows this server (from this machine only) to publish after an
 * undo: a random value in DATA_DIR, readable by the site's user alone, new at each start.
 */
function commandKey(dataDir: string) {
  const key = randomBytes(24).toString("base64url");
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(join(dataDir, "editor-command-key"), key, { mode: 0o600 });
  return key;
}

/** Remembers the build a publish switched to, so a restart serves it (see `publishedBuild`). */
function recordPublished(dataDir: string, buildDir: string) {
  writeFileSync(`${publishedFile(dataDir)}.next`, buildDir, { mode: 0o600 });
  renameSync(`${publishedFile(dataDir)}.next`, publishedFile(dataDir));
}

/**
 * The build the last publish switched to, when it is still there and newer than the one
 * `npm run build` made (a developer's later build wins); null otherwise.
 */
export function publishedBuild(dataDir: string, defaultBuild: string): string | null {
  if (!existsSync(publishedFile(dataDir))) return null;
  const dir = readFileSync(publishedFile(dataDir), "utf8").trim();
  const page = (build: string) => join(build, "client", "index.html");
  if (!existsSync(page(dir))) return null;
  if (
    existsSync(page(defaultBuild)) &&
    statSync(page(defaultBuild)).mtimeMs > statSync(page(dir)).mtimeMs
  )
    return null;
  return dir;
}

/** The editor page's own policy: Keystatic styles itself inline and previews uploads as blobs. */
const editorPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

/**
 * The content editor (decision 0012): Keystatic's page at /keystatic, its API at /api/keystatic
 * (the paths Keystatic is built for), and publishing at /api/editor/publish. Every request passes
 * `access` first; every write carries the session's CSRF token; a save is checked against the
 * content schemas before it is written and becomes a git commit by the editor.
 */
export async function registerEditor(app: FastifyInstance, options: EditorOptions) {
  const { pages, workingCopy, access } = options;
  const history = new ContentHistory(workingCopy);
  await history.check();
  const keystatic = makeGenericAPIRouteHandler({
    config: keystaticConfig,
    // Keystatic lists and hashes every file under its folder: the content alone, not the code.
    localBaseDirectory: join(workingCopy, "content"),
  });
  const publisher = new Publisher({
    workingCopy,
    switchTo: async (dir) => {
      await pages.switchTo(dir);
      recordPublished(options.dataDir, dir);
    },
    log: options.log,
    restart: options.restart,
  });
  const control = commandKey(options.dataDir);
  const editorDir = () => join(pages.buildDir, "editor");

  /** The editor behind a request, and for writes its CSRF token checked; null when answered. */
  async function guard(request: FastifyRequest, reply: FastifyReply) {
    const fromCommand =
      loopback.has(request.socket.remoteAddress ?? "") &&
      request.headers["x-editor-command"] === control;
    const editor = fromCommand
      ? { ...commandAuthor, csrf: control }
      : await access.editor(request, reply);
    if (!editor) return null;
    if (request.method !== "GET" && request.method !== "HEAD") {
      if (request.headers["x-csrf-token"] !== editor.csrf) {
        await reply
          .code(403)
          .send({ error: "The page is out of date: reload the editor and try again" });
        return null;
      }
    }
    return editor;
  }

  if (access.register) await access.register(app);

  await app.register(async (scope) => {
    scope.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
      if (String(reply.getHeader("content-type") ?? "").startsWith("text/html"))
        reply.header("content-security-policy", editorPolicy);
    });

    // Keystatic sends its files base64-encoded in JSON: a portrait of a few megabytes fits.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: 25 * 1024 * 1024 },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(Object.assign(new Error("The body is not valid JSON"), { statusCode: 400 }));
        }
      },
    );

    scope.route({
      method: ["GET", "POST"],
      url: "/api/keystatic/*",
      handler: async (request, reply) => {
        const editor = await guard(request, reply);
        if (!editor) return reply;
        const isSave =
          request.method === "POST" && request.url.split("?")[0] === "/api/keystatic/update";
        const save = isSave ? checkSave(request.body, workingCopy) : null;
        if (save && !save.ok) return reply.code(400).send(save.reason);
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers))
          if (typeof value === "string") headers.set(name, value);
        const answer = await keystatic(
          new Request(new URL(request.url, "http://editor.invalid"), {
            method: request.method,
            headers,
            body: request.method === "POST" ? JSON.stringify(request.body) : undefined,
          }),
        );
        if (save?.ok && (answer.status ?? 200) === 200) {
          const commit = await history.commit(save.paths, editor, save.message);
          options.log?.(`content saved by ${editor.name}: ${commit ?? "no change"}`);
        }
        reply.code(answer.status ?? 200);
        for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
        return reply.send(answer.body);
      },
    });

    scope.post("/api/editor/publish", async (request, reply) => {
      if (!(await guard(request, reply))) return reply;
      if (!publisher.start())
        return reply.code(409).send({ error: "A build is already running", ...publisher.status });
      return reply.code(202).send(publisher.status);
    });
    scope.get("/api/editor/publish", async (request, reply) => {
      if (!(await guard(request, reply))) return reply;
      return publisher.status;
    });

    // The editor's page: the same document for every /keystatic path (Keystatic routes itself),
    // with the session's CSRF token for its writes.
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      const editor = await guard(request, reply);
      if (!editor) return reply;
      const file = join(editorDir(), "index.html");
      if (!existsSync(file))
        return reply.code(503).send({ error: "The editor is not built: run npm run build" });
      const html = (await readFile(file, "utf8")).replace(
        "</head>",
        `<meta name="csrf-token" content="${editor.csrf}" /><meta name="editor-name" content="${escapeHtml(editor.name)}" /></head>`,
      );
      return reply.type("text/html; charset=utf-8").send(html);
    };
    scope.get("/keystatic", page);
    scope.get("/keystatic/*", async (request, reply) => {
      const path = request.url.split("?")[0]!;
      if (!path.startsWith("/keystatic/assets/")) return page(request, reply);
      if (!(await guard(request, reply))) return reply;
      return reply.sendFile(path.slice("/keystatic/".length), editorDir());
    });
  });

  // @fastify/static is registered by the pages; without them (API-only tests) the editor brings it.
  if (!app.hasReplyDecorator("sendFile"))
    await app.register(fastifyStatic, { root: editorDir(), serve: false, preCompressed: true });
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// The rest of the editor capability that the server and its commands use.
export type { EditorAccess } from "./access";
export { EditorAccounts, minimumPasswordLength } from "./accounts";
export { ContentHistory, GitError } from "./git";
export { localDeveloperAccess } from "./local-access";
export { accountsAccess } from "./login";
