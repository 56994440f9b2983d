/**
 * `npm run bench:calendars [-- --duration 5 --connections 10]`
 *
 * A report, not a test: `GET /api/slots` requests per second with and without busy calendars
 * (issue 19: 3 attorneys × 2,000 events, half of them recurring, served from loopback), the time
 * one background read of the calendars takes, and the memory the server holds for them. Both runs
 * use the same in-process server setup, so the two figures compare; compare runs on one machine only.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { calendarKey, type BusyCalendar } from "../server/calendars";
import { startServer, tempDir } from "../server/test/helpers";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    events: { type: "string", default: "2000" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const perCalendar = Number(values.events);

const DAY = 86_400_000;
const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").slice(0, 15) + "Z";

/**
 * A calendar of `count` events over ten years, as a busy attorney's looks: half single events,
 * half weekly or daily series (most of them ended, by COUNT or UNTIL; one in a hundred never ends).
 */
function calendarBody(seed: number, count: number, now: number): string {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Bench//EN"];
  for (let i = 0; i < count; i++) {
    const recurring = i % 2 === 1;
    const from = recurring ? -10 * 365 : -10 * 365 + 60;
    const day = Math.floor(now / DAY) * DAY + Math.floor(random() * from) * DAY + 60 * DAY;
    const start = day + (5 + Math.floor(random() * 10)) * 3_600_000;
    const end = start + (30 + Math.floor(random() * 3) * 30) * 60_000;
    lines.push("BEGIN:VEVENT", `UID:${seed}-${i}@bench`, `DTSTAMP:${stamp(now)}`);
    lines.push(`DTSTART:${stamp(start)}`, `DTEND:${stamp(end)}`, `SUMMARY:Event ${i}`);
    if (recurring) {
      const pick = random();
      if (pick < 0.01) lines.push("RRULE:FREQ=WEEKLY");
      else if (pick < 0.2) lines.push(`RRULE:FREQ=DAILY;UNTIL=${stamp(start + 10 * DAY)}`);
      else lines.push(`RRULE:FREQ=WEEKLY;COUNT=${5 + Math.floor(random() * 20)}`);
    }
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.join("\r\n") + "\r\n";
}

const now = Date.now();
const bodies = [2, 3, 4].map((id) => calendarBody(id, perCalendar, now));
const host = createServer((request, response) => {
  const id = Number(/\/(\d)\.ics$/.exec(request.url ?? "")?.[1]);
  response.writeHead(200, { "content-type": "text/calendar" }).end(bodies[id - 2]);
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

try {
  console.log(`/api/slots?attorney=any, ${connections} connections, ${duration} s per run\n`);
  const rows = [await measure(false), await measure(true)];
  console.table(rows);
  console.log(
    `With calendars: ${Math.round((100 * Number(rows[1]!["req/s"])) / Number(rows[0]!["req/s"]))}% of the figure without (the issue asks for at least 50%).`,
  );
  if (!global.gc)
    console.log("Heap figures are rough: run with NODE_OPTIONS=--expose-gc for exact ones.");
} finally {
  host.close();
}
