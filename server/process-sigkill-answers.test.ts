// @vitest-environment node
// Two server processes on one store, both pressing Confirm and Decline on the same bookings at
// once, then killed with SIGKILL mid-load: no press answers 500, every answer holds, and each
// booking has the mails of its status and no other (its change and its mails were one
// transaction). Needs the site build; the other SIGKILL tests are in process-sigkill.test.ts.
import { afterEach, describe, expect, it } from "vitest";
import { bookingLink, type LinkAction } from "./bookings/links";
import { openStore } from "./store";
import { eventually, tempDir, validInquiry } from "./test/helpers";
import { killSpawned, listeningUrl, spawnServer } from "./test/spawned-server";

const dirs: { remove: () => void }[] = [];
afterEach(() => {
  killSpawned();
  for (const dir of dirs.splice(0)) dir.remove();
});

/** What a booking's status must be once a press of `action` answered `status`. */
const settled: Record<LinkAction, Record<number, string>> = {
  confirm: { 200: "confirmed", 409: "declined" },
  decline: { 200: "declined", 409: "confirmed" },
  cancel: {},
};
const mailsOf: Record<string, string[]> = {
  requested: [],
  confirmed: ["booking.confirmed", "booking.confirmed.firm"],
  declined: ["booking.declined"],
};

// Two starts (each given 20 s to listen) around up to 20 s of load, as process-sigkill.test.ts.
describe("two server processes answering one booking at once", { timeout: 70_000 }, () => {
  it("answer every press 200 or 409, and keep each answer and its mails through SIGKILL", async () => {
    const dir = tempDir();
    dirs.push(dir);
    const secret = "k".repeat(40);
    const env = {
      DATA_DIR: dir.path,
      CONTACT_RATE_LIMIT: "0",
      BOOKING_OPEN_REQUESTS: "0",
      BOOKING_SECRET: secret,
    };
    // One after the other. The store itself opens from several processes at once
    // (db-open-together.test.ts), but with both servers started together this test failed early
    // once in about fifteen runs, for a reason not yet found.
    const servers = [spawnServer(env)];
    const urls = [await listeningUrl(servers[0]!)];
    servers.push(spawnServer(env));
    urls.push(await listeningUrl(servers[1]!));
    const free = (
      (await (await fetch(`${urls[0]}/api/slots?attorney=3`)).json()) as { slots: string[] }
    ).slots;
    const ids: string[] = [];
    for (const slot of free.slice(0, 40)) {
      const response = await fetch(`${urls[0]}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validInquiry({ slot, attorney: "3", meeting: "office" })),
      });
      ids.push(((await response.json()) as { id: string }).id);
    }

    const answers: { id: string; action: LinkAction; status: number }[] = [];
    let stop = false;
    // Each round presses one booking from both processes at once, Confirm from one, Decline
    // from the other, and the next round the other way round.
    const presser = async (worker: number) => {
      for (let round = 0; !stop; round++) {
        const id = ids[(worker * 5 + round) % ids.length]!;
        try {
          await Promise.all(
            (["confirm", "decline"] as const).map(async (action, i) => {
              const url = urls[(i + round + worker) % 2]!;
              const response = await fetch(bookingLink(url, secret, action, id), {
                method: "POST",
                headers: { "content-type": "application/x-www-form-urlencoded" },
                body: "",
              });
              answers.push({ id, action, status: response.status });
            }),
          );
        } catch {
          return; // A server is gone.
        }
      }
    };
    const pressers = Array.from({ length: 8 }, (_, worker) => presser(worker));
    await eventually(() => answers.length >= 60, { timeoutMs: 20_000, what: "60 answers" });
    for (const server of servers) server.child.kill("SIGKILL");
    for (const server of servers) expect((await server.exited).signal).toBe("SIGKILL");
    stop = true;
    await Promise.all(pressers);

    expect(answers.filter((answer) => ![200, 409].includes(answer.status))).toEqual([]);
    // The links' tokens are secrets: no log line carries one.
    for (const server of servers) expect(server.output() + server.stderr()).not.toMatch(/[?&]t=/);
    const store = openStore(dir.path, { mustExist: true });
    try {
      for (const answer of answers)
        expect(store.bookings.get(answer.id)?.status).toBe(settled[answer.action][answer.status]);
      for (const id of ids) {
        const status = store.bookings.get(id)!.status;
        const mails = store.outbox
          .forRecord(id)
          .map((mail) => mail.kind)
          .filter((kind) => kind.startsWith("booking."));
        expect(mails.sort(), `${id} ${status}`).toEqual(mailsOf[status]);
      }
    } finally {
      store.close();
    }
  });
});
