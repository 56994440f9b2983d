/** Real parts for the server tests: temp dirs, a real SMTP server, the real Fastify server. */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { SMTPServer } from "smtp-server";
import testRules from "./booking-rules.json" with { type: "json" };
import { buildServer, type ServerOptions, type SiteServer } from "../site-server";
import type { Config } from "../config";
import { isOpenDay } from "../../app/booking/slots";
import { addDays, instantFromZoned } from "../../app/booking/zoned";
import {
  type BookingSettingsFile,
  bookingSettings,
  type ClosedDate,
  closedDates,
  switchBookingSettings,
} from "../../app/content/booking";
import { switchClosedDates } from "../../app/content/closed-dates";
import { switchWorkingWeek, type WorkingWeek, workingWeek } from "../../app/content/working-week";

export function tempDir(prefix = "inquiries-test-"): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: overrides.dataDir ?? tempDir().path,
    smtpUrl: null,
    mailTo: firmAddress,
    mailFrom: "Website <website@example.test>",
    contactRateLimit: 0,
    retentionDays: 365,
    trustProxy: false,
    siteUrl: "https://www.nasserlaw.jo",
    logLevel: "info",
    bookingSecret: null,
    firmLanguage: "en",
    holdWorkingDays: 1,
    // Tests book many times from one address and one client; the limits' own tests set them.
    openRequestsLimit: 0,
    slotsRateLimit: 0,
    requestTimeoutMs: 30_000,
    videoMeetingBase: "https://meet.jit.si/",
    noticeMs: 12 * 3_600_000,
    calendars: { calendars: [], refreshMinutes: 5, bufferMinutes: 0 },
    ...overrides,
  };
}

/** Log lines the server wrote, kept for assertions. */
export class LogSink extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    done();
  }
  get text() {
    return this.lines.join("\n");
  }
}

export interface TestServer extends SiteServer {
  url: string;
  logs: LogSink;
}

/** The real server on 127.0.0.1, a random port; API only unless `buildDir` is given. */
export async function startServer(
  config: Partial<Config> = {},
  options: Partial<ServerOptions> = {},
): Promise<TestServer> {
  const logs = new LogSink();
  const server = await buildServer({
    config: testConfig(config),
    buildDir: null,
    logStream: logs,
    outboxTiming: { retryBaseMs: 100, retryMaxMs: 400, pollMs: 50 },
    ...options,
  });
  const url = await server.listen();
  return Object.assign(server, { url, logs });
}

export interface ReceivedMail {
  raw: string;
  header(name: string): string | undefined;
}

/** The firm's address in testConfig: mails to it are the firm's, every other is a visitor's. */
export const firmAddress = "firm@example.test";

/** Whether a received mail went to the firm (not an acknowledgment or other mail to a visitor). */
export const toFirm = (mail: ReceivedMail) => mail.header("to") === firmAddress;

/** A real SMTP server on loopback that keeps what it accepts, or refuses while `refusing`. */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.refusing) {
          const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({ raw, header: (name) => headerOf(raw, name) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An unfolded header of a raw message. */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** A loopback port with nothing listening on it: an SMTP server that is down. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Polls until `check` returns a truthy value, or fails after the deadline. */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 10_000, what = "condition" } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function validInquiry(overrides: Record<string, unknown> = {}) {
  return {
    fullName: "Ada Lovelace",
    email: "ada@example.com",
    phone: "+962 6 555 0100",
    service: "corporate",
    message: "We need advice on a share transfer.",
    privacyAgreed: true,
    language: "en",
    website: "",
    ...overrides,
  };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function postForm(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/*
 * The firm edits its content (issue 36): tests that run the real server read what a day holds,
 * which days are open and what the mails say from the live content, never from today's values.
 */

/** The first day on or after `date` (YYYY-MM-DD) on which the live settings offer consultations. */
export function openDayFrom(date: string): string {
  let day = date;
  for (let guard = 0; guard < 400; guard++, day = addDays(day, 1)) {
    if (isOpenDay(day, bookingSettings, closedDates)) return day;
  }
  throw new Error(`No open day within 400 days of ${date}`);
}

/** How many consultations fit in one open day of the live settings: from opening to closing. */
export const startsPerDay = () =>
  Math.floor(
    ((bookingSettings.closesHour - bookingSettings.opensHour) * 60) / bookingSettings.slotMinutes,
  );

/** The instant of a wall-clock time in the firm's zone (Amman). */
export const firmTime = (date: string, hour: number, minute = 0) =>
  instantFromZoned(date, hour, bookingSettings.timeZone, minute).getTime();

export { escapePattern, filledPattern } from "./patterns";

/**
 * Booking rules of the tests' own: Monday to Friday, 9:00 to 18:00, one-hour consultations, one
 * working day's lead, 30 days ahead, free, Christmas Day 2026 closed (booking-rules.json, where
 * the day's name is in both languages). For tests whose expectations are particular times and
 * their labels, which the firm's own rules would move.
 */
export const testBookingRules: {
  week: WorkingWeek;
  settings: BookingSettingsFile;
  closed: readonly ClosedDate[];
} = testRules;

/**
 * Puts the in-process server (and everything else in this test file) on `rules` instead of the
 * firm's content, as a publish switches them; returns the function that puts the firm's back.
 * Call it in beforeAll, before the server starts, and its result in afterAll.
 */
export function applyBookingRules(rules = testBookingRules): () => void {
  const { slotMinutes, leadWorkingDays, horizonDays, consultationFeeJod } = bookingSettings;
  const live = {
    week: workingWeek,
    settings: { slotMinutes, leadWorkingDays, horizonDays, consultationFeeJod },
    closed: closedDates,
  };
  const apply = (next: typeof rules) => {
    // The booking settings take the week's days and hours: the week first.
    switchWorkingWeek(next.week);
    switchBookingSettings(next.settings);
    switchClosedDates(next.closed);
  };
  apply(rules);
  return () => apply(live);
}
