import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Pages } from "../pages";
import { recordPublished } from "../published-build";
import type { EditorAccess } from "./access";
import { type Author, ContentHistory } from "./git";
import { registerMailPreview } from "./mail-preview";
import { Publisher } from "./publish";
import { saveContent } from "./save";

export interface EditorOptions {
  pages: Pages;
  /** DATA_DIR: where the published build is recorded and the commands' key is kept. */
  dataDir: string;
  /** The git working copy whose content/ folder is edited. */
  workingCopy: string;
  access: EditorAccess;
  log?: (message: string) => void;
  /**
   * Reads a new build's content for the server's own use (throws when it cannot) and answers the
   * step that swaps it in, run at the moment the pages switch.
   */
  prepareSwitch?: (buildDir: string) => () => void;
  /** The build command of a publish; `npm run build` unless a test gives a quick stand-in. */
  buildCommand?: readonly string[];
}

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
const commandAuthor = { name: "npm run content", email: "content@localhost" };
/** A request without a session is refused before its body is read; a larger one is not kept open. */
const unsignedBodyLimit = 1024 * 1024;

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

/**
 * Keystatic's route for a request, read as Keystatic reads it (decoded, empty and dot segments
 * dropped): `//update`, `/update/`, `/%75pdate` and `/./update` are all `update`. Null when the
 * path cannot be decoded.
 */
function keystaticRoute(url: string): string[] | null {
  try {
    return new URL(url, "http://editor.invalid").pathname
      .replace(/^\/api\/keystatic\/?/, "")
      .split("/")
      .map((part) => decodeURIComponent(part))
      .filter(Boolean);
  } catch {
    return null;
  }
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
  // Keystatic's API and the editor's fields (with its UI kit, about 200 modules): loaded by a
  // server that has editors, not by every start of one.
  const [{ makeGenericAPIRouteHandler }, { default: keystaticConfig }] = await Promise.all([
    import("@keystatic/core/api/generic"),
    import("../../editor/keystatic.config"),
  ]);
  const keystatic = makeGenericAPIRouteHandler({
    config: keystaticConfig,
    // Keystatic lists and hashes every file under its folder: the content alone, not the code.
    localBaseDirectory: join(workingCopy, "content"),
  });
  const publisher = new Publisher({
    history,
    servedBuild: () => pages.buildDir,
    switchTo: async (dir) => {
      const swap = options.prepareSwitch?.(dir);
      await pages.switchTo(dir);
      // Straight after the pages, in the same turn: no request runs between the two.
      swap?.();
      recordPublished(options.dataDir, dir);
    },
    log: options.log,
    command: options.buildCommand,
  });
  const control = commandKey(options.dataDir);
  const editorDir = () => join(pages.buildDir, "editor");

  /**
   * The editor behind a request, and for writes its CSRF token checked; null when answered. The
   * command's key counts only from this machine and never through a proxy (which names the
   * client it forwards): behind Caddy every request comes from loopback.
   */
  async function guard(request: FastifyRequest, reply: FastifyReply) {
    const proxied = ["x-forwarded-for", "forwarded", "via"].some((name) => name in request.headers);
    const fromCommand =
      !proxied &&
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

  /** Keystatic's own answer to a read (the tree, a file), asked at the route we checked. */
  async function keystaticRead(route: string[], request: FastifyRequest, reply: FastifyReply) {
    const answer = await keystatic(
      new Request(
        `http://editor.invalid/api/keystatic/${route.map(encodeURIComponent).join("/")}`,
        { headers: { "no-cors": String(request.headers["no-cors"] ?? "") } },
      ),
    );
    reply.code(answer.status ?? 200);
    for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
    return reply.send(answer.body);
  }

  if (access.register) await access.register(app);

  await app.register(async (scope) => {
    scope.decorateRequest("editor", null);
    // Who asks comes first: a request without a session is answered before its body is read.
    scope.addHook("onRequest", async (request, reply) => {
      if (Number(request.headers["content-length"] ?? 0) > unsignedBodyLimit)
        reply.header("connection", "close");
      const editor = await guard(request, reply);
      if (!editor) return reply;
      request.editor = editor;
      reply.removeHeader("connection");
    });
    scope.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
      if (String(reply.getHeader("content-type") ?? "").startsWith("text/html"))
        reply.header("content-security-policy", editorPolicy);
    });

    // Keystatic sends its files base64-encoded in JSON: one picture at its limit (10 MB) fits.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: 16 * 1024 * 1024 },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(Object.assign(new Error("The body is not valid JSON"), { statusCode: 400 }));
        }
      },
    );

    // Keystatic's API, by the route Keystatic itself would read: the tree and the files to read,
    // and every write through the one save path (./save.ts). Anything else is not found.
    scope.route({
      method: ["GET", "POST"],
      url: "/api/keystatic/*",
      handler: async (request, reply) => {
        const route = keystaticRoute(request.url);
        if (!route) return reply.code(400).send("The address cannot be read");
        const joined = route.join("/");
        if (request.method === "GET" && (joined === "tree" || route[0] === "blob"))
          return keystaticRead(route, request, reply);
        if (request.method !== "POST" || joined !== "update")
          return reply.code(404).send("Not Found");
        const editor = request.editor!;
        const base = request.headers["x-content-base"];
        const saved = await saveContent(history, {
          body: request.body,
          base: typeof base === "string" ? base : undefined,
          editor,
        });
        if (!saved.ok) return reply.code(saved.status).type("text/plain").send(saved.reason);
        options.log?.(`content saved by ${editor.name}: ${saved.commit ?? "no change"}`);
        return keystaticRead(["tree"], request, reply);
      },
    });

    scope.post("/api/editor/publish", async (_request, reply) => {
      if (!publisher.start())
        return reply.code(409).send({ error: "A build is already running", ...publisher.status });
      return reply.code(202).send(publisher.status);
    });
    scope.get("/api/editor/publish", async () => publisher.status);
    registerMailPreview(scope, { workingCopy, log: options.log });

    // The editor's page: the same document for every /keystatic path (Keystatic routes itself),
    // with the session's CSRF token for its writes.
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      const editor = request.editor!;
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
      return reply.sendFile(path.slice("/keystatic/".length), editorDir());
    });
  });

  // @fastify/static is registered by the pages; without them (API-only tests) the editor brings it.
  if (!app.hasReplyDecorator("sendFile"))
    await app.register(fastifyStatic, { root: editorDir(), serve: false, preCompressed: true });
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in editor (or the command) behind a request to the editor's routes. */
    editor: (Author & { csrf: string }) | null;
  }
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// The rest of the editor capability that the server and its commands use.
export type { EditorAccess } from "./access";
export { EditorAccounts, minimumPasswordLength, type Role, roles } from "./accounts";
export { type Author, ContentHistory, GitError } from "./git";
export { localDeveloperAccess } from "./local-access";
export { accountsAccess } from "./login";
