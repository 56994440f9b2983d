import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import config from "../../editor/keystatic.config";

export interface KeystaticOptions {
  /** The built editor page (`<build>/editor`). */
  editorDir: string;
  /** The working copy whose content/ folder the editor reads and writes. */
  workingCopy: string;
}

/** The Keystatic page at /keystatic and its API at /api/keystatic (the paths it is built for). */
export async function registerKeystatic(app: FastifyInstance, options: KeystaticOptions) {
  const handler = makeGenericAPIRouteHandler({ config, localBaseDirectory: options.workingCopy });
  const page = await readFile(join(options.editorDir, "index.html"), "utf8");

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: 20 * 1024 * 1024 },
      (_r, body, done) => done(null, body),
    );
    const api = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, "http://editor.local");
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === "string") headers.set(name, value);
      const body = request.body as Buffer | undefined;
      const answer = await handler(
        new Request(url, {
          method: request.method,
          headers,
          body: request.method === "GET" || !body ? undefined : new Uint8Array(body),
        }),
      );
      reply.code(answer.status ?? 200);
      for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
      reply.header("cache-control", "no-store");
      return reply.send(answer.body);
    };
    scope.route({ method: ["GET", "POST"], url: "/api/keystatic/*", handler: api });
  });

  const assets = join(options.editorDir, "assets");
  app.get("/keystatic/assets/:file", async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!/^[\w.-]+$/.test(file)) return reply.code(404).send();
    const body = await readFile(join(assets, file)).catch(() => null);
    if (!body) return reply.code(404).send();
    return reply
      .type(
        file.endsWith(".js")
          ? "text/javascript"
          : file.endsWith(".css")
            ? "text/css"
            : "application/octet-stream",
      )
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(body);
  });
  const showPage = async (_: FastifyRequest, reply: FastifyReply) =>
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(page);
  app.get("/keystatic", showPage);
  app.get("/keystatic/*", showPage);
}
