// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingSettings } from "../../app/content/booking";
import { firm } from "../../app/content/firm";
import { mailContent, mailWords } from "../../app/content/mails.server";
import { escapeHtml } from "../mail";
import { escapePattern, startServer, startSmtp, tempDir, type TestServer } from "../test/helpers";
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
import { meetingLabel } from "./labels";
import { firmBookingCopy } from "./mails/firm-copy";
import { pageCopy } from "./page-copy";

// The mails' and pages' words are the firm's to edit (content/mails/; issue 36, point 4): the test
// reads them from there, and fills their placeholders itself, since filling is what it checks.
const firmWords = firmBookingCopy.en;
const visitorWords = mailContent.visitor;
const pageWords = pageCopy.en;

/** Confirm, then cancel: the firm's links, the visitor's invitation and its cancellation. */
describe("a consultation the firm confirms and the visitor then cancels", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const dir = tempDir();
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({ dataDir: dir.path, smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
    dir.remove();
  });

  let id = "";
  let slot = "";
  let confirmUrl = "";
  let declineUrl = "";
  const status = () => server.store.bookings.get(id)?.status;
  const queued = () => server.store.outbox.forRecord(id).map((m) => m.kind);

  const parties = "Marker-Parties-9021: Wexbridge Trading Ltd\nOmar Khalil";
  // Whoever attorney 3 is in the firm's content, and however long its consultations are.
  const rania = () => firm.attorneys.find((attorney) => attorney.id === "3")!.name.en;
  const clockTime = new RegExp(
    `\\d{1,2}:\\d{2}\\s[AP]M \\(${escapePattern(mailWords.en.ammanTime)}\\)`,
  );

  it("mails the firm the other parties, then the time, meeting and attorney at the top, with Confirm and Decline links", async () => {
    ({ id, slot } = await bookFirstFree(server, { meeting: "office", otherParties: parties }, "3"));
    expect(server.store.bookings.get(id)?.otherParties).toBe(parties);
    const mail = await waitLetter(smtp.received, id, isFirm, "the firm's mail");
    expect(mail.subject).toMatch(firmSubject("booking", id));
    const top = mail.text.slice(0, mail.text.indexOf(mailContent.firm.inquiry.newHeading.en));
    expect(top).toContain(firmWords.booking.heading);
    // The conflict check comes before everything else the firm reads, in the visitor's words.
    const check = top.indexOf(firmWords.booking.otherParties);
    expect(check).toBeGreaterThan(-1);
    expect(top.indexOf(parties)).toBeGreaterThan(check);
    const { when, meeting, attorney } = firmWords.booking;
    expect(top.indexOf(`${when}: `)).toBeGreaterThan(top.indexOf(parties));
    expect(top).toMatch(
      new RegExp(`${escapePattern(when)}: \\w+day \\d{1,2} \\w+ \\d{4}, ${clockTime.source}`),
    );
    expect(top).toContain(`${meeting}: ${meetingLabel("office", "en", "firm")}`);
    expect(top).toContain(`${attorney}: ${rania()}`);
    // The firm's mail has everything the visitor wrote.
    expect(mail.text).toContain(typed.message);
    confirmUrl = linkIn(mail, "confirm", server);
    declineUrl = linkIn(mail, "decline", server);
  });

  it("acknowledges to the visitor with the reference, the time pending confirmation and a cancel link", async () => {
    const ack = await waitLetter(smtp.received, id, (l) => !isFirm(l), "the acknowledgment");
    expect(ack.to).toBe("ada@example.com");
    expect(ack.subject).toBe(visitorSubject("ack", id));
    // With the time held, the hold's sentence says by when the firm answers; no "24 hours" too.
    expect(ack.text).toContain(visitorWords.ack.introHeld.en);
    expect(ack.text).not.toContain(visitorWords.ack.intro.en);
    // The hold's sentence around its end, which clockTime finds.
    for (const part of visitorWords.ack.booking.en.split("{{until}}"))
      expect(ack.text).toContain(part);
    expect(ack.text).toMatch(clockTime);
    expect(ack.text).toMatch(/\/booking\/cancel\/[0-9A-Z]{12}\?t=/);
    // The reference once, in its own sentence: the consultation's rows do not repeat it.
    const words = ack.text.split(/[\s:;,.]+/);
    expect(words.filter((word) => word === id)).toHaveLength(1);
  });

  it("opening the Confirm link shows the booking and a button, and changes nothing", async () => {
    const response = await fetch(confirmUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<form method="post" action="\/booking\/confirm\/[0-9A-Z]{12}\?t=/);
    expect(html).toContain(escapeHtml(pageWords.button.confirm));
    expect(html).toContain(id);
    expect(html).toContain(rania());
    // The other parties, above the booking's details, for the check before the button.
    expect(html).toContain(
      '<p class="quoted" dir="auto">Marker-Parties-9021: Wexbridge Trading Ltd\nOmar Khalil</p>',
    );
    expect(html.indexOf("Marker-Parties-9021")).toBeLessThan(html.indexOf("<dl>"));
    expect(html).not.toContain("Marker-4711");
    expect(html).not.toMatch(/<script|style=/);
    // Its stylesheet is the server's own, under a hashed name.
    const css = /<link rel="stylesheet" href="([^"]+)">/.exec(html)![1]!;
    expect((await fetch(`${server.url}${css}`)).status).toBe(200);

    expect(status()).toBe("requested");
    expect(queued()).not.toContain("booking.confirmed");
  });

  it("pressing Confirm confirms once, and mails the visitor an invitation whose start is the booked time", async () => {
    const response = await press(confirmUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(escapeHtml(pageWords.done.confirm));
    expect(status()).toBe("confirmed");

    const letter = await waitLetter(
      smtp.received,
      id,
      (l) => !isFirm(l) && l.subject === visitorSubject("confirmed", id),
      "the visitor's confirmation",
    );
    expect(letter.calendar).not.toBeNull();
    const [event] = events(letter.calendar!);
    expect(event).toMatchObject({
      method: "REQUEST",
      uid: `booking-${id}@www.nasserlaw.jo`,
      sequence: 0,
      start: Date.parse(slot),
      end: Date.parse(slot) + bookingSettings.slotMinutes * 60_000,
      status: "CONFIRMED",
    });
    expect(event!.location).toContain(firm.address.street.en);
    expect(event!.location).toContain("https://www.google.com/maps/");
    expect(event!.description).toMatch(/\/booking\/cancel\//);

    // The firm's calendar gets the same event.
    const firmCopy = await waitLetter(
      smtp.received,
      id,
      (l) => isFirm(l) && firmSubject("confirmed", id).test(l.subject),
      "the firm's invitation",
    );
    const [firmEvent] = events(firmCopy.calendar!);
    expect(firmEvent).toMatchObject({ method: "REQUEST", uid: event!.uid, start: event!.start });
    expect(firmEvent!.summary).toContain(typed.fullName);
    expect(firmEvent!.description).not.toContain("Marker-4711");
  });

  it("pressing Confirm again says it is already confirmed; Decline now changes nothing", async () => {
    const before = queued();
    const again = await press(confirmUrl);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(escapeHtml(pageWords.unchanged.confirm.confirmed));
    const decline = await press(declineUrl, { note: "Too late" });
    expect(decline.status).toBe(409);
    expect(await decline.text()).toContain(escapeHtml(pageWords.unchanged.decline.confirmed));
    expect(status()).toBe("confirmed");
    expect(server.store.bookings.get(id)?.note).toBe("");
    expect(queued()).toEqual(before);
  });

  it("the visitor cancels from the confirmation: the time is free, and both calendars get METHOD:CANCEL with a higher SEQUENCE", async () => {
    const confirmation = (await lettersAbout(smtp.received, id)).find(
      (l) => l.subject === visitorSubject("confirmed", id),
    )!;
    const cancelUrl = linkIn(confirmation, "cancel", server);
    const page = await fetch(cancelUrl);
    expect(page.status).toBe(200);
    const cancelHtml = await page.text();
    expect(cancelHtml).toContain(escapeHtml(pageWords.button.cancel));
    expect(cancelHtml).not.toContain("Marker-Parties-9021");
    expect(status()).toBe("confirmed");

    const response = await press(cancelUrl);
    expect(response.status).toBe(200);
    expect(status()).toBe("cancelled");
    const free = (await (await fetch(`${server.url}/api/slots?attorney=3`)).json()) as {
      slots: string[];
    };
    expect(free.slots).toContain(slot);

    for (const [who, match] of [
      ["visitor", (l: { subject: string }) => l.subject === visitorSubject("cancelled", id)],
      ["firm", (l: { subject: string }) => firmSubject("cancelled", id).test(l.subject)],
    ] as const) {
      const letter = await waitLetter(smtp.received, id, match, `the ${who}'s cancellation`);
      const [event] = events(letter.calendar!);
      expect(event).toMatchObject({
        method: "CANCEL",
        uid: `booking-${id}@www.nasserlaw.jo`,
        sequence: 1,
        start: Date.parse(slot),
        status: "CANCELLED",
      });
    }

    // And a cancelled consultation cannot be confirmed after all.
    const late = await press(confirmUrl);
    expect(late.status).toBe(409);
    expect(await late.text()).toContain(escapeHtml(pageWords.unchanged.confirm.cancelled));
    expect(status()).toBe("cancelled");
  });

  it("never repeats what the visitor typed in a mail to the visitor, and keeps each Message-ID distinct", async () => {
    const letters = await lettersAbout(smtp.received, id);
    const toVisitor = letters.filter((l) => !isFirm(l));
    expect(toVisitor.map((l) => l.subject)).toEqual(
      (["ack", "confirmed", "cancelled"] as const).map((mail) => visitorSubject(mail, id)),
    );
    for (const letter of toVisitor) {
      for (const text of [letter.text, letter.html, letter.calendar ?? "", letter.subject]) {
        expect(text).not.toContain(typed.fullName);
        expect(text).not.toContain("Marker-4711");
        expect(text).not.toContain("Marker-Parties-9021");
        expect(text).not.toContain("555 0199");
      }
    }
    expect(new Set(letters.map((l) => l.messageId)).size).toBe(letters.length);
  });
});
