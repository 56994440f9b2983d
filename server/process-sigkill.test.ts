// @vitest-environment node
// The real entry point, `server/main.ts`, in its own process, killed with SIGKILL: it loses no
// inquiry, booking or move it acknowledged, and its next start releases a hold that ran out
// while it was down. Needs the site build. Its start and its stop are in
// process-start-stop.test.ts.
import { afterEach, describe, expect, it } from "vitest";
import { moveApiPath } from "./bookings/links";
import { openStore } from "./store";
import { eventually, tempDir, validInquiry } from "./test/helpers";
import { killSpawned, listeningUrl, spawnServer } from "./test/spawned-server";

const dirs: { remove: () => void }[] = [];
afterEach(() => {
  killSpawned();
  for (const dir of dirs.splice(0)) dir.remove();
});

// Each test starts the server twice (each start given 20 s to listen) around up to 20 s of load:
// more than the suite's 30 s when both cores are busy (a run at 23:30 by the clock script, beside
// two other workers, took longer than 30 s; alone it takes 6).
describe("the server process", { timeout: 70_000 }, () => {
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
});
