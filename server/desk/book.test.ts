// @vitest-environment node
import { describe, expect, it } from "vitest";
import { mailContent } from "../../app/content/mails.server";
import { fill } from "../../app/content/schema/template";
import { acknowledgmentKind, firmMailKind } from "../mail-kinds";
import { escapeHtml } from "../mail";
import { siteComposers } from "../site-mails";
import { testMailContext } from "../test/booking-mail";
import { deskSite } from "../test/desk-site";
import { freeTimes } from "../test/moves";
import { deskCopy } from "./page";

/**
 * A consultation booked at the desk for someone who calls, on the real server: the lifecycle's
 * own request (held, never twice), mails that say it was booked by phone, the audit line, and a
 * form that keeps what was typed when something is wrong.
 */
describe("booking a consultation for a caller", () => {
  const site = deskSite(["rana", "lina"]);
  const { signIn, get, post } = site;
  const composers = () => siteComposers(site.server.store, testMailContext());
  /** The times the page offers, as its radio buttons carry them. */
  const offered = (html: string) =>
    [...html.matchAll(/type="radio" id="start-\d+" name="start" value="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
  const caller = {
    fullName: "هدى النصّار",
    phone: "0791234567",
    email: "huda.caller@example.com",
    language: "ar",
    meeting: "phone",
    message: "عقد إيجار لمستودع",
    otherParties: "شركة النور للتجارة",
    privacyAgreed: "yes",
  };

  it("books a free time, in the caller's language, mailed as a booking by phone, and waits for the firm's confirmation", async () => {
    const rana = await signIn("rana");
    const page = await get("/ar/desk/consultations/new?attorney=3", rana.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(escapeHtml(deskCopy.ar.book.title));
    const [start] = offered(page.body);
    expect(await freeTimes(site.server, "3")).toContain(start);

    const booked = await post("/ar/desk/consultations/new", rana.cookie, {
      ...caller,
      csrf: rana.csrf,
      attorney: "3",
      start: start!,
    });
    expect(booked.statusCode).toBe(303);
    const id = /consultations\/(\w{12})\?done=entered$/.exec(String(booked.headers.location))![1]!;
    expect(site.server.store.bookings.get(id)).toMatchObject({
      status: "requested",
      attorney: "3",
      start: Date.parse(start!),
      meeting: "phone",
    });
    expect(site.server.store.inquiries.get(id)).toMatchObject({
      source: "desk",
      language: "ar",
      email: caller.email,
    });
    // The time is held: the site no longer offers it.
    expect(await freeTimes(site.server, "3")).not.toContain(start);
    const done = await get(booked.headers.location!, rana.cookie);
    expect(done.body).toContain(escapeHtml(deskCopy.ar.done.entered));

    // The caller's acknowledgment says it was booked by phone, in Arabic; the firm's says where.
    const queued = site.server.store.outbox.forRecord(id);
    const ack = composers()[acknowledgmentKind]!(
      queued.find((m) => m.kind === acknowledgmentKind)!,
    )!;
    const visitor = mailContent.visitor;
    expect(ack.subject).toBe(fill(visitor.ack.desk.subject.ar, { ref: id }));
    expect(ack.text).toContain(visitor.ack.desk.intro.ar);
    expect(ack.text).toContain(visitor.notYouDesk.ar);
    expect(ack.text).not.toContain(visitor.ack.intro.ar);
    // The consent the privacy policy asks for in the first reply to a call, with its link.
    expect(ack.text).toContain(
      `${visitor.ack.desk.privacy.ar}\nhttps://www.nasserlaw.jo/ar/privacy`,
    );
    const firmMail = composers()[firmMailKind]!(queued.find((m) => m.kind === firmMailKind)!)!;
    expect(firmMail.text).toContain(mailContent.firm.inquiry.fromDesk.en);
    // Who booked it, in the audit log.
    const lines = site.server.store.audit.of(id);
    expect(lines).toMatchObject([{ action: "entered", actor: "Rana Haddad <rana@nasserlaw.jo>" }]);

    // The same time again, from a second call: refused, and nothing more is stored.
    const again = await post("/desk/consultations/new", rana.cookie, {
      ...caller,
      email: "someone.else@example.com",
      csrf: rana.csrf,
      attorney: "3",
      start: start!,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(escapeHtml(deskCopy.en.move.refused.taken));
    expect(again.body).toContain('value="someone.else@example.com"');
    expect(site.server.store.inquiries.byEmail("someone.else@example.com")).toHaveLength(0);
  });

  it("keeps what was typed and marks each wrong field, in the page's language, and books nothing", async () => {
    const rana = await signIn("rana");
    const [start] = offered((await get("/desk/consultations/new?attorney=3", rana.cookie)).body);
    const answer = await post("/desk/consultations/new", rana.cookie, {
      ...caller,
      email: "not an address",
      privacyAgreed: "",
      csrf: rana.csrf,
      attorney: "3",
      start: start!,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(escapeHtml(deskCopy.en.book.invalid));
    expect(answer.body).toMatch(/id="email"[^>]*value="not an address" aria-invalid="true"/);
    expect(answer.body).toMatch(/id="privacyAgreed"[^>]*aria-invalid="true"/);
    expect(answer.body).toContain(escapeHtml(caller.message));
    expect(answer.body).toContain(`value="${start}" required checked`);
    expect(site.server.store.inquiries.byEmail(caller.email)).toHaveLength(1);
  });

  it("refuses an editor-only account, a press without the session's token, and an attorney who takes no bookings", async () => {
    const lina = await signIn("lina");
    expect((await get("/desk/consultations/new", lina.cookie)).statusCode).toBe(403);
    const rana = await signIn("rana");
    const [start] = offered((await get("/desk/consultations/new?attorney=3", rana.cookie)).body);
    const fields = { ...caller, email: "token@example.com", attorney: "3", start: start! };
    expect(
      (await post("/desk/consultations/new", lina.cookie, { ...fields, csrf: lina.csrf }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post("/desk/consultations/new", rana.cookie, { ...fields, csrf: "guess" })).statusCode,
    ).toBe(403);
    expect((await get("/desk/consultations/new?attorney=99", rana.cookie)).statusCode).toBe(400);
    expect(site.server.store.inquiries.byEmail("token@example.com")).toHaveLength(0);
  });
});
