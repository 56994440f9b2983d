// @vitest-environment node
/**
 * Many presses at once on ONE booking: the first status change wins, every other changes nothing
 * and says why. Two guards stand in the way, each enough alone: the lifecycle's `refusal` in the
 * transaction, and the store's own `UPDATE … WHERE status IN (from)`, which the last test presses
 * directly, from a second connection to the file, past any check of its caller. And another
 * process cannot change the booking between a press's read and its write (the store's IMMEDIATE
 * transaction).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db";
import { escapeHtml } from "../mail";
import { mailKinds } from "../mail-kinds";
import { startServer, tempDir, type TestServer } from "../test/helpers";
import { bookFirstFree, press } from "../test/booking-mail";
import { type LinkAction, bookingLink } from "./links";
import { pageCopy } from "./page-copy";
import { bookingSecret } from "./secret";
import { bookingStore } from "./store";

const copy = pageCopy.en;
const status = { confirm: "confirmed", decline: "declined", cancel: "cancelled" } as const;

describe("simultaneous presses on one booking", () => {
  let server: TestServer;
  const dir = tempDir();
  beforeAll(async () => {
    server = await startServer({ dataDir: dir.path });
  });
  afterAll(async () => {
    await server.close();
    dir.remove();
  });

  const link = (action: LinkAction, id: string) =>
    bookingLink(server.url, bookingSecret({ bookingSecret: null, dataDir: dir.path }), action, id);
  const bookingMails = (id: string) =>
    server.store.outbox
      .forRecord(id)
      .filter((mail) => mail.kind.startsWith("booking."))
      .map((mail) => mail.kind)
      .sort();

  /** 20 presses at once, alternating `a` and `b`: their statuses and pages, in press order. */
  async function race(id: string, a: LinkAction, b: LinkAction) {
    const actions = Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a));
    const answers = await Promise.all(
      actions.map(async (action) => {
        const response = await press(link(action, id));
        return { action, status: response.status, page: await response.text() };
      }),
    );
    const winner = server.store.bookings.get(id)!;
    const won = (Object.keys(status) as LinkAction[]).find((a) => status[a] === winner.status)!;
    expect([a, b]).toContain(won);
    // Exactly one page says it was done; the others say why nothing changed.
    const done = answers.filter((answer) => answer.page.includes(escapeHtml(copy.done[won])));
    expect(done).toHaveLength(1);
    for (const answer of answers) {
      if (answer === done[0]) continue;
      const reason = (copy.unchanged[answer.action] as Record<string, string>)[winner.status]!;
      expect(answer.page).toContain(escapeHtml(reason));
      // Pressing the winner's own button again is "already done"; the other's is a conflict.
      expect(answer.status).toBe(answer.action === won ? 200 : 409);
    }
    return { winner, won };
  }

  it("Confirm and Decline pressed 20 times together: one of them changes it, once", async () => {
    const { id } = await bookFirstFree(server, {}, "any", 3);
    const { winner, won } = await race(id, "confirm", "decline");
    // One change: one update of the row, the winner's mails once, nothing of the loser's.
    expect(winner.sequence).toBe(0);
    expect(winner.invited).toBe(won === "confirm");
    expect(bookingMails(id)).toEqual(
      won === "confirm" ? [mailKinds.confirmed, mailKinds.confirmedFirm] : [mailKinds.declined],
    );
  });

  it("Decline and the visitor's Cancel pressed 20 times together: one of them changes it, once", async () => {
    const { id } = await bookFirstFree(server, {}, "any", 6);
    const { winner, won } = await race(id, "decline", "cancel");
    expect(winner.sequence).toBe(0);
    expect(bookingMails(id)).toEqual(
      won === "decline" ? [mailKinds.declined] : [mailKinds.cancelledFirm],
    );
  });

  it("another process cannot change the booking between a press's read and its write: the press answers, not 500", async () => {
    const { id } = await bookFirstFree(server, {}, "any", 12);
    const db = openDatabase(dir.path, { mustExist: true });
    db.pragma("busy_timeout = 0");
    const other = bookingStore(db);
    // Between change()'s read of the booking and its UPDATE, another process declines it.
    const { bookings } = server.store;
    const transition = bookings.transition;
    let declined: unknown;
    bookings.transition = (...args) => {
      try {
        declined = other.transition(id, ["requested"], "declined")?.status;
      } catch (error) {
        declined = (error as { code?: string }).code;
      }
      return transition(...args);
    };
    try {
      const response = await press(link("confirm", id));
      // It waits for the press's transaction (here refused at once): what the press read holds.
      expect(declined).toBe("SQLITE_BUSY");
      expect(response.status).toBe(200);
      expect(bookings.get(id)?.status).toBe("confirmed");
    } finally {
      bookings.transition = transition;
      db.close();
    }
  });

  it("the store's UPDATE refuses a change from a status the booking has left, whatever its caller read", async () => {
    const { id } = await bookFirstFree(server, {}, "any", 9);
    // A second connection to the file, as another process has: its caller checked nothing.
    const db = openDatabase(dir.path, { mustExist: true });
    try {
      const other = bookingStore(db);
      const now = Date.now();
      expect(other.transition(id, ["requested"], "confirmed", { now })?.status).toBe("confirmed");
      const confirmed = server.store.bookings.get(id);
      for (const to of ["confirmed", "declined", "cancelled"] as const)
        expect(
          server.store.bookings.transition(id, ["requested"], to, { now: now + 1 }),
        ).toBeNull();
      expect(other.transition(id, ["requested"], "declined", { now: now + 2 })).toBeNull();
      expect(server.store.bookings.get(id)).toEqual(confirmed);
      // From a status it is in, it moves, once; the SEQUENCE rises since calendars hold it.
      const cancelled = other.transition(id, ["confirmed"], "cancelled", { now: now + 3 });
      expect(cancelled).toMatchObject({ status: "cancelled", sequence: 1 });
      expect(other.transition(id, ["confirmed"], "cancelled", { now: now + 4 })).toBeNull();
      expect(server.store.bookings.get(id)).toEqual(cancelled);
    } finally {
      db.close();
    }
  });
});
