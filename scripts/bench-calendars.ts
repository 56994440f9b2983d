/**
 * `npm run bench:calendars [-- --duration 5 --connections 10 --events 2000 --feeds 10000,42000]`
 *
 * A report, not a test: `GET /api/slots` requests per second with and without busy calendars
 * (issue 19: 3 attorneys × 2,000 events, half of them recurring, served from loopback), the time
 * one background read of the calendars takes, and the memory the server holds for them. Both runs
 * use the same in-process server setup, so the two figures compare; compare runs on one machine only.
 *
 * Then one big feed at a time (issue 33, H2: 10,000 events, and 42,000 in 4.96 MB): the time a
 * read takes, whether it stayed within the caps, and the longest the main thread's event loop
 * was held meanwhile (the parsing runs in a worker).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { BusyCalendars, calendarKey, type BusyCalendar } from "../server/calendars";
import { busyCalendar } from "../server/calendars/sample-calendars";
import { openStore } from "../server/store";
import { startServer, tempDir } from "../server/test/helpers";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    events: { type: "string", default: "2000" },
    feeds: { type: "string", default: "10000,42000" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const perCalendar = Number(values.events);
const bigFeeds = values.feeds
  .split(",")
  .filter(Boolean)
  .map((n) => Number(n));

const now = Date.now();
const bodies = new Map<string, string>(
  [2, 3, 4].map((id) => [`/${id}.ics`, busyCalendar(id, perCalendar, now)]),
);
for (const count of bigFeeds) bodies.set(`/big-${count}.ics`, busyCalendar(9, count, now));
const host = createServer((request, response) => {
  const body = bodies.get(request.url ?? "");
  if (body === undefined) return void response.writeHead(404).end();
  response.writeHead(200, { "content-type": "text/calendar" }).end(body);
});
await new Promise<void>((done) => host.listen(0, "127.0.0.1", done));
const origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
const calendars: BusyCalendar[] = ["2", "3", "4"].map((owner) => {
  const url = `${origin}/${owner}.ics`;
  return { owner, url, key: calendarKey(url), label: "127.0.0.1" };
});

async function measure(withCalendars: boolean) {
  const dir = tempDir("bench-calendars-");
  const server = await startServer({
    dataDir: dir.path,
    logLevel: "warn",
    calendars: {
      calendars: withCalendars ? calendars : [],
      refreshMinutes: 60,
      bufferMinutes: 10,
      // The calendars are served from loopback.
      allowPrivate: true,
    },
  });
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  await server.calendars.refresh();
  const readMs = Math.round(performance.now() - started);
  global.gc?.();
  const heapAfter = process.memoryUsage().heapUsed;
  const slots = (await (await fetch(`${server.url}/api/slots?attorney=any`)).json()) as {
    slots: string[];
  };
  // A second of warm-up, so that neither run pays for the first compilation.
  await autocannon({ url: `${server.url}/api/slots?attorney=any`, connections, duration: 1 });
  const result = await autocannon({
    url: `${server.url}/api/slots?attorney=any`,
    connections,
    duration,
  });
  const busy = ["2", "3", "4"].reduce((n, id) => n + server.calendars.busyFor(id).length, 0);
  await server.close();
  dir.remove();
  return {
    calendars: withCalendars ? `3 × ${perCalendar} events` : "none",
    "req/s": Math.round(result.requests.average),
    "p99 ms": result.latency.p99,
    "slots offered": slots.slots.length,
    "merged busy intervals": busy,
    "read + expand ms": withCalendars ? readMs : "-",
    "interval bytes": server.calendars.memoryBytes(),
    "heap held MB": withCalendars ? ((heapAfter - heapBefore) / 1024 / 1024).toFixed(1) : "-",
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** One read of one big feed, as the server's background refresh does it. */
async function readBig(count: number) {
  const dir = tempDir("bench-calendars-");
  const store = openStore(dir.path);
  const url = `${origin}/big-${count}.ics`;
  const calendars = new BusyCalendars({
    config: {
      calendars: [{ owner: "2", url, key: calendarKey(url), label: "127.0.0.1" }],
      refreshMinutes: 60,
      bufferMinutes: 0,
      allowPrivate: true,
    },
    db: store.db,
    outbox: store.outbox,
    log: { info: () => {}, warn: () => {} },
  });
  const held = monitorEventLoopDelay({ resolution: 10 });
  held.enable();
  const started = performance.now();
  await calendars.refresh();
  const readMs = Math.round(performance.now() - started);
  held.disable();
  const row = calendars.store.get(calendarKey(url))!;
  const result = {
    feed: `${count} events, ${(Buffer.byteLength(bodies.get(`/big-${count}.ics`)!) / 1024 / 1024).toFixed(2)} MB`,
    "read + expand ms": readMs,
    outcome: row.state === "ok" ? `read, ${row.event_count} events` : row.last_failure,
    "busy intervals": calendars.busyFor("2").length,
    "main thread held, max ms": Math.round(held.max / 1e6),
  };
  calendars.stop();
  store.close();
  dir.remove();
  return result;
}

try {
  console.log(`/api/slots?attorney=any, ${connections} connections, ${duration} s per run\n`);
  const rows = [await measure(false), await measure(true)];
  console.table(rows);
  console.log(
    `With calendars: ${Math.round((100 * Number(rows[1]!["req/s"])) / Number(rows[0]!["req/s"]))}% of the figure without (the issue asks for at least 50%).`,
  );
  if (!global.gc)
    console.log("Heap figures are rough: run with NODE_OPTIONS=--expose-gc for exact ones.");
  if (bigFeeds.length > 0) {
    console.log("\nOne big feed at a time, read in a worker within the caps (issue 33):\n");
    const big = [];
    for (const count of bigFeeds) big.push(await readBig(count));
    console.table(big);
  }
} finally {
  host.close();
}
