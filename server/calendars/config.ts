import { createHash } from "node:crypto";
import { attorneyIds } from "../../app/content/firm";

/** One calendar address: whose busy times it holds, and where to read them. */
export interface BusyCalendar {
  /** An attorney's id, or "firm": every attorney is busy when the firm is. */
  owner: string;
  /** The secret address. Never logged, never stored, never printed. */
  url: string;
  /** The store's key: a hash of the address, so the store never holds it. */
  key: string;
  /** Safe to print: the host name only. */
  label: string;
}

export interface CalendarConfig {
  calendars: readonly BusyCalendar[];
  /**
   * Entries for an attorney who is no longer on the site (the firm removed them in the editor):
   * left out, and logged at start, rather than stopping the server.
   */
  leftOut?: readonly string[];
  refreshMinutes: number;
  bufferMinutes: number;
}

/** The hosts a plain-http address may name: tests serve their calendars on loopback. */
const loopback = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Whether an address may be fetched: https anywhere, http only to this machine. */
export function allowedUrl(url: URL): boolean {
  return url.protocol === "https:" || (url.protocol === "http:" && loopback.has(url.hostname));
}

export const calendarKey = (url: string) =>
  createHash("sha256").update(url).digest("hex").slice(0, 32);

const minutes = (
  name: string,
  value: string | undefined,
  { fallback, min, max }: { fallback: number; min: number; max: number },
) => {
  if (value === undefined || value.trim() === "") return fallback;
  if (!/^\s*\d{1,5}\s*$/.test(value) || Number(value) < min || Number(value) > max)
    throw new Error(
      `${name} must be a whole number of minutes from ${min} to ${max} (got "${value}")`,
    );
  return Number(value);
};

/**
 * Reads BUSY_CALENDARS (`<attorney id or firm>=<url>,…`), BUSY_CALENDARS_REFRESH_MINUTES and
 * BUSY_CALENDARS_BUFFER_MINUTES. Throws one line naming the setting; the addresses are secrets,
 * so a message quotes the owner and the position, never the value.
 */
export function parseCalendarConfig(env: Record<string, string | undefined>): CalendarConfig {
  const list = (env.BUSY_CALENDARS ?? "").trim();
  const calendars: BusyCalendar[] = [];
  const leftOut: string[] = [];
  const entries = list === "" ? [] : list.split(",");
  entries.forEach((entry, index) => {
    const where = `BUSY_CALENDARS entry ${index + 1}`;
    const eq = entry.indexOf("=");
    const owner = (eq < 0 ? "" : entry.slice(0, eq)).trim();
    if (owner !== "firm" && !attorneyIds.includes(owner as (typeof attorneyIds)[number])) {
      // An id as the editor names attorneys, just not one on the site now: the firm removed them.
      if (/^[A-Za-z0-9-]+$/.test(owner) && /^\s*https?:\/\//.test(entry.slice(eq + 1))) {
        leftOut.push(`${where}: attorney ${owner} is not on the site; their calendar is left out`);
        return;
      }
      throw new Error(
        `${where} must start with an attorney id (${attorneyIds.join(", ")}) or firm, then = and the address`,
      );
    }
    let url: URL;
    try {
      url = new URL(entry.slice(eq + 1).trim());
    } catch {
      throw new Error(`${where} (${owner}) is not a URL`);
    }
    if (!allowedUrl(url)) throw new Error(`${where} (${owner}) must be an https:// address`);
    calendars.push({ owner, url: url.href, key: calendarKey(url.href), label: url.hostname });
  });
  return {
    calendars,
    leftOut,
    refreshMinutes: minutes("BUSY_CALENDARS_REFRESH_MINUTES", env.BUSY_CALENDARS_REFRESH_MINUTES, {
      fallback: 5,
      min: 1,
      max: 1440,
    }),
    bufferMinutes: minutes("BUSY_CALENDARS_BUFFER_MINUTES", env.BUSY_CALENDARS_BUFFER_MINUTES, {
      fallback: 0,
      min: 0,
      max: 240,
    }),
  };
}
