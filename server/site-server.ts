import type { Socket } from "node:net";
import { resolve } from "node:path";
import type { Availability } from "../app/booking/availability";
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import {
  bookingSecret,
  expireHolds,
  queueReminders,
  registerBookingLinks,
  registerMove,
  registerFeed,
  registerSlots,
  sign,
  unavailable,
} from "./bookings";
import { BusyCalendars, calendarComposers } from "./calendars";
import type { Config } from "./config";
import { registerContact } from "./inquiries";
import { siteComposers } from "./site-mails";
import { Outbox, type OutboxTiming, smtpSender } from "./mail";
import { accountsAccess, type EditorAccess, EditorAccounts, registerEditor } from "./editor";
import { contentSwitch } from "./live-content";
import { publishedBuild } from "./published-build";
import { registerPages } from "./pages";
import { answerClientError, contentSecurityPolicy, securityHeaders } from "./security-headers";
import { answerError, bodyLimit, refusals } from "./errors";
import { StartupError } from "./startup-error";
import { openStore, type Store } from "./store";

export interface ServerOptions {
  config: Config;
  /** The React Router build to serve (default `<repo>/build`); null serves the API only. */
  buildDir?: string | null;
  /** Outbox retry and poll timings; tests shorten them. */
  outboxTiming?: Partial<OutboxTiming>;
  /** Where logs go (default stdout); tests capture them. */
  logStream?: NodeJS.WritableStream;
  /** The clock of bookings, links and reminders (tests drive it); default the real one. */
  now?: () => number;
  /**
   * The content editor and who may use it. By default, the editors of DATA_DIR/editors.json
   * sign in; with none configured (or null here) there is no editor route at all.
   */
  editor?: { access: EditorAccess; workingCopy?: string; buildCommand?: readonly string[] } | null;
  /** When each attorney takes consultations; default their content files' hours and days off. */
  availability?: Readonly<Record<string, Availability>>;
}

export interface SiteServer {
  app: FastifyInstance;
  store: Store;
  /** Null when SMTP_URL is unset: mails are queued, not sent. */
  outbox: Outbox | null;
  /** Starts listening; resolves with the base URL, e.g. `http://127.0.0.1:3000`. */
  listen(): Promise<string>;
  /** Finishes requests in flight, stops the outbox and closes the store. */
  close(): Promise<void>;
  /** Queues the reminders now due (the 5-minute job's pass); returns how many. */
  queueReminders(): number;
  /** Releases the holds that ran out (the minute job's pass); returns how many. */
  expireHolds(): number;
  /** The attorneys' busy calendars (BUSY_CALENDARS). */
  calendars: BusyCalendars;
}

export const repoRoot = resolve(import.meta.dirname, "..");

/** The firm's editors from DATA_DIR/editors.json, signing in with the site's login; none, no editor. */
function configuredEditors(config: Config, now: () => number): ServerOptions["editor"] {
  const accounts = new EditorAccounts(config.dataDir);
  if (accounts.list().length === 0) return null;
  return {
    access: accountsAccess({
      accounts,
      secure: new URL(config.siteUrl).protocol === "https:",
      now,
    }),
  };
}

export async function buildServer({
  config,
  // The last published build if there is one (./published-build.ts), else `npm run build`'s.
  buildDir = publishedBuild(config.dataDir, resolve(repoRoot, "build")) ??
    resolve(repoRoot, "build"),
  outboxTiming,
  logStream,
  now = Date.now,
  editor,
  availability,
}: ServerOptions): Promise<SiteServer> {
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

  let store: Store;
  try {
    store = openStore(config.dataDir);
  } catch (error) {
    throw new StartupError(
      `Cannot open the inquiry store in ${config.dataDir}: ${(error as Error).message}`,
    );
  }
  let secret: string;
  try {
    secret = bookingSecret(config);
  } catch (error) {
    store.close();
    throw new StartupError(`Cannot read or create the booking secret: ${(error as Error).message}`);
  }
  const sender = config.smtpUrl ? smtpSender(config.smtpUrl) : null;
  const mailContext = {
    firmTo: config.mailTo,
    siteUrl: config.siteUrl,
    secret,
    firmLanguage: config.firmLanguage,
    now,
    videoBase: config.videoMeetingBase,
  };
  for (const line of config.calendars.leftOut ?? []) app.log.warn(line);
  const calendars = new BusyCalendars({
    config: config.calendars,
    db: store.db,
    outbox: store.outbox,
    log: app.log.child({ component: "calendars" }),
    wakeMail: () => outbox?.wake(),
    now,
  });
  // Who cannot take a time: outside their hours, on a day off, or busy in their own calendar.
  const busy = unavailable(calendars, availability);
  const outbox: Outbox | null = sender
    ? new Outbox({
        outbox: store.outbox,
        composers: {
          ...siteComposers(store, mailContext),
          ...calendarComposers(calendars.store, mailContext),
        },
        send: sender.send,
        from: config.mailFrom,
        log: app.log.child({ component: "outbox" }),
        isOpen: () => store.open,
        timing: outboxTiming,
      })
    : null;

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

  app.route({
    method: ["GET", "HEAD"],
    url: "/healthz",
    handler: async (request, reply) => {
      reply.header("cache-control", "no-store");
      try {
        store.probeWrite(now());
        return { status: "ok" };
      } catch (error) {
        request.log.error({ err: error }, "health check: store not writable");
        return reply.code(503).send({ status: "unavailable" });
      }
    },
  });

  // Retention: once at start, then daily, inquiries older than the notice promises are deleted.
  const purgeExpired = () => {
    if (config.retentionDays <= 0) return;
    const before = new Date(now() - config.retentionDays * 86_400_000).toISOString();
    const deleted = store.purgeBefore(before, now());
    if (deleted > 0) app.log.info({ deleted, before }, "expired inquiries deleted");
  };
  let retentionTimer: NodeJS.Timeout | null = null;

  // Reminders: at start, then every 5 minutes, the consultations of the next 24 hours.
  const remind = () => {
    try {
      const queued = queueReminders(store, now());
      if (queued > 0) outbox?.wake();
      return queued;
    } catch (error) {
      app.log.error({ err: error }, "queueing reminders failed");
      return 0;
    }
  };
  let reminderTimer: NodeJS.Timeout | null = null;

  // Holds: at start, then every minute, the requested times nobody answered in time go free.
  const expire = () => {
    try {
      const expired = expireHolds(store, now());
      if (expired > 0) {
        app.log.info({ expired }, "unanswered holds released");
        outbox?.wake();
      }
      return expired;
    } catch (error) {
      app.log.error({ err: error }, "releasing expired holds failed");
      return 0;
    }
  };
  let expiryTimer: NodeJS.Timeout | null = null;

  app.addHook("onClose", async () => {
    if (retentionTimer) clearInterval(retentionTimer);
    if (reminderTimer) clearInterval(reminderTimer);
    if (expiryTimer) clearInterval(expiryTimer);
    calendars.stop();
    await outbox?.stop();
    sender?.close();
    store.close();
  });

  try {
    const wakeMail = () => outbox?.wake();
    await registerContact(app, {
      store,
      wakeMail,
      rateLimit: config.contactRateLimit,
      openRequestsLimit: config.openRequestsLimit,
      holdWorkingDays: config.holdWorkingDays,
      deviceKey: (ip) => sign(secret, `client:${ip}`).slice(0, 22),
      now,
      busy,
    });
    await registerSlots(app, { store, rateLimit: config.slotsRateLimit, now, busy });
    const firmLanguage = config.firmLanguage;
    await registerBookingLinks(app, {
      store,
      secret,
      firmLanguage,
      wakeMail,
      now,
      noticeMs: config.noticeMs,
    });
    await registerFeed(app, { store, secret, siteUrl: config.siteUrl, firmLanguage, now });
    const pages = buildDir ? await registerPages(app, { buildDir, siteUrl: config.siteUrl }) : null;
    await registerMove(app, {
      store,
      secret,
      pages,
      wakeMail,
      now,
      noticeMs: config.noticeMs,
      holdWorkingDays: config.holdWorkingDays,
      busy,
    });
    const editing = editor === undefined ? configuredEditors(config, now) : editor;
    if (pages && editing)
      await registerEditor(app, {
        pages,
        access: editing.access,
        workingCopy: editing.workingCopy ?? repoRoot,
        buildCommand: editing.buildCommand,
        dataDir: config.dataDir,
        prepareSwitch: contentSwitch({ store, outbox, wakeMail, now }),
        log: (message) => app.log.info(message),
      });
    await app.ready();
  } catch (error) {
    store.close();
    throw error;
  }

  if (outbox) {
    app.log.info({ mailTo: config.mailTo, smtpHost: new URL(config.smtpUrl!).host }, "mail on");
  } else {
    app.log.warn("mail is off (SMTP_URL is not set): inquiries are stored but not mailed");
  }

  return {
    app,
    store,
    outbox,
    async listen() {
      const url = await app.listen({ port: config.port, host: config.host });
      outbox?.start();
      calendars.start();
      purgeExpired();
      retentionTimer = setInterval(purgeExpired, 86_400_000);
      retentionTimer.unref();
      remind();
      reminderTimer = setInterval(remind, 5 * 60_000);
      reminderTimer.unref();
      expire();
      expiryTimer = setInterval(expire, 60_000);
      expiryTimer.unref();
      return url;
    },
    queueReminders: remind,
    expireHolds: expire,
    calendars,
    close() {
      closing = true;
      return app.close();
    },
  };
}
