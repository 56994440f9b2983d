// @vitest-environment node
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bookableAttorneyIds } from "../../app/content/firm";
import { fill } from "../../app/content/schema/template";
import { bookingLink } from "../bookings/links";
import { bookingSecret } from "../bookings/secret";
import { EditorAccounts } from "../editor/accounts";
import { loginCopy } from "../editor/login-page";
import { escapeHtml } from "../mail";
import { mailKinds } from "../mail-kinds";
import { mailContent } from "../../app/content/mails.server";
import { siteComposers } from "../site-mails";
import { bookFirstFree, testMailContext } from "../test/booking-mail";
import { deskSite, staff, staffPassword } from "../test/desk-site";
import { form, repo } from "../test/editor-site";
import { escapePattern, startServer, tempDir } from "../test/helpers";
import { firmBookingCopy } from "../bookings/mails/firm-copy";
import { deskCopy, deskTime } from "./page";

/**
 * The firm's desk (issue 35) on the real server, its accounts from DATA_DIR/editors.json as in
 * production: who may open it, and the consultations' lifecycle driven from it.
 */
describe("the desk", () => {
  const site = deskSite(["rana", "lina", "omar"]);
  const { signIn, get } = site;
  const act = (id: string, cookie: string, fields: Record<string, string>, lang = "") =>
    site.server.app.inject({
      method: "POST",
      url: `${lang}/desk/consultations/${id}`,
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });
  const visitorMails = (id: string, kind: string) =>
    site.server.store.outbox.forRecord(id).filter((mail) => mail.kind === kind).length;

  it("sends an account that only works at the desk there, and refuses it the editor", async () => {
    const rana = await signIn("rana");
    expect(rana.home).toBe("/desk");
    expect((await get("/keystatic", rana.cookie)).statusCode).toBe(403);
    const omar = await signIn("omar");
    expect(omar.home).toBe("/keystatic");
    const desk = await get("/desk", omar.cookie);
    expect(desk.statusCode).toBe(200);
    expect(desk.body).toContain('href="/keystatic"');
    expect((await get("/desk", rana.cookie)).body).not.toContain('href="/keystatic"');
  });

  it("refuses an editor-only account every desk page and action, and asks a stranger to sign in", async () => {
    const { id } = await bookFirstFree(site.server);
    const lina = await signIn("lina");
    for (const url of [
      "/desk",
      "/ar/desk",
      "/desk/audit",
      "/desk/conflicts?q=Ada",
      `/desk/consultations/${id}`,
      `/ar/desk/consultations/${id}`,
    ]) {
      const answer = await get(url, lina.cookie);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.body).not.toContain(id);
    }
    expect((await act(id, lina.cookie, { action: "confirm", csrf: lina.csrf })).statusCode).toBe(
      403,
    );
    expect(site.server.store.bookings.get(id)?.status).toBe("requested");
    const stranger = await site.server.app.inject({ url: "/desk" });
    expect(stranger.statusCode).toBe(303);
    expect(stranger.headers.location).toBe("/editor/login?lang=en&next=%2Fdesk");
  });

  it("signs in in the page's language and opens the page asked for; signs out in it too", async () => {
    const { id } = await bookFirstFree(site.server);
    const asked = `/ar/desk/consultations/${id}`;
    const first = await site.server.app.inject({ url: asked });
    expect(first.headers.location).toBe(`/editor/login?lang=ar&next=${encodeURIComponent(asked)}`);
    const login = await site.server.app.inject({ url: String(first.headers.location) });
    expect(login.body).toContain('<html lang="ar" dir="rtl">');
    expect(login.body).toContain(`name="next" value="${asked}"`);
    const signIn = (next: string) =>
      site.server.app.inject(
        form({ email: staff.rana.email, password: staffPassword, lang: "ar", next }),
      );
    const signed = await signIn(asked);
    expect(signed.headers.location).toBe(asked);
    // Nowhere but the desk's or the editor's pages: a link cannot send a signed-in person away.
    for (const elsewhere of ["https://evil.example/desk", "//evil.example", "/desk/../x"])
      expect((await signIn(elsewhere)).headers.location, elsewhere).toBe("/ar/desk");
    const cookie = String(signed.headers["set-cookie"]).split(";")[0]!;
    const page = await site.get(asked, cookie);
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const out = await site.server.app.inject({
      ...form({ csrf, lang: "ar" }),
      url: "/editor/logout",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(out.headers.location).toBe("/editor/login?out=1&lang=ar");
    // A press after the session ended: nothing is done, the sign-in says so and leads back.
    const late = await act(id, cookie, { action: "confirm", csrf }, "/ar");
    const back = `/editor/login?lang=ar&next=${encodeURIComponent(asked)}&ended=1`;
    expect(late.headers.location).toBe(back);
    expect(site.server.store.bookings.get(id)?.status).toBe("requested");
    const told = await site.server.app.inject({ url: back });
    expect(told.body).toContain(escapeHtml(loginCopy.ar.ended));
    expect(told.body).toContain(`name="next" value="${asked}"`);
  });

  it("lists a waiting request with the time left on its hold, and opens it with the other parties first", async () => {
    const parties = "Marker-Parties-5521: Wexbridge Trading Ltd";
    const { id } = await bookFirstFree(site.server, {
      otherParties: parties,
      fullName: "Zaid Marker",
      timeZone: "America/New_York",
    });
    const rana = await signIn("rana");
    const list = await get("/desk?view=waiting", rana.cookie);
    expect(list.body).toContain(`/desk/consultations/${id}`);
    // The column's label is the firm's words; "in 3 hours" is Intl's, from the code.
    const holdLabel = escapePattern(escapeHtml(deskCopy.en.columns.timeLeft));
    expect(list.body).toMatch(new RegExp(`${holdLabel}: in \\d+ (minutes|hours|days)`));
    // And the moment the hold ends, as every time at the desk: in Amman time, and saying so.
    const holdEnds = deskTime(site.server.store.bookings.get(id)!.holdUntil, "en");
    expect(list.body).toContain(escapeHtml(holdEnds));
    // Above the consultations, what else waits: the new inquiries, each booking's among them.
    const news = site.server.store.db
      .prepare<[], { n: number }>(
        `SELECT count(*) AS n FROM inquiries WHERE answered_at IS NULL AND spam = 0`,
      )
      .get()!.n;
    expect(list.body).toContain(
      `<a href="/desk/inquiries?status=new">${escapeHtml(fill(deskCopy.en.summary.inquiries, { count: news }))}</a>`,
    );
    const page = await get(`/ar/desk/consultations/${id}`, rana.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('dir="rtl"');
    // A visitor in New York: the time on their clock too, to call them by.
    expect(page.body).toContain(`<dt>${escapeHtml(firmBookingCopy.ar.booking.visitorTime)}</dt>`);
    // The conflict check before the request's details, its contact and its message.
    expect(page.body.indexOf(parties)).toBeGreaterThan(0);
    expect(page.body.indexOf(parties)).toBeLessThan(page.body.indexOf("<dl>"));
    expect(page.body).toContain('name="outcome" value="cannot-act"');
    // Once confirmed, the parties stay in view without the call to check them before confirming.
    await act(id, rana.cookie, { action: "confirm", csrf: rana.csrf });
    const answered = (await get(`/desk/consultations/${id}`, rana.cookie)).body;
    expect(answered).toContain(escapeHtml(deskCopy.en.detail.otherParties));
    expect(answered).toContain(parties);
    expect(answered).not.toContain(escapeHtml(firmBookingCopy.en.booking.otherParties));
  });

  it("confirms exactly once when the desk and the mail link are pressed together 20 times", async () => {
    const { id } = await bookFirstFree(site.server);
    const rana = await signIn("rana");
    const link = bookingLink(
      site.server.url,
      bookingSecret({ bookingSecret: null, dataDir: site.dir.path }),
      "confirm",
      id,
    );
    const presses = Array.from({ length: 20 }, (_, i) =>
      i % 2
        ? act(id, rana.cookie, { action: "confirm", csrf: rana.csrf })
        : fetch(link, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: "",
          }),
    );
    await Promise.all(presses);
    expect(site.server.store.bookings.get(id)?.status).toBe("confirmed");
    expect(visitorMails(id, mailKinds.confirmed)).toBe(1);
  });

  it("declines as 'we cannot act': the visitor's mail is that one, and the audit log names who did it", async () => {
    const { id } = await bookFirstFree(site.server);
    const rana = await signIn("rana");
    const answer = await act(id, rana.cookie, {
      action: "decline",
      outcome: "cannot-act",
      note: "conflict",
      csrf: rana.csrf,
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/desk/consultations/${id}?done=decline`);
    expect(site.server.store.bookings.get(id)).toMatchObject({
      status: "declined",
      declinedAs: "cannot-act",
    });
    const declined = site.server.store.outbox
      .forRecord(id)
      .filter((m) => m.kind === mailKinds.declined);
    expect(declined.map((mail) => mail.params.outcome)).toEqual(["cannot-act"]);
    // A colleague reads how it was declined and the note, on its page and in the Declined list.
    const page = await get(`/ar/desk/consultations/${id}`, rana.cookie);
    expect(page.body).toContain(escapeHtml(deskCopy.ar.detail.declinedAs["cannot-act"]));
    expect(page.body).toContain(`<dt>${escapeHtml(deskCopy.ar.detail.note)}</dt>`);
    expect(page.body).toContain(">conflict</span>");
    // And the inquiry it came with, to mark answered or assign.
    expect(page.body).toContain(`<a href="/ar/desk/inquiries/${id}">`);
    const list = await get("/desk?view=declined", rana.cookie);
    expect(list.body).toContain(escapeHtml(deskCopy.en.detail.declinedAs["cannot-act"]));
    const again = await act(id, rana.cookie, { action: "confirm", csrf: rana.csrf });
    expect(again.headers.location).toBe(`/desk/consultations/${id}?refused=status`);
    const audit = await get("/desk/audit", rana.cookie);
    // The log's words are the firm's (content/mails/desk.json): read, never copied.
    const actions = deskCopy.en.audit.actions;
    expect(audit.body).toContain(escapeHtml(actions["decline:cannot-act"]));
    expect(audit.body).toContain("Rana Haddad &#60;rana@nasserlaw.jo&#62;");
    expect(audit.body).toContain(escapeHtml(actions["signed-in"]));
    // Only the press that changed something is a line.
    const lines = site.server.store.audit.page(1000, 0).lines.filter((line) => line.record === id);
    expect(lines.map((line) => line.action)).toEqual(["decline:cannot-act"]);
  });

  it("cancels at the client's request or the firm's, and the mails and the log say whose; a press that says neither is refused", async () => {
    const rana = await signIn("rana");
    const composed = (id: string, kind: string) =>
      siteComposers(site.server.store, testMailContext())[kind]!(
        site.server.store.outbox.forRecord(id).find((mail) => mail.kind === kind)!,
      )!;
    const { id: called } = await bookFirstFree(site.server, { language: "ar" });
    const unsaid = await act(called, rana.cookie, { action: "cancel", csrf: rana.csrf });
    expect(unsaid.statusCode).toBe(400);
    expect(site.server.store.bookings.get(called)?.status).toBe("requested");
    // The page asks, in the guard that opens first.
    const page = (await get(`/ar/desk/consultations/${called}`, rana.cookie)).body;
    expect(page).toContain(escapeHtml(deskCopy.ar.actions.cancelWho.client));
    await act(called, rana.cookie, { action: "cancel", by: "client", csrf: rana.csrf });
    expect(site.server.store.bookings.get(called)?.status).toBe("cancelled");
    // The client called to cancel: "as you asked", never the firm's regret.
    const visitor = mailContent.visitor.cancelled;
    const theirs = composed(called, mailKinds.cancelled);
    expect(theirs.text).toContain(visitor.intro.ar);
    expect(theirs.text).not.toContain(visitor.introByFirm.ar);
    const firmWords = mailContent.firm.consultations;
    // The firm's copy says it was done at the desk, at the visitor's request: not from their link.
    const firmCopy = composed(called, mailKinds.cancelledFirm).text;
    expect(firmCopy).toContain(firmWords.cancelled.introDesk.en);
    expect(firmCopy).not.toContain(firmWords.cancelled.intro.en);

    const { id: ours } = await bookFirstFree(site.server);
    await act(ours, rana.cookie, { action: "cancel", by: "firm", csrf: rana.csrf });
    expect(composed(ours, mailKinds.cancelled).text).toContain(visitor.introByFirm.en);
    expect(composed(ours, mailKinds.cancelledFirm).text).toContain(
      firmWords.cancelledByFirm.intro.en,
    );
    const lines = site.server.store.audit.page(1000, 0).lines;
    const whose = (id: string) => lines.filter((line) => line.record === id).map((l) => l.action);
    expect([whose(called), whose(ours)]).toEqual([["cancel:client"], ["cancel"]]);
    // Each reads as what it was, on the consultation's page and in the log.
    const history = (await get(`/desk/consultations/${called}`, rana.cookie)).body;
    expect(history).toContain(escapeHtml(deskCopy.en.audit.actions["cancel:client"]));
  });

  it("changes nothing when the page pressed showed another time than the consultation's now", async () => {
    const { id } = await bookFirstFree(site.server);
    const rana = await signIn("rana");
    const page = (await get(`/ar/desk/consultations/${id}`, rana.cookie)).body;
    const { start } = site.server.store.bookings.get(id)!;
    expect(page).toContain(`name="shown" value="${start}"`);
    // The Arabic desk says the decline's note goes to this visitor in English, to write it so.
    const english = deskCopy.ar.inquiries.formEnglish;
    expect(page).toContain(escapeHtml(fill(deskCopy.ar.mailedIn, { language: english })));
    // A page opened before a move (by the visitor, or another member of staff) shows the old time.
    const pressed = await act(
      id,
      rana.cookie,
      { action: "confirm", csrf: rana.csrf, shown: String(start - 3_600_000) },
      "/ar",
    );
    expect(pressed.headers.location).toBe(`/ar/desk/consultations/${id}?refused=moved`);
    expect((await get(pressed.headers.location!, rana.cookie)).body).toContain(
      escapeHtml(deskCopy.ar.refused.moved),
    );
    expect(site.server.store.bookings.get(id)?.status).toBe("requested");
    const current = { action: "confirm", csrf: rana.csrf, shown: String(start) };
    await act(id, rana.cookie, current);
    expect(site.server.store.bookings.get(id)?.status).toBe("confirmed");
    // Its page says who confirmed it at the desk, and when, from the audit log.
    const after = (await get(`/desk/consultations/${id}`, rana.cookie)).body;
    expect(after).toContain(escapeHtml(deskCopy.en.detail.history));
    expect(after).toMatch(
      new RegExp(
        `<li>[^<]* · ${escapePattern(escapeHtml(deskCopy.en.audit.actions.confirm))} · <span class="ltr" dir="ltr">Rana Haddad &#60;rana@nasserlaw.jo&#62;</span></li>`,
      ),
    );
  });

  it("answers an address that names nothing with a page in its language, not a reason in code", async () => {
    const { cookie } = await signIn("rana");
    for (const [url, lang, list] of [
      ["/ar/desk/requests/bad-id", "ar", "/ar/desk/requests"],
      ["/desk/requests/AAAAAAAAAAAA", "en", "/desk/requests"],
      ["/ar/desk/inquiries/AAAAAAAAAAAA", "ar", "/ar/desk/inquiries"],
    ] as const) {
      const answer = await get(url, cookie);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers["content-type"], url).toContain("text/html");
      expect(answer.body, url).toContain(escapeHtml(deskCopy[lang].missing.title));
      expect(answer.body, url).toContain(`href="${list}"`);
    }
  });

  it("lists one attorney's consultations when asked, in every view and across languages", async () => {
    const [first, second] = bookableAttorneyIds;
    const mine = await bookFirstFree(site.server, { fullName: "Marker-Attorney-First" }, first);
    const theirs = await bookFirstFree(site.server, { fullName: "Marker-Attorney-Second" }, second);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    const rana = await signIn("rana");
    const everyone = (await get("/desk", rana.cookie)).body;
    expect(everyone).toContain("Marker-Attorney-First");
    expect(everyone).toContain("Marker-Attorney-Second");

    const one = (await get(`/desk?view=waiting&attorney=${first}`, rana.cookie)).body;
    expect(one).toContain("Marker-Attorney-First");
    expect(one).not.toContain("Marker-Attorney-Second");
    expect(one).toMatch(new RegExp(`<option value="${first}" selected>`));
    // The views, the other language and the pages keep the choice.
    expect(one).toContain(`href="${escapeHtml(`/desk?view=agenda&attorney=${first}`)}"`);
    expect(one).toContain(`href="${escapeHtml(`/ar/desk?view=waiting&attorney=${first}`)}"`);
    const count = (page: string) =>
      Number(/aria-current="page">[^<]*<span class="count">\((\d+)\)/.exec(page)?.[1]);
    expect(count(one)).toBeLessThan(count(everyone));

    // An attorney the firm does not have is a page that cannot be read, not an empty list.
    expect((await get("/desk?attorney=mallory", rana.cookie)).statusCode).toBe(400);
  });

  it("refuses a press without the session's token, and changes nothing", async () => {
    const { id } = await bookFirstFree(site.server);
    const rana = await signIn("rana");
    expect((await act(id, rana.cookie, { action: "confirm", csrf: "guess" })).statusCode).toBe(403);
    // A page opened before the last sign-in: the staff read why in its language, and the way back.
    const stale = await act(id, rana.cookie, { action: "cancel", csrf: "old" }, "/ar");
    expect(stale.statusCode).toBe(403);
    expect(stale.headers["content-type"]).toMatch(/^text\/html/);
    expect(stale.body).toContain('<html lang="ar" dir="rtl">');
    expect(stale.body).toContain(escapeHtml(deskCopy.ar.stale.body));
    expect(stale.body).toContain(`<a href="/ar/desk/consultations/${id}">`);
    expect((await act(id, rana.cookie, { action: "erase", csrf: rana.csrf })).statusCode).toBe(400);
    // A note pasted far past its box's limit: the desk's page in its language, not the server's JSON.
    const long = await act(id, rana.cookie, { action: "decline", note: "ج".repeat(20_000) }, "/ar");
    expect(long.statusCode).toBe(400);
    expect(long.headers["content-type"]).toMatch(/^text\/html/);
    expect(long.body).toContain(escapeHtml(deskCopy.ar.invalid.body));
    expect(site.server.store.bookings.get(id)?.status).toBe("requested");
  });

  it("shows the audit log of one staff member, or of one action, and keeps the choice on every page and in the other language", async () => {
    const rana = await signIn("rana");
    const omar = await signIn("omar");
    const { id } = await bookFirstFree(site.server);
    expect((await act(id, omar.cookie, { action: "confirm", csrf: omar.csrf })).statusCode).toBe(
      303,
    );
    const actor = `${staff.omar.name} <${staff.omar.email}>`;
    const lines = (query: string, lang = "") =>
      get(`${lang}/desk/audit?${query}`, rana.cookie).then((page) => {
        expect(page.statusCode, query).toBe(200);
        return [...page.body.matchAll(/<li><dl>(.*?)<\/dl><\/li>/g)].map((m) => m[1]!);
      });
    const omars = await lines(new URLSearchParams({ actor }).toString());
    expect(omars.length).toBeGreaterThan(1);
    for (const line of omars) expect(line).toContain(escapeHtml(actor));
    const confirms = await lines("action=confirm", "/ar");
    expect(confirms.length).toBeGreaterThan(0);
    for (const line of confirms)
      expect(line).toContain(escapeHtml(deskCopy.ar.audit.actions.confirm));
    expect(confirms.join("")).toContain(id);
    // Both at once: Rana declined one as "we cannot act" above, Omar none.
    const both = new URLSearchParams({ actor, action: "decline:cannot-act" });
    const page = await get(`/desk/audit?${both}`, rana.cookie);
    expect(page.body).toContain(escapeHtml(deskCopy.en.empty));
    // The choice is selected, and the other language keeps it.
    expect(page.body).toContain('<option value="decline:cannot-act" selected>');
    expect(page.body).toContain(`href="${escapeHtml(`/ar/desk/audit?${both}`)}"`);
    // An action the log does not know is an unreadable address, not an empty page.
    expect((await get("/desk/audit?action=drop-table", rana.cookie)).statusCode).toBe(400);
  });

  it("keeps the audit log append-only: a line can be neither changed nor deleted", () => {
    const db = site.server.store.db;
    expect(() => db.prepare(`UPDATE audit_log SET actor = 'someone else'`).run()).toThrow(
      /append-only/,
    );
    expect(() => db.prepare(`DELETE FROM audit_log`).run()).toThrow(/two years/);
  });
});

describe("a site without a desk account", () => {
  it("has no desk route", async () => {
    const dir = tempDir();
    await new EditorAccounts(dir.path).add(staff.lina.name, staff.lina.email, staffPassword);
    const server = await startServer({ dataDir: dir.path }, { buildDir: join(repo, "build") });
    try {
      for (const url of ["/desk", "/ar/desk", "/desk/audit", "/desk/conflicts"])
        expect((await server.app.inject({ url })).statusCode, url).toBe(404);
    } finally {
      await server.close();
      dir.remove();
    }
  });
});
