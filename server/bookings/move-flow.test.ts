// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { instantFromZoned } from "../../app/booking/zoned";
import { bookableAttorneyIds, firm } from "../../app/content/firm";
import { mailContent } from "../../app/content/mails.server";
import {
  applyBookingRules,
  eventually,
  postJson,
  startServer,
  startSmtp,
  tempDir,
  validInquiry,
  type TestServer,
} from "../test/helpers";
import {
  bookFirstFree,
  events,
  isFirm,
  lettersAbout,
  linkIn,
  press,
  typed,
  waitLetter,
} from "../test/booking-mail";
import { bookingMailKinds } from "../mail-kinds";
import { bookingLink, moveApiPath, movePath } from "./links";
import { formatMailTime } from "./when";

const secret = "m".repeat(40);

// The times named below are the tests' own rules' (testBookingRules: Monday to Friday, 9:00 to
// 18:00, one-hour consultations), not the firm's, which it edits.
let firmRules = () => {};
beforeAll(() => {
  firmRules = applyBookingRules();
});
afterAll(() => firmRules());

/** The free times of one attorney as the site offers them. */
async function freeTimes(server: TestServer, attorney: string): Promise<string[]> {
  const response = await fetch(`${server.url}/api/slots?attorney=${attorney}`);
  return ((await response.json()) as { slots: string[] }).slots;
}

/** The visitor's "choose another time": a JSON POST from the site's own page. */
function move(server: TestServer, id: string, slot: unknown, token?: string) {
  const path =
    token === undefined
      ? moveApiPath(secret, id)
      : `/api/booking/${id}/move?t=${encodeURIComponent(token)}`;
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ slot }),
  });
}

describe("the visitor moves a confirmed consultation", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const dir = tempDir();
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({ dataDir: dir.path, smtpUrl: smtp.url, bookingSecret: secret });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
    dir.remove();
  });

  let id = "";
  let slot = "";
  let uid = "";
  const booking = () => server.store.bookings.get(id)!;

  it("the acknowledgment and the confirmation carry a signed Choose another time link", async () => {
    ({ id, slot } = await bookFirstFree(server, { meeting: "office" }, "3"));
    const ack = await waitLetter(smtp.received, id, (l) => !isFirm(l), "the acknowledgment");
    expect(ack.text).toContain("choose another time with the same attorney");
    expect(linkIn(ack, "move", server)).toBe(`${server.url}${movePath(secret, id)}`);

    const firm = await waitLetter(smtp.received, id, isFirm, "the firm's request");
    expect((await press(linkIn(firm, "confirm", server))).status).toBe(200);
    const confirmation = await waitLetter(
      smtp.received,
      id,
      (l) => !isFirm(l) && l.subject.startsWith("Your consultation is confirmed"),
      "the confirmation",
    );
    expect(linkIn(confirmation, "move", server)).toBe(`${server.url}${movePath(secret, id)}`);
    const [event] = events(confirmation.calendar!);
    expect(event).toMatchObject({ method: "REQUEST", sequence: 0, status: "CONFIRMED" });
    uid = event!.uid;
  });

  it("the page's booking answer says the time, the attorney and the moves left, and nothing the visitor typed", async () => {
    const t = new URL(movePath(secret, id), server.url).searchParams.get("t")!;
    const response = await fetch(`${server.url}/api/booking/${id}?t=${t}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { booking: Record<string, unknown>; closed: unknown };
    expect(body).toEqual({
      booking: {
        reference: id,
        attorney: "3",
        start: slot,
        meeting: "office",
        status: "confirmed",
        movesLeft: 3,
        noticeHours: 12,
      },
      closed: null,
    });
    expect(JSON.stringify(body)).not.toContain(typed.fullName);
  });

  it("a time another booking holds answers 409 and changes nothing", async () => {
    const other = await bookFirstFree(server, {}, "3");
    const queued = server.store.outbox.forRecord(id).length;
    const response = await move(server, id, other.slot);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toBe("slot_taken");
    expect(booking()).toMatchObject({
      start: Date.parse(slot),
      status: "confirmed",
      reschedules: 0,
    });
    expect(server.store.outbox.forRecord(id)).toHaveLength(queued);
  });

  it("a free time moves it: back to requested, the old time offered again, and the calendars move the same event", async () => {
    const before = booking();
    const target = (await freeTimes(server, "3")).at(-1)!;
    const response = await move(server, id, target);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      moved: true,
      booking: { start: target, status: "requested", movesLeft: 2 },
    });
    expect(booking()).toMatchObject({
      start: Date.parse(target),
      status: "requested",
      reschedules: 1,
      sequence: before.sequence + 1,
    });
    expect(booking().holdUntil).toBeGreaterThan(Date.now());
    const offered = await freeTimes(server, "3");
    expect(offered).toContain(slot);
    expect(offered).not.toContain(target);

    const moved = await waitLetter(
      smtp.received,
      id,
      (l) => !isFirm(l) && l.subject.startsWith("Your consultation's new time"),
      "the visitor's moved mail",
    );
    expect(moved.text).toContain("Previous time");
    expect(moved.text).toContain("It is not yet confirmed");
    expect(moved.text).not.toContain(typed.fullName);
    const [update] = events(moved.calendar!);
    expect(update).toMatchObject({
      method: "REQUEST",
      uid,
      sequence: before.sequence + 1,
      start: Date.parse(target),
      status: "TENTATIVE",
    });

    const firm = await waitLetter(
      smtp.received,
      id,
      (l) => isFirm(l) && l.subject.startsWith("Consultation moved by the visitor"),
      "the firm's moved mail",
    );
    expect(firm.text).toContain("You had confirmed the previous time; it is free again.");
    expect(firm.text).toContain("Previous time");
    expect(firm.text).toContain("The visitor named no other party to the matter");
    expect(events(firm.calendar!)[0]).toMatchObject({ uid, status: "TENTATIVE" });

    // The firm confirms the new time: the same event again, confirmed, with a higher SEQUENCE.
    expect((await press(linkIn(firm, "confirm", server))).status).toBe(200);
    const confirmed = await waitLetter(
      smtp.received,
      id,
      (l) =>
        !isFirm(l) &&
        l.subject.startsWith("Your consultation is confirmed") &&
        events(l.calendar!)[0]!.sequence > before.sequence + 1,
      "the new confirmation",
    );
    expect(events(confirmed.calendar!)[0]).toMatchObject({
      uid,
      start: Date.parse(target),
      status: "CONFIRMED",
    });
  });

  it("allows three moves, then sends the visitor to the phone; the page and the API say so", async () => {
    for (const expected of [2, 3]) {
      const target = (await freeTimes(server, "3")).at(-expected)!;
      expect((await move(server, id, target)).status).toBe(200);
      expect(booking().reschedules).toBe(expected);
    }
    const last = booking();
    const refused = await move(server, id, (await freeTimes(server, "3"))[0]);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe("move_limit");
    expect(booking()).toEqual(last);

    const page = await fetch(`${server.url}${movePath(secret, id)}`);
    expect(page.status).toBe(409);
    const html = await page.text();
    expect(html).toContain(mailContent.pages.move.limit.title.en);
    expect(html).toContain(firm.phone.display);
    // The last move's mail states the time it moved to, and offers no further move.
    /** The visitor's mail with this subject about the last time, which offers no further move. */
    const expectNoMoveOffered = async (subject: string, what: string) => {
      const letter = await waitLetter(
        smtp.received,
        id,
        (l) =>
          !isFirm(l) &&
          l.subject.startsWith(subject) &&
          l.text.includes(formatMailTime(last.start, "en")),
        what,
      );
      expect(letter.text).not.toContain("choose another time with the same attorney");
      expect(letter.text).toContain("cancel the consultation here");
    };
    await expectNoMoveOffered("Your consultation's new time", "the third move's mail");

    // Confirmed after its last move, the confirmation offers no further move either.
    expect((await press(bookingLink(server.url, secret, "confirm", id))).status).toBe(200);
    await expectNoMoveOffered(
      "Your consultation is confirmed",
      "the confirmation after the third move",
    );
  });
});

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
    expect(html).toContain("هذا الرابط غير صالح");
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

  it("a declined consultation has nothing to move", async () => {
    const server = await start();
    const { id } = await bookFirstFree(server, {}, "2");
    await press(bookingLink(server.url, secret, "decline", id));
    const page = await fetch(`${server.url}${movePath(secret, id)}`);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain("There is no consultation to move");
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

describe("a move close to the consultation", () => {
  it("drops the pending reminder; the new time, once confirmed, gets its own reminder with the move link", async () => {
    const dir = tempDir();
    const smtp = await startSmtp();
    let clock = Date.now();
    const server = await startServer(
      { dataDir: dir.path, smtpUrl: smtp.url, bookingSecret: secret },
      { now: () => clock },
    );
    const reminders = (id: string) =>
      server.store.outbox.forRecord(id).filter((m) => m.kind === bookingMailKinds.reminder);
    try {
      const { id, slot } = await bookFirstFree(server, {}, "2", 4);
      await press(bookingLink(server.url, secret, "confirm", id));
      // 20 hours before: the reminder is due, and online moves are still open (12 hours).
      clock = Date.parse(slot) - 20 * 3_600_000;
      expect(server.queueReminders()).toBe(1);
      expect(reminders(id).map((m) => m.status)).toEqual(["pending"]);

      const target = (await freeTimes(server, "2")).at(-1)!;
      expect((await move(server, id, target)).status).toBe(200);
      expect(reminders(id).map((m) => m.status)).toEqual(["cancelled"]);

      await press(bookingLink(server.url, secret, "confirm", id));
      clock = Date.parse(target) - 20 * 3_600_000;
      expect(server.queueReminders()).toBe(1);
      const reminder = await eventually(
        async () => {
          await server.outbox!.runOnce(() => clock);
          return (await lettersAbout(smtp.received, id)).find((l) =>
            l.subject.startsWith("Reminder"),
          );
        },
        { what: "the new time's reminder" },
      );
      expect(reminder.text).toContain(formatMailTime(Date.parse(target), "en"));
      expect(linkIn(reminder, "move", server)).toBe(`${server.url}${movePath(secret, id)}`);
    } finally {
      await server.close();
      await smtp.close();
      dir.remove();
    }
  });
});
