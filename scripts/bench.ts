/**
 * `npm run bench [-- --duration 5 --connections 10 --url http://127.0.0.1:3000 --post]`
 *
 * A report, not a test: requests per second and p50/p99 latency of the real server on loopback
 * for `GET /`, `GET /ar/services`, `GET /api/slots`, `GET /api/next-times` and `POST /api/contact`. By default it starts
 * its own server (`server/main.ts`, built site, rate limit off, mail off, a throwaway DATA_DIR
 * that already holds years of bookings: see `seedBookings`). With `--url` it
 * drives a server that is already running, and posts inquiries to it only with `--post` (they
 * would be stored, and mailed if that server has SMTP_URL).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { seedBookings } from "./bench-seed";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    post: { type: "boolean", default: false },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error("the server exited during start-up (is the site built? run `npm run build`)");
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error("the server did not start within 30 s");
}

let child: ChildProcess | null = null;
let dataDir: string | null = null;
let base = values.url?.replace(/\/+$/, "");
if (!base) {
  const root = resolve(import.meta.dirname, "..");
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), "bench-inquiries-"));
  const seeded = seedBookings(dataDir);
  console.log(
    `Seeded the store with ${seeded.inquiries} inquiries and ${seeded.bookings} bookings.`,
  );
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ["--import", "tsx", join(root, "server", "main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CONTACT_RATE_LIMIT: "0",
      // One client asks everything here: the per-client limits would answer 429 after a moment.
      SLOTS_RATE_LIMIT: "0",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilUp(base, child);
}

const inquiry = JSON.stringify({
  fullName: "Bench Visitor",
  email: "bench@example.com",
  phone: "+962 6 555 0100",
  service: "corporate",
  message: "A benchmark inquiry.",
  privacyAgreed: true,
  language: "en",
  website: "",
});

const scenarios: { name: string; options: autocannon.Options }[] = [
  {
    name: "GET /",
    options: { url: `${base}/`, headers: { "accept-encoding": "gzip, deflate, br" } },
  },
  {
    name: "GET /ar/services",
    options: { url: `${base}/ar/services`, headers: { "accept-encoding": "gzip, deflate, br" } },
  },
  { name: "GET /api/slots (any, 30 days)", options: { url: `${base}/api/slots?attorney=any` } },
  // Every home page asks this once, for each bookable attorney's first free time.
  { name: "GET /api/next-times", options: { url: `${base}/api/next-times?lang=ar` } },
  {
    // The probe's attack: a different date each time, outside the bookable window.
    name: "GET /api/slots (a different far date each time)",
    options: {
      url: base,
      requests: [
        {
          setupRequest: (request) => {
            const year = 2100 + Math.floor(Math.random() * 7000);
            return { ...request, path: `/api/slots?from=${year}-06-01&days=31` };
          },
        },
      ],
    },
  },
  {
    name: "GET /api/slots (a different date past the window)",
    options: {
      url: base,
      requests: [
        {
          setupRequest: (request) => {
            const day = new Date(Date.now() + (40 + Math.floor(Math.random() * 300)) * 86_400_000);
            return {
              ...request,
              path: `/api/slots?from=${day.toISOString().slice(0, 10)}&days=31`,
            };
          },
        },
      ],
    },
  },
];
if (!values.url || values.post) {
  scenarios.push({
    name: "POST /api/contact",
    options: {
      url: `${base}/api/contact`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: inquiry,
    },
  });
} else {
  console.log(
    "Skipping POST /api/contact against a running server (add --post to store inquiries in it).",
  );
}

console.log(
  `Benchmark: ${base}, ${connections} connections, ${duration} s per route, Node ${process.version}\n`,
);
const rows: Record<string, string | number>[] = [];
try {
  for (const { name, options } of scenarios) {
    const result = await autocannon({ connections, duration, ...options });
    const statuses = Object.entries(
      (result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {},
    )
      .map(([status, { count }]) => `${status}×${count}`)
      .join(" ");
    rows.push({
      route: name,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      requests: result.requests.total,
      statuses,
      errors: result.errors + result.timeouts,
    });
  }
  console.table(rows);
  const rate = (name: string) => Number(rows.find((row) => row.route === name)?.["req/s"] ?? 0);
  const normal = rate("GET /api/slots (any, 30 days)");
  for (const attack of [
    "GET /api/slots (a different far date each time)",
    "GET /api/slots (a different date past the window)",
  ]) {
    const ratio = normal / Math.max(1, rate(attack));
    console.log(
      `${attack}: ${rate(attack)} req/s, ${ratio <= 2 ? "within" : "NOT within"} 2× of the normal query (${normal} req/s)`,
    );
  }
  const services = rows.find((row) => row.route === "GET /ar/services");
  if (String(services?.statuses).includes("404")) {
    console.log(
      "Note: GET /ar/services answered 404 (the rendered not-found page): that page is not built yet.",
    );
  }
  console.log(
    "Loopback, one machine, whatever else it is running: compare runs on the same machine only.",
  );
} finally {
  if (child) {
    child.kill("SIGTERM");
    await new Promise((done) => child!.once("exit", done));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
