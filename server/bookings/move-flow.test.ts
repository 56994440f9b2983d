// @vitest-environment node
/**
 * The visitor moves a confirmed consultation, the whole flow against a real SMTP server: the move
 * links in the mails, the page's booking answer, a free time taken (the calendars move the same
 * event), three moves and no more, and a move close to the consultation (its reminder). The
 * refusals and 40 simultaneous moves are in move-refusals.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firm } from "../../app/content/firm";
import { mailContent } from "../../app/content/mails.server";
import {
  applyBookingRules,
  eventually,
  startServer,
  startSmtp,
  tempDir,
  type TestServer,
} from "../test/helpers";
import {
  bookFirstFree,
  events,
  firmSubject,
  isFirm,
  lettersAbout,
  linkIn,
  press,
  typed,
  visitorSubject,
  waitLetter,
} from "../test/booking-mail";
import { freeTimes, move, secret } from "../test/moves";
import { bookingMailKinds } from "../mail-kinds";
import { bookingLink, movePath } from "./links";
import { formatMailTime } from "./when";

// The mails' words are the firm's to edit (content/mails/; issue 36, point 4): the test reads them
// from there, and fills their placeholders itself.
const visitorWords = mailContent.visitor;
const firmWords = mailContent.firm.consultations;

// The times named below are the tests' own rules' (testBookingRules: Monday to Friday, 9:00 to
// 18:00, one-hour consultations), not the firm's, which it edits.
let firmRules = () => {};
beforeAll(() => {
  firmRules = applyBookingRules();
});
afterAll(() => firmRules());

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
    expect(ack.text).toContain(visitorWords.moveLead.en);
    expect(linkIn(ack, "move", server)).toBe(`${server.url}${movePath(secret, id)}`);

    const firm = await waitLetter(smtp.received, id, isFirm, "the firm's request");
    expect((await press(linkIn(firm, "confirm", server))).status).toBe(200);
    const confirmation = await waitLetter(
      smtp.received,
      id,
      (l) => !isFirm(l) && l.subject === visitorSubject("confirmed", id),
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
      (l) => !isFirm(l) && l.subject === visitorSubject("moved", id),
      "the visitor's moved mail",
    );
    expect(moved.text).toContain(visitorWords.moved.previous.en);
    // The hold's sentence around its end, a time the test does not know.
    for (const part of visitorWords.moved.pending.en.split("{{until}}"))
      expect(moved.text).toContain(part);
    expect(moved.text).not.toContain(typed.fullName);
    expect(moved.text).not.toContain("{{");
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
      (l) => isFirm(l) && firmSubject("moved", id).test(l.subject),
      "the firm's moved mail",
    );
    expect(firm.text).toContain(firmWords.moved.wasConfirmed.en);
    expect(firm.text).toContain(firmWords.moved.previous.en);
    // The new time first, the one it moved from below it.
    const newTime = firm.text.indexOf(`\n${firmWords.booking.when.en}: `);
    expect(newTime).toBeGreaterThan(-1);
    expect(firm.text.indexOf(firmWords.moved.previous.en)).toBeGreaterThan(newTime);
    expect(firm.text).toContain(firmWords.booking.noOtherParties.en);
    expect(firm.subject).not.toContain("{{");
    expect(events(firm.calendar!)[0]).toMatchObject({ uid, status: "TENTATIVE" });

    // The firm confirms the new time: the same event again, confirmed, with a higher SEQUENCE.
    expect((await press(linkIn(firm, "confirm", server))).status).toBe(200);
    const confirmed = await waitLetter(
      smtp.received,
      id,
      (l) =>
        !isFirm(l) &&
        l.subject === visitorSubject("confirmed", id) &&
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
    // A tap away on a phone.
    expect(html).toContain(`<a href="tel:${firm.phone.display.replace(/[^\d+]/g, "")}"`);
    // The last move's mail states the time it moved to, and offers no further move.
    /** The visitor's mail with this subject about the last time, which offers no further move. */
    const expectNoMoveOffered = async (mail: "confirmed" | "moved", what: string) => {
      const letter = await waitLetter(
        smtp.received,
        id,
        (l) =>
          !isFirm(l) &&
          l.subject === visitorSubject(mail, id) &&
          l.text.includes(formatMailTime(last.start, "en")),
        what,
      );
      expect(letter.text).not.toContain(visitorWords.moveLead.en);
      expect(letter.text).toContain(visitorWords.cancelLead.en);
    };
    await expectNoMoveOffered("moved", "the third move's mail");

    // Confirmed after its last move, the confirmation offers no further move either.
    expect((await press(bookingLink(server.url, secret, "confirm", id))).status).toBe(200);
    await expectNoMoveOffered("confirmed", "the confirmation after the third move");
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
          return (await lettersAbout(smtp.received, id)).find(
            (l) => l.subject === visitorSubject("reminder", id),
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
