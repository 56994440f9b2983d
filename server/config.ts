import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import { firm } from "../app/content/firm";
import { defaultSiteUrl } from "../app/site-url";

import { type CalendarConfig, parseCalendarConfig } from "./calendars";

/** The server's configuration, read from the environment once at start-up. */
export interface Config {
  port: number;
  host: string;
  /** Absolute directory of the SQLite store. */
  dataDir: string;
  /** Unset: inquiries are stored but not mailed. */
  smtpUrl: string | null;
  mailTo: string;
  mailFrom: string;
  /** Submissions per client address per 10 minutes; 0 turns the limit off. */
  contactRateLimit: number;
  /**
   * Days an inquiry stays in the store, counted from its receipt (the privacy notice's "365 days
   * after we receive them"); one whose mail has not gone out waits for it. 0 keeps them.
   */
  retentionDays: number;
  /** false, true (trust every proxy) or the number of proxy hops to trust. */
  trustProxy: boolean | number;
  /** The public origin, without a trailing slash. */
  siteUrl: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Signs the booking links and calendar feeds; null: generated once and kept in DATA_DIR. */
  bookingSecret: string | null;
  /** The language of the firm's own pages and mails. */
  firmLanguage: "en" | "ar";
  /** A requested time is held until the firm's closing time on this many working days after the request. */
  holdWorkingDays: number;
  /** Requests one address, or one client, may have waiting for the firm at once; 0: no limit. */
  openRequestsLimit: number;
  /** `/api/slots` queries per client address per minute; 0 turns the limit off. */
  slotsRateLimit: number;
  /** Milliseconds a request, and its body, may take before the server answers 408. */
  requestTimeoutMs: number;
  /** How long before a consultation the visitor's online cancel closes, in ms. */
  noticeMs: number;
  /** Where video consultations' rooms are made (https, ending in /); null: the firm sends its own link. */
  videoMeetingBase: string | null;
  /** BUSY_CALENDARS and its timings (server/calendars). */
  calendars: CalendarConfig;
}

/** A configuration problem, worded for the person who set the variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

// An empty variable means "use the default", as in most .env tooling.
const optional = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const address = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;
/** `someone@example.com` or `Name <someone@example.com>`, no line breaks. */
const mailbox = (value: string) => {
  const match = /^(?:[^<>\r\n]*<([^<>\r\n]+)>|([^<>\r\n]+))$/.exec(value.trim());
  const email = match?.[1] ?? match?.[2];
  return email !== undefined && address.test(email.trim());
};

/** A whole number from 0 to max, written in decimal digits. */
const wholeNumber = (fallback: number, max: number, message: string) =>
  z.preprocess(
    optional,
    z
      .string()
      .default(String(fallback))
      .refine((value) => /^\s*\d{1,7}\s*$/.test(value) && Number(value) <= max, { error: message })
      .transform(Number),
  );

const emailDomain = firm.email.split("@")[1] ?? "localhost";

const schema = z.object({
  PORT: wholeNumber(3000, 65535, "must be a whole number from 0 to 65535"),
  HOST: z.preprocess(optional, z.string().default("127.0.0.1")),
  DATA_DIR: z.preprocess(optional, z.string().default("./data")),
  SMTP_URL: z.preprocess(
    optional,
    z
      .string()
      .refine(
        (value) => {
          try {
            const url = new URL(value);
            return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
          } catch {
            return false;
          }
        },
        { error: "must be a URL like smtp://user:password@host:587 or smtps://host:465" },
      )
      .optional(),
  ),
  MAIL_TO: z.preprocess(
    optional,
    z
      .string()
      .default(firm.email)
      .refine((value) => value.split(",").every((part) => mailbox(part)), {
        error: "must be one or more email addresses, separated by commas",
      }),
  ),
  MAIL_FROM: z.preprocess(
    optional,
    z
      .string()
      // No name: each mail goes under the firm's name in its language (server/mail/transport.ts).
      .default(`website@${emailDomain}`)
      .refine(mailbox, { error: 'must be an email address or "Name <address>"' }),
  ),
  CONTACT_RATE_LIMIT: wholeNumber(
    5,
    1_000_000,
    "must be a whole number, 0 or more (0 turns the limit off)",
  ),
  INQUIRY_RETENTION_DAYS: wholeNumber(
    365,
    36_500,
    "must be a whole number of days, 0 or more (0 keeps inquiries forever)",
  ),
  TRUST_PROXY: z.preprocess(
    optional,
    z
      .string()
      .default("false")
      .transform((value, ctx) => {
        const v = value.trim().toLowerCase();
        if (["false", "off", "no", "0"].includes(v)) return false;
        if (["true", "on", "yes"].includes(v)) return true;
        if (/^[1-9][0-9]?$/.test(v)) return Number(v);
        ctx.addIssue({
          code: "custom",
          message: "must be off, on, or the number of proxies in front of the server",
        });
        return z.NEVER;
      }),
  ),
  SITE_URL: z.preprocess(
    optional,
    z
      .string()
      .default(defaultSiteUrl)
      .refine(
        (value) => {
          try {
            const url = new URL(value);
            return url.protocol === "https:" || url.protocol === "http:";
          } catch {
            return false;
          }
        },
        { error: "must be an http(s) URL such as https://www.example.com" },
      )
      .transform((value) => value.replace(/\/+$/, "")),
  ),
  BOOKING_SECRET: z.preprocess(
    optional,
    z
      .string()
      .refine((value) => value.trim().length >= 32, {
        error: "must be at least 32 characters (e.g. openssl rand -base64 32)",
      })
      .optional(),
  ),
  FIRM_LANGUAGE: z.preprocess(
    optional,
    z.enum(["en", "ar"], { error: "must be en or ar" }).default("en"),
  ),
  BOOKING_HOLD_WORKING_DAYS: wholeNumber(
    1,
    30,
    "must be a whole number of working days from 0 to 30 (0: until the firm closes that day)",
  ),
  BOOKING_OPEN_REQUESTS: wholeNumber(
    2,
    1000,
    "must be a whole number, 0 or more (0 turns the limit off)",
  ),
  SLOTS_RATE_LIMIT: wholeNumber(
    120,
    1_000_000,
    "must be a whole number of queries a minute, 0 or more (0 turns the limit off)",
  ),
  REQUEST_TIMEOUT_SECONDS: wholeNumber(
    30,
    3600,
    "must be a whole number of seconds from 1 to 3600",
  ).refine((value) => value >= 1, { error: "must be a whole number of seconds from 1 to 3600" }),
  BOOKING_NOTICE_HOURS: wholeNumber(12, 168, "must be a whole number of hours from 0 to 168"),
  VIDEO_MEETING_BASE: z.preprocess(
    optional,
    z
      .string()
      .default("https://meet.jit.si/")
      .transform((value, ctx) => {
        if (["off", "none", "false"].includes(value.trim().toLowerCase())) return null;
        try {
          const url = new URL(value.trim());
          if (url.protocol === "https:" && !url.search && !url.hash)
            return url.href.replace(/\/*$/, "/");
        } catch {
          // reported below
        }
        ctx.addIssue({
          code: "custom",
          message: "must be an https address such as https://meet.jit.si/, or off",
        });
        return z.NEVER;
      }),
  ),
  LOG_LEVEL: z.preprocess(
    optional,
    z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        error: "must be one of fatal, error, warn, info, debug, trace, silent",
      })
      .default("info"),
  ),
});

/** Variables whose value must never be echoed back (they may hold a password). */
const secret = new Set(["SMTP_URL", "BOOKING_SECRET"]);

/**
 * Reads and checks the configuration. Throws a ConfigError whose message is one line naming
 * every bad variable, e.g. `PORT must be a whole number from 0 to 65535 (got "abc")`.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const got = env[name];
      const shown = secret.has(name) || got === undefined ? "" : ` (got ${JSON.stringify(got)})`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const c = result.data;
  let calendars: CalendarConfig;
  try {
    calendars = parseCalendarConfig(env);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
  }
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: resolve(cwd, c.DATA_DIR),
    smtpUrl: c.SMTP_URL ?? null,
    mailTo: c.MAIL_TO,
    mailFrom: c.MAIL_FROM,
    contactRateLimit: c.CONTACT_RATE_LIMIT,
    retentionDays: c.INQUIRY_RETENTION_DAYS,
    trustProxy: c.TRUST_PROXY,
    siteUrl: c.SITE_URL,
    logLevel: c.LOG_LEVEL,
    bookingSecret: c.BOOKING_SECRET?.trim() ?? null,
    firmLanguage: c.FIRM_LANGUAGE,
    holdWorkingDays: c.BOOKING_HOLD_WORKING_DAYS,
    openRequestsLimit: c.BOOKING_OPEN_REQUESTS,
    slotsRateLimit: c.SLOTS_RATE_LIMIT,
    requestTimeoutMs: c.REQUEST_TIMEOUT_SECONDS * 1000,
    videoMeetingBase: c.VIDEO_MEETING_BASE,
    noticeMs: c.BOOKING_NOTICE_HOURS * 3_600_000,
    calendars,
  };
}

/**
 * The configuration the server and every command read, one way: the environment, completed by a
 * local `.env` (variables already set win), then checked. Throws a ConfigError as loadConfig does.
 * An environment other than the process's (a test's, for a command it calls) is read as given.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const envFile = resolve(cwd, ".env");
  if (env === process.env && existsSync(envFile)) process.loadEnvFile(envFile);
  return loadConfig(env, cwd);
}
