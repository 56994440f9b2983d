// @vitest-environment node
// The real entry point, `server/main.ts`, in its own process. Needs the site build.
import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { repoRoot } from "./site-server";
import { moveApiPath } from "./bookings/links";
import { openStore } from "./store";
import { eventually, tempDir, validInquiry } from "./test/helpers";

const children: ChildProcess[] = [];
const dirs: { remove: () => void }[] = [];
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) dir.remove();
});

interface Spawned {
  child: ChildProcess;
  output: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function spawnServer(env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "server", "main.ts")], {
    cwd: repoRoot,
    // Every variable set, so a developer's .env cannot change what is tested (or mail anyone).
    env: {
      PATH: process.env.PATH ?? "",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      SMTP_URL: "",
      MAIL_TO: "",
      MAIL_FROM: "",
      CONTACT_RATE_LIMIT: "",
      TRUST_PROXY: "",
      SITE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => stdout, stderr: () => stderr, exited };
}

async function listeningUrl(server: Spawned): Promise<string> {
  return eventually(
    () => {
      if (server.child.exitCode !== null) throw new Error(`server exited: ${server.stderr()}`);
      return /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];
    },
    { timeoutMs: 20_000, what: "the server to listen" },
  );
}

describe("the server process", () => {
  it("loses no inquiry it acknowledged when killed with SIGKILL mid-load", async () => {
    const dir = tempDir();
    dirs.push(dir);
    const server = spawnServer({ DATA_DIR: dir.path, CONTACT_RATE_LIMIT: "0" });
    const url = await listeningUrl(server);

    const acknowledged: string[] = [];
    let stop = false;
    const sender = async () => {
      while (!stop) {
        try {
          const response = await fetch(`${url}/api/contact`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(validInquiry({ message: `load ${acknowledged.length}` })),
          });
          if (response.status === 201)
            acknowledged.push(((await response.json()) as { id: string }).id);
        } catch {
          return; // The server is gone.
        }
      }
    };
    const senders = Array.from({ length: 8 }, sender);
    await eventually(() => acknowledged.length >= 150, {
      timeoutMs: 20_000,
      what: "150 acknowledged inquiries",
    });
    server.child.kill("SIGKILL");
    expect((await server.exited).signal).toBe("SIGKILL");
    stop = true;
    await Promise.all(senders);

    const store = openStore(dir.path, { mustExist: true });
    try {
      const stored = new Set(store.inquiries.list().map((inquiry) => inquiry.id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
      expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      store.close();
    }
  });

  it("keeps every booking it acknowledged through SIGKILL, and a restarted server gives none of those times again", async () => {
    const dir = tempDir();
    dirs.push(dir);
    // Many bookings from one client: the limit on open requests has its own tests.
    const open = { BOOKING_OPEN_REQUESTS: "0" };
    const first = spawnServer({ DATA_DIR: dir.path, CONTACT_RATE_LIMIT: "0", ...open });
    const url = await listeningUrl(first);
    const free = (
      (await (await fetch(`${url}/api/slots?attorney=2`)).json()) as { slots: string[] }
    ).slots.slice(0, 40);
    const book = (base: string, slot: string) =>
      fetch(`${base}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validInquiry({ slot, attorney: "2", meeting: "office" })),
      });

    const acknowledged: { id: string; slot: string }[] = [];
    let next = 0;
    let stop = false;
    const sender = async () => {
      while (!stop) {
        // Every time is asked for by several senders at once.
        const slot = free[Math.floor(next++ / 4) % free.length]!;
        try {
          const response = await book(url, slot);
          if (response.status === 201)
            acknowledged.push({ id: ((await response.json()) as { id: string }).id, slot });
        } catch {
          return; // The server is gone.
        }
      }
    };
    const senders = Array.from({ length: 8 }, sender);
    await eventually(() => acknowledged.length >= 15, {
      timeoutMs: 20_000,
      what: "15 acknowledged bookings",
    });
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    stop = true;
    await Promise.all(senders);

    expect(new Set(acknowledged.map((a) => a.slot)).size).toBe(acknowledged.length);
    const store = openStore(dir.path, { mustExist: true });
    try {
      for (const { id, slot } of acknowledged) {
        expect(store.bookings.get(id)).toMatchObject({
          attorney: "2",
          start: Date.parse(slot),
          status: "requested",
        });
      }
    } finally {
      store.close();
    }

    const second = spawnServer({ DATA_DIR: dir.path, CONTACT_RATE_LIMIT: "0", ...open });
    const again = await listeningUrl(second);
    for (const { slot } of acknowledged.slice(0, 5))
      expect((await book(again, slot)).status).toBe(409);
    const offered = (
      (await (await fetch(`${again}/api/slots?attorney=2`)).json()) as { slots: string[] }
    ).slots;
    expect(offered.filter((slot) => acknowledged.some((a) => a.slot === slot))).toEqual([]);
  });

  it("keeps every move it acknowledged through SIGKILL, and no booking ends up with two times or a time shared", async () => {
    const dir = tempDir();
    dirs.push(dir);
    const secret = "k".repeat(40);
    const env = {
      DATA_DIR: dir.path,
      CONTACT_RATE_LIMIT: "0",
      BOOKING_OPEN_REQUESTS: "0",
      BOOKING_SECRET: secret,
    };
    const first = spawnServer(env);
    const url = await listeningUrl(first);
    const free = (
      (await (await fetch(`${url}/api/slots?attorney=3`)).json()) as { slots: string[] }
    ).slots;
    // 20 bookings on the first 20 free times; the moves go to the next 10, two or more per time.
    const bookings: { id: string; slot: string }[] = [];
    for (const slot of free.slice(0, 20)) {
      const response = await fetch(`${url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validInquiry({ slot, attorney: "3", meeting: "office" })),
      });
      bookings.push({ id: ((await response.json()) as { id: string }).id, slot });
    }
    const targets = free.slice(20, 30);
    /** How many moves of each booking the server acknowledged with a 200. */
    const acknowledged = new Map<string, number>();
    let stop = false;
    const mover = async (worker: number) => {
      for (let round = 0; !stop; round++) {
        const { id } = bookings[(worker * 7 + round) % bookings.length]!;
        const slot = targets[(worker + round * 3) % targets.length]!;
        try {
          const response = await fetch(`${url}${moveApiPath(secret, id)}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ slot }),
          });
          if (response.status === 200) acknowledged.set(id, (acknowledged.get(id) ?? 0) + 1);
        } catch {
          return; // The server is gone.
        }
      }
    };
    const movers = Array.from({ length: 8 }, (_, worker) => mover(worker));
    await eventually(() => [...acknowledged.values()].reduce((a, b) => a + b, 0) >= 8, {
      timeoutMs: 20_000,
      what: "8 acknowledged moves",
    });
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    stop = true;
    await Promise.all(movers);

    const store = openStore(dir.path, { mustExist: true });
    try {
      const held = bookings.map(({ id }) => store.bookings.get(id)!);
      // Every acknowledged move holds: none is lost, and a moved booking sits on a target time.
      for (const [id, count] of acknowledged) {
        const booking = store.bookings.get(id)!;
        expect(booking.reschedules).toBeGreaterThanOrEqual(count);
        expect(booking.reschedules).toBeLessThanOrEqual(3);
        expect(targets.map(Date.parse)).toContain(booking.start);
      }
      // Every booking still holds exactly one time, and no two share one.
      expect(held.every((booking) => booking.status === "requested")).toBe(true);
      expect(new Set(held.map((booking) => booking.start)).size).toBe(held.length);
      const rows = store.bookings.held(0, Number.MAX_SAFE_INTEGER);
      expect(rows).toHaveLength(held.length);
    } finally {
      store.close();
    }
  });

  it("releases, on the next start, a hold that ran out while the server was killed", async () => {
    const dir = tempDir();
    dirs.push(dir);
    const first = spawnServer({ DATA_DIR: dir.path });
    const url = await listeningUrl(first);
    const slotsOf3 = async (base: string) =>
      ((await (await fetch(`${base}/api/slots?attorney=3`)).json()) as { slots: string[] }).slots;
    const [slot] = await slotsOf3(url);
    const response = await fetch(`${url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validInquiry({ slot, attorney: "3", meeting: "phone" })),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    first.child.kill("SIGKILL");
    await first.exited;

    // The server stayed down past the hold's deadline.
    const store = openStore(dir.path, { mustExist: true });
    try {
      expect(store.bookings.get(id)?.status).toBe("requested");
      store.db.prepare(`UPDATE bookings SET hold_until = ? WHERE inquiry_id = ?`).run(1, id);
    } finally {
      store.close();
    }

    const second = spawnServer({ DATA_DIR: dir.path });
    const again = await listeningUrl(second);
    expect(await slotsOf3(again)).toContain(slot);
    second.child.kill("SIGKILL");
    await second.exited;
    const after = openStore(dir.path, { mustExist: true });
    try {
      expect(after.bookings.get(id)?.status).toBe("expired");
      expect(after.outbox.forRecord(id).map((m) => m.kind)).toEqual(
        expect.arrayContaining(["booking.expired", "booking.expired.firm"]),
      );
    } finally {
      after.close();
    }
  });

  it("finishes a request in flight on SIGTERM, then closes the store and exits 0", async () => {
    const dir = tempDir();
    dirs.push(dir);
    const server = spawnServer({ DATA_DIR: dir.path });
    const url = new URL(await listeningUrl(server));

    // Headers first (the server answers 100 Continue once the request is in flight), body later.
    const body = JSON.stringify(validInquiry());
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: "/api/contact",
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            expect: "100-continue",
          },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on("error", reject);
      request.on("continue", async () => {
        server.child.kill("SIGTERM");
        await eventually(() => server.output().includes("shutting down"), {
          what: "the shutdown to start",
        });
        request.end(body);
      });
    });

    const { status, body: text } = await answer;
    expect(status).toBe(201);
    const { id } = JSON.parse(text) as { id: string };
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const store = openStore(dir.path, { mustExist: true });
    try {
      expect(store.inquiries.get(id)).not.toBeNull();
    } finally {
      store.close();
    }
  });

  it("reads the content of the build it serves, not the working copy an editor saves into", async () => {
    const dir = tempDir();
    dirs.push(dir);
    // A published build whose content differs from the working copy's: attorney 3 takes no
    // bookings there (read through the content files), and consultations last 30 minutes (read
    // through the @content imports the browser shares).
    const published = join(repoRoot, ".builds", `process-test-${process.pid}`);
    dirs.push({ remove: () => rmSync(published, { recursive: true, force: true }) });
    cpSync(join(repoRoot, "build"), published, { recursive: true });
    const edit = (file: string, change: (data: Record<string, unknown>) => void) => {
      const path = join(published, "content", file);
      const data = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
      change(data);
      writeFileSync(path, JSON.stringify(data));
    };
    edit("attorneys/3.json", (attorney) =>
      Object.assign(attorney, { bookable: false, bookWith: "2" }),
    );
    edit("booking/settings.json", (settings) => (settings.slotMinutes = 30));
    writeFileSync(join(dir.path, "published-build"), published);

    const server = spawnServer({ DATA_DIR: dir.path });
    const url = await listeningUrl(server);
    const slots = async (attorney: string) => {
      const response = await fetch(`${url}/api/slots?attorney=${attorney}&days=30`);
      return { status: response.status, body: (await response.json()) as { slots?: string[] } };
    };
    expect((await slots("3")).status).toBe(400);
    const { status, body } = await slots("2");
    expect(status).toBe(200);
    expect(body.slots!.some((start) => start.includes(":30:00"))).toBe(true);
    // The working copy still has attorney 3 bookable and hour-long consultations.
    expect(
      JSON.parse(readFileSync(join(repoRoot, "content/attorneys/3.json"), "utf8")),
    ).toMatchObject({
      bookable: true,
    });
  });

  it.each([
    { env: { PORT: "abc" }, names: ["PORT"], hidden: [] },
    {
      env: { SMTP_URL: "not-a-url://secret:pa55word@" },
      names: ["SMTP_URL"],
      hidden: ["pa55word"],
    },
    {
      env: { CONTACT_RATE_LIMIT: "-1", SITE_URL: "ftp://x" },
      names: ["CONTACT_RATE_LIMIT", "SITE_URL"],
      hidden: [],
    },
  ] as { env: Record<string, string>; names: string[]; hidden: string[] }[])(
    "refuses to start with $names: one clear line, no stack trace",
    async ({ env, names, hidden }) => {
      const dir = tempDir();
      dirs.push(dir);
      const server = spawnServer({ DATA_DIR: dir.path, ...env });
      expect((await server.exited).code).toBe(1);
      const lines = server.stderr().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Invalid configuration: /);
      for (const name of names) expect(lines[0]).toContain(name);
      for (const secret of hidden) expect(lines[0]).not.toContain(secret);
    },
  );
});
