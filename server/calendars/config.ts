import { createHash } from "node:crypto";
import { BlockList, isIP } from "node:net";
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
  /**
   * BUSY_CALENDARS_ALLOW_PRIVATE=1: addresses on this machine or a private network may be read,
   * over http too (a calendar server on the firm's own network; the tests' feeds on loopback).
   * Absent: refused, and so is a redirect to one.
   */
  allowPrivate?: boolean;
}

/** Loopback, private, link-local and unspecified ranges (IPv4-mapped IPv6 addresses included). */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const)
  privateRanges.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  privateRanges.addSubnet(network, prefix, "ipv6");

/** Whether an IP address is on this machine or a private network; false for a name. */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  return version !== 0 && privateRanges.check(address, version === 4 ? "ipv4" : "ipv6");
}

/** Whether a URL's host is this machine or a private network by its name alone (no DNS). */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "")
    .toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || isPrivateAddress(host);
}

/**
 * Why an address may not be read, or null: `https:` only, and nothing on this machine or a
 * private network unless `allowPrivate`, which also lets such an address use `http:`.
 * (A name that resolves to a private address is caught when it is read: fetch-feed.ts.)
 */
export function addressProblem(url: URL, allowPrivate = false): "not https" | "private" | null {
  const local = isPrivateHost(url.hostname);
  if (local && !allowPrivate) return "private";
  if (url.protocol === "https:" || (url.protocol === "http:" && local)) return null;
  return "not https";
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
 * Reads BUSY_CALENDARS (`<attorney id or firm>=<url>,…`), BUSY_CALENDARS_REFRESH_MINUTES,
 * BUSY_CALENDARS_BUFFER_MINUTES and BUSY_CALENDARS_ALLOW_PRIVATE. Throws one line naming the setting; the addresses are secrets,
 * so a message quotes the owner and the position, never the value.
 */
export function parseCalendarConfig(env: Record<string, string | undefined>): CalendarConfig {
  const allow = (env.BUSY_CALENDARS_ALLOW_PRIVATE ?? "").trim();
  if (!["", "0", "1"].includes(allow))
    throw new Error(`BUSY_CALENDARS_ALLOW_PRIVATE must be 1 or 0 (got "${allow}")`);
  const allowPrivate = allow === "1";
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
    const problem = addressProblem(url, allowPrivate);
    if (problem === "private")
      throw new Error(
        `${where} (${owner}) is on this machine or a private network; BUSY_CALENDARS_ALLOW_PRIVATE=1 allows it`,
      );
    if (problem) throw new Error(`${where} (${owner}) must be an https:// address`);
    calendars.push({ owner, url: url.href, key: calendarKey(url.href), label: url.hostname });
  });
  return {
    calendars,
    leftOut,
    ...(allowPrivate ? { allowPrivate } : {}),
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
