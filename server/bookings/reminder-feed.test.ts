// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailContent, mailWords } from "../../app/content/mails.server";
import { fill } from "../../app/content/schema/template";
import { eventually, startServer, startSmtp, tempDir, type TestServer } from "../test/helpers";
import {
  bookFirstFree,
  events,
  isFirm,
  lettersAbout,
  linkIn,
  press,
  typed,
  visitorSubject,
  waitLetter,
} from "../test/booking-mail";
import { feedUrl, renewFeedGeneration, feedGeneration } from "./feed";
import { bookingSecret } from "./secret";

const hour = 3_600_000;

describe("reminders and the firm's calendar feed", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const dir = tempDir();
  let clock = Date.now();
  const booked: { id: string; slot: string }[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({ dataDir: dir.path, smtpUrl: smtp.url }, { now: () => clock });
    // Two confirmed consultations (attorneys 2 and 3) and one, some hours later, that the
    // visitor cancels after it was confirmed (attorney 2 again).
    for (const [attorney, language, pick] of [
      ["2", "en", 0],
      ["3", "ar", 0],
      ["2", "en", 6],
    ] as const) {
      const { id, slot } = await bookFirstFree(server, { language }, attorney, pick);
      const mail = await waitLetter(smtp.received, id, isFirm, "the firm's mail");
      expect((await press(linkIn(mail, "confirm", server))).status).toBe(200);
      booked.push({ id, slot });
    }
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
    dir.remove();
  });

  it("reminds the visitor about 24 hours before, in their language, once", async () => {
    const [, arabic] = booked;
    const start = Date.parse(arabic!.slot);
    const due = () =>
      booked.filter((b) => Date.parse(b.slot) > clock && Date.parse(b.slot) <= clock + 24 * hour)
        .length;
    clock = start - 25 * hour;
    expect(server.queueReminders()).toBe(due());
    clock = start - 23 * hour;
    expect(due()).toBeGreaterThanOrEqual(1);
    expect(server.queueReminders()).toBe(due());
    // However often the job runs, a consultation's reminder is queued once.
    expect(server.queueReminders()).toBe(0);
    // The outbox on the test's clock (a pass already running on the real clock is waited out).
    // The reminder's words are the firm's to edit (content/mails/; issue 36, point 4).
    const { intro } = mailContent.visitor.reminder;
    const reminder = await eventually(
      async () => {
        await server.outbox!.runOnce(() => clock);
        const letters = await lettersAbout(smtp.received, arabic!.id);
        return letters.find((l) => l.subject === visitorSubject("reminder", arabic!.id, "ar"));
      },
      { what: "the reminder" },
    );
    expect(reminder.text).toContain(intro.ar);
    expect(reminder.text).not.toContain(typed.fullName);
    // No invitation rides with it: its calendar buttons are offered on their own, not as an "or".
    expect(reminder.text).toContain(mailContent.visitor.reminder.calendarLead.ar);
    expect(reminder.text).not.toContain(mailContent.visitor.calendarLead.ar);
    expect(
      server.store.outbox.forRecord(arabic!.id).filter((m) => m.kind === "booking.reminder"),
    ).toHaveLength(1);
  });

  it("cancelling a consultation drops its pending reminder", async () => {
    const last = booked[2]!;
    const start = Date.parse(last.slot);
    clock = start - 23 * hour;
    server.queueReminders();
    const reminder = () =>
      server.store.outbox.forRecord(last.id).find((m) => m.kind === "booking.reminder");
    expect(reminder()?.status).toBe("pending");
    const confirmation = await waitLetter(
      smtp.received,
      last.id,
      (l) => !isFirm(l) && l.subject === visitorSubject("confirmed", last.id),
      "the confirmation",
    );
    expect((await press(linkIn(confirmation, "cancel", server))).status).toBe(200);
    expect(reminder()?.status).toBe("cancelled");
    clock = Date.now();
  });

  it("serves the confirmed upcoming consultations to the firm's and each attorney's secret address", async () => {
    clock = Date.now();
    const secret = bookingSecret({ bookingSecret: null, dataDir: dir.path });
    const local = (url: string) => url.replace("https://www.nasserlaw.jo", server.url);
    const url = (scope: string) =>
      local(feedUrl("https://www.nasserlaw.jo", secret, scope, feedGeneration(server.store)));

    const firmFeed = await fetch(url("firm"));
    expect(firmFeed.status).toBe(200);
    expect(firmFeed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const ics = await firmFeed.text();
    const firmEvents = events(ics);
    // The cancelled one is gone; the two confirmed ones are there at their booked times.
    expect(firmEvents.map((e) => e.uid).sort()).toEqual(
      booked
        .slice(0, 2)
        .map((b) => `booking-${b.id}@www.nasserlaw.jo`)
        .sort(),
    );
    for (const b of booked.slice(0, 2)) {
      const event = firmEvents.find((e) => e.uid.includes(b.id))!;
      expect(event.start).toBe(Date.parse(b.slot));
      const meeting = mailWords.en.firmMeetings.office;
      const summary = mailContent.firm.consultations.event.summary.en;
      expect(event.summary).toBe(fill(summary, { name: typed.fullName, meeting, id: b.id }));
    }
    expect(ics).not.toContain("Marker-4711");
    // A subscribed feed lives in a calendar provider: name, mode and reference, no contact details.
    expect(ics).not.toContain(typed.phone);
    expect(ics).not.toContain("@example.com");

    const rania = events(await (await fetch(url("attorney-3"))).text());
    expect(rania.map((e) => e.uid)).toEqual([`booking-${booked[1]!.id}@www.nasserlaw.jo`]);

    // A wrong token, or another feed's, is refused.
    const attorney2 = new URL(url("attorney-2")).searchParams.get("t")!;
    expect((await fetch(`${server.url}/calendar/attorney-3.ics?t=${attorney2}`)).status).toBe(403);
    expect((await fetch(`${server.url}/calendar/firm.ics`)).status).toBe(403);

    // A new secret: the old addresses stop working, the new ones work.
    const old = url("firm");
    renewFeedGeneration(server.store);
    expect((await fetch(old)).status).toBe(403);
    expect((await fetch(url("firm"))).status).toBe(200);
  });
});
