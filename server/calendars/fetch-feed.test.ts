// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openStore } from "../store";
import { tempDir } from "../test/helpers";
import { calendarKey } from "./config";
import { startFeedServer, type FeedServer } from "./feed-server";
import { defaultLimits, fetchFeed } from "./fetch-feed";
import { BusyCalendars } from "./index";

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds?.close());

// The feeds are on loopback: BUSY_CALENDARS_ALLOW_PRIVATE=1.
const reason = (path: string, limits = defaultLimits) =>
  fetchFeed(`${feeds.url}${path}`, limits, { allowPrivate: true }).then(
    () => "read",
    (error: Error) => error.message,
  );

describe("reading a calendar address", () => {
  it("follows up to 3 redirects, no more, and never to plain http elsewhere", async () => {
    expect(await reason("/hop/2")).toBe("read");
    expect(await reason("/hop/3")).toBe("too many redirects");
    expect(await reason("/to-http")).toBe("redirected to an address that is not https");
  });

  it("gives up on a missing feed, a silent host, a 20 MB body and a TLS failure", async () => {
    expect(await reason("/missing.ics")).toBe("HTTP 404");
    expect(await reason("/slow", { ...defaultLimits, timeoutMs: 300 })).toBe("no answer in time");
    expect(await reason("/big")).toBe("larger than 5 MB");
    const tls = await fetchFeed(feeds.url.replace("http:", "https:") + "/firm.ics", defaultLimits, {
      allowPrivate: true,
    }).catch((error: Error) => error.message);
    expect(tls).toMatch(/^TLS error \(/);
  });
});

describe("addresses on this machine or a private network (issue 33, L5)", () => {
  afterEach(() => vi.restoreAllMocks());
  const publicName = async () => ["93.184.215.14"];
  const calendar = () =>
    new Response("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", {
      headers: { "content-type": "text/calendar" },
    });

  it("refuses http://127.0.0.1 and a redirect to http://localhost unless allowed", async () => {
    const direct = `${feeds.url}/attorney-3.ics`;
    expect(await fetchFeed(direct).catch((e: Error) => e.message)).toBe(
      "a private address (BUSY_CALENDARS_ALLOW_PRIVATE is off)",
    );
    expect(await fetchFeed(direct, defaultLimits, { allowPrivate: true })).toMatch(/^BEGIN/);
    // A public https calendar that redirects to this machine: not followed.
    const fetched = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(
        new Response(null, { status: 302, headers: { location: `http://localhost:1/a.ics` } }),
      );
    const redirected = await fetchFeed("https://calendar.example.com/a.ics", defaultLimits, {
      resolve: publicName,
    }).catch((e: Error) => e.message);
    expect(redirected).toBe(
      "redirected to a private address (BUSY_CALENDARS_ALLOW_PRIVATE is off)",
    );
    expect(fetched).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
    // Allowed, the same redirect is followed (here for real, on loopback).
    expect(await reason("/to-localhost")).toBe("read");
  });

  it("refuses a name that resolves to a private address, and reads one that does not", async () => {
    const fetched = vi.spyOn(globalThis, "fetch").mockImplementation(async () => calendar());
    for (const address of ["10.0.0.7", "::1", "fd00::5", "169.254.169.254"]) {
      const refused = await fetchFeed("https://calendar.example.com/a.ics", defaultLimits, {
        resolve: async () => ["93.184.215.14", address],
      }).catch((e: Error) => e.message);
      expect(refused, address).toBe("a private address (BUSY_CALENDARS_ALLOW_PRIVATE is off)");
    }
    expect(fetched).not.toHaveBeenCalled();
    const read = await fetchFeed("https://calendar.example.com/a.ics", defaultLimits, {
      resolve: publicName,
    });
    expect(read).toMatch(/^BEGIN:VCALENDAR/);
    expect(fetched).toHaveBeenCalledTimes(1);
  });
});

describe("the busy-calendar service", () => {
  it("records a body that is not iCalendar as a failure, without the address", async () => {
    const dir = tempDir();
    const store = openStore(dir.path);
    const url = `${feeds.url}/html`;
    const lines: string[] = [];
    const log = {
      info: (o: object, m: string) => lines.push(JSON.stringify({ ...o, m })),
      warn: (o: object, m: string) => lines.push(JSON.stringify({ ...o, m })),
    };
    const calendars = new BusyCalendars({
      config: {
        calendars: [{ owner: "2", url, key: calendarKey(url), label: "127.0.0.1" }],
        refreshMinutes: 5,
        bufferMinutes: 0,
        allowPrivate: true,
      },
      db: store.db,
      outbox: store.outbox,
      log,
    });
    await calendars.refresh();
    expect(calendars.store.get(calendarKey(url))).toMatchObject({
      state: "failing",
      last_failure: "not iCalendar",
      body: null,
    });
    expect(lines.join("\n")).not.toContain("/html");
    store.close();
    dir.remove();
  });

  it("adds the buffer before and after each busy time", async () => {
    const dir = tempDir();
    const store = openStore(dir.path);
    const url = `${feeds.url}/attorney-3.ics`;
    const make = (bufferMinutes: number) =>
      new BusyCalendars({
        config: {
          calendars: [{ owner: "3", url, key: calendarKey(url), label: "127.0.0.1" }],
          refreshMinutes: 5,
          bufferMinutes,
          allowPrivate: true,
        },
        db: store.db,
        outbox: store.outbox,
        log: { info: () => {}, warn: () => {} },
        now: () => Date.parse("2026-12-07T08:00:00+03:00"),
      });
    const hour = (h: number) => Date.parse(`2026-12-09T${String(h).padStart(2, "0")}:00:00+03:00`);
    // The board meeting is 09:00-10:00 in Amman.
    const plain = make(0);
    await plain.refresh();
    expect(plain.isBusy("3", hour(9), hour(10))).toBe(true);
    expect(plain.isBusy("3", hour(10), hour(11))).toBe(false);
    expect(plain.isBusy("2", hour(9), hour(10))).toBe(false);
    const buffered = make(30);
    await buffered.refresh();
    expect(buffered.isBusy("3", hour(10), hour(11))).toBe(true);
    expect(buffered.isBusy("3", hour(11), hour(12))).toBe(false);
    expect(buffered.busyFor("3")).toEqual([{ start: hour(9), end: hour(10) }]);
    store.close();
    dir.remove();
  });
});
