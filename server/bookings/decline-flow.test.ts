// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firm } from "../../app/content/firm";
import { mailContent, mailWords } from "../../app/content/mails.server";
import {
  escapePattern,
  postJson,
  startServer,
  startSmtp,
  tempDir,
  validInquiry,
  type TestServer,
} from "../test/helpers";
import {
  bookFirstFree,
  isFirm,
  lettersAbout,
  linkIn,
  press,
  typed,
  visitorSubject,
  waitLetter,
} from "../test/booking-mail";
import { escapeHtml } from "../mail";
import { firmBookingCopy } from "./mails/firm-copy";
import { clockPlace } from "./labels";

// The mails' words are the firm's to edit (content/mails/, content/firm.json; issue 36, point 4):
// the test reads them from there, and fills their placeholders itself.
const visitorWords = mailContent.visitor;
const { noOtherParties } = mailContent.firm.consultations.booking;
const pageErrors = mailContent.pages.errors;

const hour = 3_600_000;

describe("a consultation the firm declines, and the links that must not work", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const dir = tempDir();
  let clock = Date.now();
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({ dataDir: dir.path, smtpUrl: smtp.url }, { now: () => clock });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
    dir.remove();
  });

  const freeSlots = async (attorney: string) =>
    (
      (await (await fetch(`${server.url}/api/slots?attorney=${attorney}`)).json()) as {
        slots: string[];
      }
    ).slots;

  it("declining frees the time at once and tells the visitor, in Arabic, with the firm's note, inviting a reply for another time", async () => {
    const { id, slot } = await bookFirstFree(
      server,
      { language: "ar", meeting: "phone", timeZone: "Asia/Dubai" },
      "3",
    );
    expect(await freeSlots("3")).not.toContain(slot);

    const ack = await waitLetter(smtp.received, id, (l) => !isFirm(l), "the acknowledgment");
    expect(ack.subject).toBe(visitorSubject("ack", id, "ar"));
    expect(ack.html).toContain('dir="rtl"');
    // Amman's clock, and the visitor's own (Dubai is an hour ahead), with Western digits; a
    // time may fall on the half hour when the firm sets 30-minute consultations.
    const shown = ack.text.replace(/[\u2066-\u2069]/g, "");
    const time = String.raw`\d{1,2}:\d{2}\s[صم]`;
    expect(shown).toMatch(new RegExp(`${time} \\(${escapePattern(mailWords.ar.ammanTime)}\\)`));
    const dubai = escapePattern(clockPlace("Asia/Dubai", "ar"));
    const yours = escapePattern(visitorWords.yourTimeLabel.ar);
    expect(shown).toMatch(new RegExp(`${yours}: .+ ${time} \\(${dubai}\\)`));
    expect(ack.text).not.toMatch(/[٠-٩]/);
    // Someone given this address by mistake is asked to say so, so the request can be deleted.
    for (const part of visitorWords.notYou.ar.split("{{host}}")) expect(shown).toContain(part);

    // The firm's mail stays in FIRM_LANGUAGE (English) whatever the visitor's language.
    const firmMail = await waitLetter(smtp.received, id, isFirm, "the firm's mail");
    const firmWords = firmBookingCopy.en.booking;
    expect(firmMail.text).toContain(`${firmWords.meeting}: ${mailWords.en.firmMeetings.phone}`);
    // Both name the visitor's place, never the zone's identifier.
    const visitorTime = escapePattern(firmWords.visitorTime);
    const place = escapePattern(clockPlace("Asia/Dubai", "en"));
    expect(firmMail.text).toMatch(new RegExp(`${visitorTime}: .+ \\(${place}\\)`));
    expect(`${ack.text}${ack.html}${firmMail.text}${firmMail.html}`).not.toContain("Asia/Dubai");
    // No other party named: the firm is reminded to ask before it confirms.
    expect(firmMail.text).toContain(noOtherParties.en);
    const declineUrl = linkIn(firmMail, "decline", server);
    const page = await (await fetch(declineUrl)).text();
    expect(page).toContain('<textarea id="note" name="note" maxlength="500"');
    expect(page).toContain(escapeHtml(noOtherParties.en));

    const note = "We are in court that morning.\r\nAny afternoon that week suits us.";
    const tooLong = await press(declineUrl, { note: "x".repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(server.store.bookings.get(id)?.status).toBe("requested");

    const response = await press(declineUrl, { note });
    expect(response.status).toBe(200);
    expect(server.store.bookings.get(id)).toMatchObject({
      status: "declined",
      note: "We are in court that morning.\nAny afternoon that week suits us.",
    });
    expect(await freeSlots("3")).toContain(slot);

    const subject = visitorSubject("declined", id, "ar");
    const letter = await waitLetter(
      smtp.received,
      id,
      (l) => l.subject === subject,
      "the visitor's decline",
    );
    expect(letter.to).toBe("ada@example.com");
    expect(letter.text).toContain(visitorWords.declined.note.ar);
    expect(letter.text).toContain(
      "> We are in court that morning.\n> Any afternoon that week suits us.",
    );
    // They answer this mail for another time (replies go to the firm), not a new form.
    expect(letter.text).toContain(visitorWords.declined.next.ar);
    expect(letter.parsed.replyTo?.text).toContain(firm.email);
    expect(letter.text).not.toContain("/ar/contact#book");
    expect(letter.calendar).toBeNull();
    for (const visitorMail of (await lettersAbout(smtp.received, id)).filter((l) => !isFirm(l))) {
      expect(visitorMail.text).not.toContain(typed.fullName);
      expect(visitorMail.text).not.toContain("Marker-4711");
      expect(visitorMail.text).not.toContain("555 0199");
    }

    // Declining twice says so and changes nothing.
    const again = await press(declineUrl, { note: "Another note" });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("already declined");
    expect(server.store.bookings.get(id)?.note).toContain("We are in court");
  });

  it("refuses a tampered, a foreign, a swapped and a missing token with a clear page, changing nothing", async () => {
    const a = await bookFirstFree(server, {}, "2");
    const b = await bookFirstFree(server, { email: "other@example.com" }, "2");
    const mailA = await waitLetter(smtp.received, a.id, isFirm, "the firm's mail about A");
    const confirmA = linkIn(mailA, "confirm", server);
    const declineA = linkIn(mailA, "decline", server);
    const tokenA = new URL(confirmA).searchParams.get("t")!;
    const flipped = `${tokenA.slice(0, -1)}${tokenA.endsWith("A") ? "B" : "A"}`;
    const bad = [
      confirmA.replace(`t=${tokenA}`, `t=${flipped}`),
      // A's token on B's booking.
      confirmA.replace(a.id, b.id),
      // A's decline token on the confirm address.
      declineA.replace("/decline/", "/confirm/"),
      confirmA.replace(`?t=${tokenA}`, ""),
    ];
    for (const url of bad) {
      const shown = await fetch(url);
      expect(shown.status).toBe(403);
      expect(await shown.text()).toContain(escapeHtml(pageErrors.token.title.en));
      const pressed = await press(url);
      expect(pressed.status).toBe(403);
      expect(pressed.headers.get("x-robots-tag")).toBe("noindex");
    }
    expect(server.store.bookings.get(a.id)?.status).toBe("requested");
    expect(server.store.bookings.get(b.id)?.status).toBe("requested");
  });

  it("a link stops working once the consultation's time has passed", async () => {
    const { id, slot } = await bookFirstFree(server, {}, "3");
    const mail = await waitLetter(smtp.received, id, isFirm, "the firm's mail");
    const confirmUrl = linkIn(mail, "confirm", server);
    const real = clock;
    clock = Date.parse(slot) + hour;
    try {
      const shown = await fetch(confirmUrl);
      expect(shown.status).toBe(410);
      expect(await shown.text()).toContain(escapeHtml(pageErrors.expired.title.en));
      expect((await press(confirmUrl)).status).toBe(410);
    } finally {
      clock = real;
    }
    expect(server.store.bookings.get(id)?.status).toBe("requested");
    expect(server.store.outbox.forRecord(id).map((m) => m.kind)).not.toContain("booking.confirmed");
  });

  it("acknowledges at most 3 times a day to one address, and never a submission caught by the honeypot", async () => {
    const address = "Many@Example.com";
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await postJson(
        server.url,
        validInquiry({ email: i % 2 ? address : address.toLowerCase() }),
      );
      ids.push(((await response.json()) as { id: string }).id);
    }
    const spam = await postJson(
      server.url,
      validInquiry({ email: "bot@example.com", website: "x" }),
    );
    const spamId = ((await spam.json()) as { id: string }).id;
    const acks = () =>
      ids
        .flatMap((id) => server.store.outbox.forRecord(id))
        .filter((m) => m.kind === "inquiry.ack");
    expect(acks().map((m) => m.recordId)).toEqual(ids.slice(0, 3));
    expect(server.store.outbox.forRecord(spamId)).toEqual([]);

    // A day later the address may be acknowledged again.
    const real = clock;
    clock += 24 * hour + 60_000;
    try {
      const later = await postJson(server.url, validInquiry({ email: address }));
      ids.push(((await later.json()) as { id: string }).id);
    } finally {
      clock = real;
    }
    expect(acks()).toHaveLength(4);
  });
});
