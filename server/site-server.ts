import { resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import type { Availability } from "../app/booking/availability";
import {
  bookingSecret,
  registerBookingLinks,
  registerMove,
  registerFeed,
  registerSlots,
  sign,
  unavailable,
  videoRoomUrl,
} from "./bookings";
import { BusyCalendars, calendarComposers } from "./calendars";
import type { Config } from "./config";
import { registerContact } from "./inquiries";
import { siteComposers } from "./site-mails";
import { registerDataRequests } from "./privacy";
import { Outbox, type OutboxTiming, smtpSender } from "./mail";
import { registerDesk } from "./desk";
import { accountsAccess, type EditorAccess, EditorAccounts, registerEditor } from "./editor";
import { contentSwitch } from "./live-content";
import { publishedBuild } from "./published-build";
import { registerPages } from "./pages";
import { createApp } from "./app";
import { registerHealth } from "./health";
import { timedJobs } from "./jobs";
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
  editor?: {
    access: EditorAccess;
    workingCopy?: string;
    buildCommand?: readonly string[];
    /** Whether the desk is open: some account has its role (issue 35). */
    desk?: boolean;
  } | null;
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
function configuredEditors(
  config: Config,
  store: Store,
  now: () => number,
): ServerOptions["editor"] {
  const accounts = new EditorAccounts(config.dataDir);
  if (accounts.list().length === 0) return null;
  return {
    access: accountsAccess({
      accounts,
      secure: new URL(config.siteUrl).protocol === "https:",
      now,
      audit: (line) => store.audit.add({ ...line, at: now(), record: "" }),
    }),
    desk: accounts.anyWith("desk"),
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
  const { app, startClosing } = createApp(config, logStream);

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

  const jobs = timedJobs({
    store,
    outbox,
    retentionDays: config.retentionDays,
    log: app.log,
    now,
  });

  app.addHook("onClose", async () => {
    jobs.stop();
    calendars.stop();
    await outbox?.stop();
    sender?.close();
    store.close();
  });

  // Each capability's routes are a plugin in a scope of its own: its schemas, its limits, its hooks.
  try {
    const wakeMail = () => outbox?.wake();
    await app.register(registerHealth, { store, now });
    await app.register(registerContact, {
      store,
      wakeMail,
      rateLimit: config.contactRateLimit,
      openRequestsLimit: config.openRequestsLimit,
      holdWorkingDays: config.holdWorkingDays,
      deviceKey: (ip) => sign(secret, `client:${ip}`).slice(0, 22),
      now,
      busy,
    });
    await app.register(registerSlots, { store, rateLimit: config.slotsRateLimit, now, busy });
    await app.register(registerDataRequests, {
      store,
      secret,
      wakeMail,
      now,
      rateLimit: config.contactRateLimit,
    });
    const firmLanguage = config.firmLanguage;
    await app.register(registerBookingLinks, {
      store,
      secret,
      firmLanguage,
      wakeMail,
      now,
      noticeMs: config.noticeMs,
    });
    await app.register(registerFeed, { store, secret, siteUrl: config.siteUrl, firmLanguage, now });
    // The pages are the app's own: their reply decorations and headers serve the other routes too.
    const pages = buildDir ? await registerPages(app, { buildDir, siteUrl: config.siteUrl }) : null;
    await app.register(registerMove, {
      store,
      secret,
      pages,
      wakeMail,
      now,
      noticeMs: config.noticeMs,
      holdWorkingDays: config.holdWorkingDays,
      busy,
    });
    const editing = editor === undefined ? configuredEditors(config, store, now) : editor;
    if (pages && editing)
      await app.register(registerEditor, {
        pages,
        access: editing.access,
        workingCopy: editing.workingCopy ?? repoRoot,
        buildCommand: editing.buildCommand,
        dataDir: config.dataDir,
        prepareSwitch: contentSwitch({ store, outbox, wakeMail, now }),
        log: (message) => app.log.info(message),
      });
    if (pages && editing?.desk)
      await app.register(registerDesk, {
        store,
        access: editing.access,
        wakeMail,
        now,
        // A move from the desk keeps the visitor's rules: the attorneys' own calendars, the hold.
        busy,
        holdWorkingDays: config.holdWorkingDays,
        mailOn: sender !== null,
        videoRoom: (booking) => videoRoomUrl(config.videoMeetingBase, secret, booking),
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
      jobs.start();
      return url;
    },
    queueReminders: jobs.remind,
    expireHolds: jobs.expire,
    calendars,
    close() {
      startClosing();
      return app.close();
    },
  };
}
