import type { Socket } from "node:net";
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import type { Config } from "./config";
import { answerError, bodyLimit, refusals } from "./errors";
import { acceptForms } from "./forms";
import { answerClientError, contentSecurityPolicy, securityHeaders } from "./security-headers";

/**
 * The Fastify instance every route plugin registers into, and what holds for every answer: the
 * request limits and timeouts, the refusals of requests no route sees (a bad URL, CONNECT, a slow
 * client), the security headers, one log line per request, and one error and not-found answer.
 * `startClosing` makes every later answer close its connection.
 */
export function createApp(
  config: Config,
  logStream?: NodeJS.WritableStream,
): { app: FastifyInstance; startClosing: () => void } {
  const refuse = answerClientError(config);
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    // Request lines are ours (onResponse below): path and status only, no query, body or address.
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count trusts that many proxies, nearest first; X-Forwarded-For beyond them is ignored.
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit,
    // A client that sends its request, body included, too slowly gets a 408 (clientError below);
    // Node checks the deadline every second rather than every 30.
    requestTimeout: config.requestTimeoutMs,
    http: { connectionsCheckingInterval: 1000 },
    clientErrorHandler: refuse,
    // A URL that does not decode: our short reason and headers, never the URL echoed back.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      request.log.info({ code: error.code, status: 400 }, "request refused");
      return reply
        .code(400)
        .headers({
          ...securityHeaders(config),
          "content-security-policy": contentSecurityPolicy(),
          "cache-control": "no-store",
        })
        .send({ error: refusals[error.code] ?? "Bad request" });
    },
    forceCloseConnections: "idle",
    return503OnClosing: true,
  });

  // Headers must all arrive in the first part of the request's time.
  app.server.headersTimeout = Math.min(10_000, config.requestTimeoutMs);
  // Node hands CONNECT to a proxy's handler and, with none, closes the socket without a word.
  app.server.on("connect", (_request, socket: Socket) => {
    // The refusal ends the socket with its reason; nobody else listens to this one.
    socket.on("error", () => {});
    refuse(Object.assign(new Error("CONNECT"), { code: "CONNECT_REFUSED" }), socket);
  });

  const always = securityHeaders(config);
  const basePolicy = contentSecurityPolicy();
  let closing = false;
  app.addHook("onSend", async (_request, reply) => {
    // A page may ask for a stricter referrer policy (the booking links carry a token), never laxer.
    const noReferrer = reply.getHeader("referrer-policy") === "no-referrer";
    reply.headers(always);
    if (noReferrer) reply.header("referrer-policy", "no-referrer");
    // While shutting down, a kept-alive connection would hold the exit until its client lets go.
    if (closing) reply.header("connection", "close");
    if (!reply.hasHeader("content-security-policy"))
      reply.header("content-security-policy", basePolicy);
  });

  app.addHook("onResponse", async (request, reply) => {
    const path = request.url.split("?")[0];
    request.log.info(
      { method: request.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      "request",
    );
  });

  app.setErrorHandler((error: FastifyError, request, reply) => answerError(error, request, reply));

  app.setNotFoundHandler(async (request, reply) => {
    // Pages answer every GET; what lands here is another method (or a GET with pages off). Under
    // /api/ nothing is a page: an address no route has (the editor's, when it is off) is not found.
    if (request.method === "GET" || request.method === "HEAD" || request.url.startsWith("/api/"))
      return reply.code(404).send({ error: "Not found" });
    return reply.code(405).header("allow", "GET, HEAD").send({ error: "Method not allowed" });
  });

  acceptForms(app);

  return {
    app,
    startClosing: () => {
      closing = true;
    },
  };
}
