// @vitest-environment node
/**
 * Moves that cannot be made: tampered or foreign links, malformed, cross-site and off-grid
 * requests, the notice window, a declined consultation, and 40 visitors moving to one free time
 * at once (exactly one wins). The visitor's moves that go through are in move-flow.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { instantFromZoned } from "../../app/booking/zoned";
import { bookableAttorneyIds, firm } from "../../app/content/firm";
import { mailContent } from "../../app/content/mails.server";
import {
  applyBookingRules,
  postJson,
  startServer,
  tempDir,
  validInquiry,
  type TestServer,
} from "../test/helpers";
import { bookFirstFree, press } from "../test/booking-mail";
import { freeTimes, move, secret } from "../test/moves";
import { escapeHtml } from "../mail";
import { bookingMailKinds } from "../mail-kinds";
import { bookingLink, movePath } from "./links";
import { pageCopy } from "./page-copy";

// The times named below are the tests' own rules' (testBookingRules: Monday to Friday, 9:00 to
// 18:00, one-hour consultations), not the firm's, which it edits.
let firmRules = () => {};
beforeAll(() => {
  firmRules = applyBookingRules();
});
afterAll(() => firmRules());

describe("move links and requests that cannot be right", () => {
  const servers: TestServer[] = [];
  const dirs: { remove: () => void }[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
    for (const dir of dirs.splice(0)) dir.remove();
  });
  const start = async (now?: () => number) => {
    const dir = tempDir();
    dirs.push(dir);
    const server = await startServer(
      { dataDir: dir.path, bookingSecret: secret },
      now ? { now } : {},
    );
    servers.push(server);
    return server;
  };

  it("a tampered or foreign token answers 403 in the reader's language and changes nothing", async () => {
    const server = await start();
    const { id } = await bookFirstFree(server, { language: "ar" }, "2");
    const cancelToken = new URL(bookingLink(server.url, secret, "cancel", id)).searchParams.get(
      "t",
    )!;
    const before = server.store.bookings.get(id);
    for (const token of [cancelToken, "x".repeat(43), ""]) {
      const response = await move(server, id, (await freeTimes(server, "2"))[3], token);
      expect(response.status).toBe(403);
    }
    const page = await fetch(`${server.url}/ar/booking/move/${id}?t=${cancelToken}`);
    expect(page.status).toBe(403);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain('lang="ar" dir="rtl"');
    // The page's words are the firm's to edit (content/mails/; issue 36, point 4).
    expect(html).toContain(escapeHtml(pageCopy.ar.errors.token.title));
    const bad = await fetch(`${server.url}/booking/move/not-an-id?t=%3Cscript%3E`);
    expect(bad.status).toBe(403);
    expect(await bad.text()).not.toContain("<script>");
    expect(server.store.bookings.get(id)).toEqual(before);
  });

  it("answers malformed, cross-site and off-grid requests with a 4xx and a reason", async () => {
    const server = await start();
    const { id, slot } = await bookFirstFree(server, {}, "2");
    const url = `${server.url}/api/booking/${id}/move?t=${new URL(movePath(secret, id), server.url).searchParams.get("t")}`;
    const cases: [RequestInit, number, string][] = [
      [{ headers: { "content-type": "application/json" }, body: "{" }, 400, ""],
      [{ headers: { "content-type": "application/xml" }, body: "<slot/>" }, 415, ""],
      [
        {
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ slot: "x".repeat(2000) }),
        },
        413,
        "",
      ],
      [
        { headers: { "content-type": "application/json" }, body: JSON.stringify({ slot: 7 }) },
        400,
        "slot",
      ],
      [
        {
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ slot: "2026-13-01T10:00:00+03:00" }),
        },
        400,
        "slot",
      ],
      [
        { headers: { "content-type": "application/json" }, body: JSON.stringify({ slot }) },
        400,
        "same_time",
      ],
      [
        {
          headers: {
            "content-type": "application/json",
            origin: "https://evil.example",
            "sec-fetch-site": "cross-site",
          },
          body: JSON.stringify({ slot: (await freeTimes(server, "2"))[5] }),
        },
        403,
        "cross_site",
      ],
    ];
    for (const [init, status, error] of cases) {
      const response = await fetch(url, { method: "POST", ...init });
      expect(response.status, JSON.stringify(init.body)).toBe(status);
      const body = (await response.json()) as { error?: string };
      expect(typeof body.error).toBe("string");
      if (error) expect(body.error).toBe(error);
    }
    // A Saturday at 10:00 is off the firm's week: refused with the form's own code.
    const saturday = instantFromZoned("2026-12-05", 10, "Asia/Amman");
    const off = await move(server, id, saturday.toISOString().replace("Z", "+00:00"));
    expect(off.status).toBe(400);
    expect(await off.json()).toMatchObject({ error: "slot" });
    expect(server.store.bookings.get(id)).toMatchObject({
      start: Date.parse(slot),
      reschedules: 0,
    });
    expect((await fetch(url, { method: "DELETE" })).status).toBe(405);
  });

  it("closes online moves 12 hours before the start, and once the time has passed", async () => {
    const clock = { now: instantFromZoned("2026-11-30", 9, "Asia/Amman").getTime() };
    const server = await start(() => clock.now);
    const slot = "2026-12-01T15:00:00+03:00";
    const response = await postJson(
      server.url,
      validInquiry({ slot, attorney: "3", meeting: "office", language: "ar" }),
    );
    const { id } = (await response.json()) as { id: string };
    const begins = Date.parse(slot);

    clock.now = begins - 11 * 3_600_000;
    const page = await fetch(`${server.url}${movePath(secret, id, "ar")}`);
    expect(page.status).toBe(409);
    const html = await page.text();
    expect(html).toContain(mailContent.pages.move.notice.title.ar);
    expect(html).toContain(`\u2066${firm.phone.display}\u2069`);
    const refused = await move(server, id, "2026-12-03T10:00:00+03:00");
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe("notice");

    clock.now = begins + 60_000;
    expect((await fetch(`${server.url}${movePath(secret, id)}`)).status).toBe(410);
    expect((await move(server, id, "2026-12-03T10:00:00+03:00")).status).toBe(410);
    expect(server.store.bookings.get(id)).toMatchObject({ start: begins, reschedules: 0 });
  });

  it("the firm's Confirm on a page opened before the visitor moved changes nothing, and shows the new time", async () => {
    const server = await start();
    const { id } = await bookFirstFree(server, {}, "2");
    const confirmUrl = bookingLink(server.url, secret, "confirm", id);
    const opened = await (await fetch(confirmUrl)).text();
    const shown = /name="shown" value="(\d+)"/.exec(opened)?.[1];
    expect(Number(shown)).toBe(server.store.bookings.get(id)!.start);
    const target = (await freeTimes(server, "2")).at(-1)!;
    expect((await move(server, id, target)).status).toBe(200);

    const stale = await press(confirmUrl, { shown: shown! });
    expect(stale.status).toBe(409);
    const again = await stale.text();
    expect(again).toContain(escapeHtml(pageCopy.en.moved));
    expect(again).toContain(`name="shown" value="${Date.parse(target)}"`);
    expect(server.store.bookings.get(id)!.status).toBe("requested");
    // Pressed again on the page that shows the new time, it confirms that time.
    const pressed = await press(confirmUrl, { shown: String(Date.parse(target)) });
    expect(pressed.status).toBe(200);
    expect(server.store.bookings.get(id)).toMatchObject({
      status: "confirmed",
      start: Date.parse(target),
    });
  });

  it("a declined consultation has nothing to move", async () => {
    const server = await start();
    const { id } = await bookFirstFree(server, {}, "2");
    await press(bookingLink(server.url, secret, "decline", id));
    const page = await fetch(`${server.url}${movePath(secret, id)}`);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain(escapeHtml(pageCopy.en.move.closedTitle));
    const refused = await move(server, id, (await freeTimes(server, "2"))[2]);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe("closed");
  });
});

describe("40 visitors move to one free time at once", () => {
  it("exactly one wins; the others keep their own times and nothing is queued for them", async () => {
    const dir = tempDir();
    const server = await startServer({ dataDir: dir.path, bookingSecret: secret });
    try {
      const attorney = bookableAttorneyIds[0]!;
      const free = await freeTimes(server, attorney);
      const target = free.at(-1)!;
      const bookings: { id: string; slot: string }[] = [];
      for (let i = 0; i < 40; i++) {
        const response = await postJson(
          server.url,
          validInquiry({ slot: free[i]!, attorney, meeting: "office", email: `v${i}@example.com` }),
        );
        expect(response.status).toBe(201);
        bookings.push({ id: ((await response.json()) as { id: string }).id, slot: free[i]! });
      }
      const answers = await Promise.all(bookings.map(({ id }) => move(server, id, target)));
      const statuses = answers.map((response) => response.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(39);

      const winner = bookings[statuses.indexOf(200)]!;
      for (const { id, slot } of bookings) {
        const held = server.store.bookings.get(id)!;
        expect(held.status).toBe("requested");
        if (id === winner.id) expect(held.start).toBe(Date.parse(target));
        else {
          expect(held).toMatchObject({ start: Date.parse(slot), reschedules: 0 });
          expect(server.store.outbox.forRecord(id).map((m) => m.kind)).not.toContain(
            bookingMailKinds.moved,
          );
        }
      }
      const at = server.store.bookings.held(Date.parse(target), Date.parse(target) + 1);
      expect(at).toEqual([{ attorney, start: Date.parse(target) }]);
      // The winner's old time is free for everyone again.
      expect(await freeTimes(server, attorney)).toContain(winner.slot);
    } finally {
      await server.close();
      dir.remove();
    }
  });
});
