// @vitest-environment node
import { describe, expect, it } from "vitest";
import { mailContent } from "../../app/content/mails.server";
import { fill } from "../../app/content/schema/template";
import { formatMailTime } from "../bookings";
import { maxReschedules, movesLeft } from "../bookings/store";
import { bookingMailKinds, rescheduleKey } from "../mail-kinds";
import { escapeHtml } from "../mail";
import { siteComposers } from "../site-mails";
import { bookFirstFree, testMailContext } from "../test/booking-mail";
import { deskSite } from "../test/desk-site";
import { freeTimes } from "../test/moves";
import { deskCopy } from "./page";

/**
 * The desk moves a consultation on the client's behalf (issue 35) on the real server: the free
 * times its picker offers are the visitor's, the move is the lifecycle's reschedule (the client's
 * "moved" mail in their language, the firm's, the old time freed), and what it refuses.
 */
describe("moving a consultation from the desk", () => {
  const site = deskSite(["rana", "lina"]);
  const { signIn, get, post } = site;
  const moveUrl = (id: string, lang = "") => `${lang}/desk/consultations/${id}/move`;
  /** The times a move page offers, as its radio buttons carry them. */
  const offered = (html: string) =>
    [...html.matchAll(/type="radio" id="start-\d+" name="start" value="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
  const composers = () => siteComposers(site.server.store, testMailContext());
  /** The subject of the client's "moved" mail as the outbox will send it. */
  const movedSubject = (id: string) => {
    const mails = site.server.store.outbox
      .forRecord(id)
      .filter((m) => m.kind === bookingMailKinds.moved);
    expect(mails).toHaveLength(1);
    return composers()[bookingMailKinds.moved]!(mails[0]!)?.subject;
  };

  it("moves a confirmed consultation to a time its attorney's picker offers, mailing the client in Arabic", async () => {
    const { id, slot } = await bookFirstFree(site.server, {
      language: "ar",
      email: "huda@example.com",
    });
    const rana = await signIn("rana");
    const confirm = { action: "confirm", csrf: rana.csrf };
    await post(`/desk/consultations/${id}`, rana.cookie, confirm);
    const attorney = site.server.store.bookings.get(id)!.attorney;
    const detail = await get(`/ar/desk/consultations/${id}`, rana.cookie);
    expect(detail.body).toContain(`href="/ar/desk/consultations/${id}/move"`);

    const page = await get(moveUrl(id, "/ar"), rana.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain("<fieldset");
    expect(page.body).toContain("<legend>");
    // The same times the visitor's picker offers for that attorney, a week at a time.
    const times = offered(page.body);
    const visitor = await freeTimes(site.server, attorney);
    expect(times.length).toBeGreaterThan(0);
    expect(times.length).toBeLessThanOrEqual(7 * 24);
    expect(visitor.slice(0, times.length)).toEqual(times);
    const chosen = times.at(-1)!;

    const moved = await post(moveUrl(id, "/ar"), rana.cookie, {
      csrf: rana.csrf,
      start: chosen,
      by: "client",
    });
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe(`/ar/desk/consultations/${id}/move?done=move`);
    const booking = site.server.store.bookings.get(id)!;
    expect(booking.start).toBe(Date.parse(chosen));
    // The lifecycle's move: the new time awaits the firm's confirmation, as after the client's.
    expect(booking.status).toBe("requested");
    expect(movedSubject(id)).toBe(fill(mailContent.visitor.moved.subject.ar, { ref: id }));
    const firmMails = site.server.store.outbox.forRecord(id).map((m) => m.kind);
    expect(firmMails).toContain(bookingMailKinds.movedFirm);
    // The firm's copy says it was moved at the desk at the client's request, not from their link.
    const firmMail = site.server.store.outbox
      .forRecord(id)
      .find((m) => m.kind === bookingMailKinds.movedFirm)!;
    const moves = mailContent.firm.consultations.moved;
    const firmText = composers()[bookingMailKinds.movedFirm]!(firmMail)!.text;
    expect(firmText).toContain(moves.introDesk.en.split("{{")[0]!);
    expect(firmText).not.toContain(moves.intro.en.split("{{")[0]!);

    const after = await freeTimes(site.server, attorney);
    expect(after).toContain(slot);
    expect(after).not.toContain(chosen);
    const done = await get(`${moveUrl(id, "/ar")}?done=move`, rana.cookie);
    expect(done.body).toContain(mailContent.desk.move.done.ar);
    const lines = site.server.store.audit.page(1000, 0).lines.filter((line) => line.record === id);
    expect(lines.map((line) => [line.action, line.actor])).toContainEqual([
      "move",
      "Rana Haddad <rana@nasserlaw.jo>",
    ]);
    // Its page's history says from which time to which, in Amman time and the page's language.
    const history = (await get(`/ar/desk/consultations/${id}`, rana.cookie)).body;
    const [from, to] = [
      formatMailTime(Date.parse(slot), "ar"),
      formatMailTime(Date.parse(chosen), "ar"),
    ];
    expect(history).toContain(escapeHtml(fill(deskCopy.ar.audit.moved, { from, to })));
  });

  it("moves a pending request, and refuses a time taken meanwhile with the reason in the page's language", async () => {
    const first = await bookFirstFree(site.server, { email: "omar@example.com" });
    const attorney = site.server.store.bookings.get(first.id)!.attorney;
    const { id, slot } = await bookFirstFree(site.server, { email: "sami@example.com" }, attorney);
    const rana = await signIn("rana");

    const taken = await post(moveUrl(id), rana.cookie, {
      csrf: rana.csrf,
      by: "client",
      start: first.slot,
      from: "2026-12-01",
    });
    expect(taken.statusCode).toBe(303);
    expect(taken.headers.location).toBe(
      `/desk/consultations/${id}/move?refused=taken&from=2026-12-01`,
    );
    expect(site.server.store.bookings.get(id)).toMatchObject({
      start: Date.parse(slot),
      reschedules: 0,
    });
    expect(
      site.server.store.outbox.forRecord(id).some((m) => m.kind === bookingMailKinds.moved),
    ).toBe(false);
    for (const lang of ["en", "ar"] as const) {
      const page = await get(
        `${moveUrl(id, lang === "ar" ? "/ar" : "")}?refused=taken`,
        rana.cookie,
      );
      expect(page.body).toContain(mailContent.desk.move.refused.taken[lang]);
      expect(offered(page.body).length).toBeGreaterThan(0);
    }

    const chosen = offered((await get(moveUrl(id), rana.cookie)).body)[0]!;
    const moved = await post(moveUrl(id), rana.cookie, {
      csrf: rana.csrf,
      start: chosen,
      by: "client",
    });
    expect(moved.headers.location).toBe(`/desk/consultations/${id}/move?done=move`);
    expect(site.server.store.bookings.get(id)).toMatchObject({
      start: Date.parse(chosen),
      status: "requested",
      reschedules: 1,
    });
    expect(movedSubject(id)).toBe(fill(mailContent.visitor.moved.subject.en, { ref: id }));
    expect(await freeTimes(site.server, attorney)).toContain(slot);
  });

  it("moves a consultation at the firm's own initiative: confirmed at once, mailed with apologies, not one of the client's moves", async () => {
    const { id } = await bookFirstFree(site.server, { language: "ar", email: "lama@example.com" });
    const rana = await signIn("rana");
    await post(`/desk/consultations/${id}`, rana.cookie, { action: "confirm", csrf: rana.csrf });
    const page = (await get(moveUrl(id, "/ar"), rana.cookie)).body;
    expect(page).toContain(escapeHtml(deskCopy.ar.move.who.firm));
    const chosen = offered(page).at(-1)!;
    // Who asked must be said: a press without it does nothing.
    const unsaid = await post(moveUrl(id), rana.cookie, { csrf: rana.csrf, start: chosen });
    expect(unsaid.statusCode).toBe(400);
    const moved = await post(moveUrl(id, "/ar"), rana.cookie, {
      csrf: rana.csrf,
      start: chosen,
      by: "firm",
    });
    expect(moved.headers.location).toBe(`/ar/desk/consultations/${id}/move?done=firm`);
    const booking = site.server.store.bookings.get(id)!;
    expect(booking).toMatchObject({ start: Date.parse(chosen), status: "confirmed" });
    expect(movesLeft(booking)).toBe(maxReschedules);
    const queued = site.server.store.outbox.forRecord(id);
    const kinds = queued.map((m) => m.kind);
    expect(kinds).toContain(bookingMailKinds.movedByFirmFirm);
    expect(kinds).not.toContain(bookingMailKinds.moved);
    const mail = composers()[bookingMailKinds.movedByFirm]!(
      queued.find((m) => m.kind === bookingMailKinds.movedByFirm)!,
    )!;
    expect(mail.subject).toBe(fill(mailContent.visitor.movedByFirm.subject.ar, { ref: id }));
    // Never "at your request": the firm's apology, and the invitation for the confirmed time.
    expect(mail.text).toContain(mailContent.visitor.movedByFirm.intro.ar);
    expect(mail.text).not.toContain(mailContent.visitor.moved.intro.ar);
    expect(mail.icalEvent?.content).toContain("STATUS:CONFIRMED");
    // Another time: online while the client has moves left, else by reply; never both ways.
    const moveLink = `/booking/move/${id}`;
    const reply = mailContent.visitor.movedByFirm.replyForAnother.ar;
    expect(mail.text).toContain(moveLink);
    expect(mail.text).not.toContain(reply);
    // The same mail for a consultation whose client has used every move of theirs.
    site.server.store.db
      .prepare(`UPDATE bookings SET reschedules = firm_moves + ? WHERE inquiry_id = ?`)
      .run(maxReschedules, id);
    const used = site.server.store.bookings.get(id)!;
    expect(movesLeft(used)).toBe(0);
    const lastMoveUsed = composers()[bookingMailKinds.movedByFirm]!({
      ...queued.find((m) => m.kind === bookingMailKinds.movedByFirm)!,
      dedupe: rescheduleKey(used.reschedules),
    })!;
    expect(lastMoveUsed.text).toContain(reply);
    expect(lastMoveUsed.text).not.toContain(moveLink);
    const lines = site.server.store.audit.page(1000, 0).lines.filter((line) => line.record === id);
    expect(lines.map((line) => line.action)).toContain("move:firm");
    expect((await get(moved.headers.location!, rana.cookie)).body).toContain(
      escapeHtml(deskCopy.ar.move.doneByFirm),
    );
  });

  it("refuses an editor-only account, a press without the session's token and a malformed time", async () => {
    const { id, slot } = await bookFirstFree(site.server);
    const lina = await signIn("lina");
    expect((await get(moveUrl(id), lina.cookie)).statusCode).toBe(403);
    expect((await get(moveUrl(id, "/ar"), lina.cookie)).statusCode).toBe(403);
    const rana = await signIn("rana");
    const chosen = offered((await get(moveUrl(id), rana.cookie)).body)[0]!;
    const byEditor = await post(moveUrl(id), lina.cookie, { csrf: lina.csrf, start: chosen });
    expect(byEditor.statusCode).toBe(403);
    expect(
      (await post(moveUrl(id), rana.cookie, { csrf: "guess", start: chosen })).statusCode,
    ).toBe(403);
    for (const start of ["tomorrow at ten", "2026-13-01T10:00:00+03:00", ""]) {
      const answer = await post(moveUrl(id), rana.cookie, { csrf: rana.csrf, start });
      expect(answer.statusCode, start).toBe(400);
      expect(answer.body, start).toContain(escapeHtml(deskCopy.en.invalid.body));
    }
    expect((await get(`${moveUrl(id)}?from=2026-02-30`, rana.cookie)).statusCode).toBe(400);
    expect(site.server.store.bookings.get(id)).toMatchObject({
      start: Date.parse(slot),
      reschedules: 0,
    });
  });

  it("offers no move for a consultation that can no longer move", async () => {
    const { id } = await bookFirstFree(site.server);
    const rana = await signIn("rana");
    await post(`/desk/consultations/${id}`, rana.cookie, {
      action: "cancel",
      by: "firm",
      csrf: rana.csrf,
    });
    expect((await get(`/desk/consultations/${id}`, rana.cookie)).body).not.toContain("/move");
    const page = await get(moveUrl(id), rana.cookie);
    expect(page.statusCode).toBe(409);
    expect(offered(page.body)).toEqual([]);
    const chosen = (await freeTimes(site.server, site.server.store.bookings.get(id)!.attorney))[0]!;
    const answer = await post(moveUrl(id), rana.cookie, {
      csrf: rana.csrf,
      start: chosen,
      by: "client",
    });
    expect(answer.headers.location).toBe(`/desk/consultations/${id}/move?refused=status`);
  });
});
