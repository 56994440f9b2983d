// @vitest-environment node
import { describe, expect, it } from "vitest";
import { mailWords } from "../../app/content/mails.server";
import { fill } from "../../app/content/schema/template";
import { messages } from "../../app/i18n/messages";
import { escapeHtml, type MailContext } from "../mail";
import { bookingSecret } from "../bookings";
import { ammanDay, requestComposers, requestMailKinds } from "../privacy";
import { ask, prove } from "../privacy/requests";
import { formatMailTime } from "../bookings";
import { copyPath, longDay, requestCopy } from "../privacy/copy";
import { deskSite } from "../test/desk-site";
import { deskTime } from "./page";
import { escapePattern, postJson, validInquiry } from "../test/helpers";

/**
 * The desk's data requests (issue 35) on the real server: answered by the firm's staff in the
 * browser, each answer mailed to the person in their language, with a line in the audit log.
 */
describe("the desk's data requests", () => {
  const site = deskSite(["rana", "lina"]);
  const { signIn, get, post } = site;
  /** A request made by phone, entered by Rana; its reference. */
  async function entered(email: string, kind = "access", language = "ar") {
    const rana = await signIn("rana");
    const answer = await post("/desk/requests/new", rana.cookie, {
      csrf: rana.csrf,
      email,
      kind,
      language,
      source: "phone",
      received: ammanDay(Date.now()),
      details: "",
      identity: "yes",
    });
    expect(answer.statusCode).toBe(303);
    return { id: /requests\/(\w{12})/.exec(String(answer.headers.location))![1]!, rana };
  }
  const context: MailContext = {
    firmTo: "firm@example.test",
    siteUrl: "https://www.nasserlaw.jo",
    secret: "s".repeat(40),
    firmLanguage: "en",
    now: Date.now,
  };
  const answerMail = (id: string) => {
    const message = site.server.store.outbox
      .forRecord(id)
      .find((m) => m.kind === requestMailKinds.answer)!;
    return {
      message,
      mail: requestComposers(site.server.store, context)[requestMailKinds.answer]!(message)!,
    };
  };

  it("refuses an editor-only account every page and action of the requests", async () => {
    const { id } = await entered("someone@example.test");
    const lina = await signIn("lina");
    for (const url of [
      "/desk/requests",
      "/ar/desk/requests",
      `/desk/requests/${id}`,
      "/desk/requests/new",
    ])
      expect((await get(url, lina.cookie)).statusCode, url).toBe(403);
    expect(
      (await post(`/desk/requests/${id}`, lina.cookie, { csrf: lina.csrf, answer: "copy" }))
        .statusCode,
    ).toBe(403);
    expect(site.server.store.requests.get(id)!.answeredAt).toBeNull();
  });

  it("enters a request made by phone, keeps what was typed when a field is wrong, and lists it by deadline", async () => {
    const rana = await signIn("rana");
    const wrong = await post("/ar/desk/requests/new", rana.cookie, {
      csrf: rana.csrf,
      email: "mona@example.test",
      kind: "erasure",
      language: "ar",
      source: "letter",
      received: ammanDay(Date.now()),
      details: "رسالة مؤرخة في 20 تشرين الثاني",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(
      'id="identity" name="identity" value="yes" required aria-invalid="true"',
    );
    expect(wrong.body).toContain("رسالة مؤرخة في 20 تشرين الثاني</textarea>");
    expect(wrong.body).toContain('<option value="erasure" selected>');
    // Nothing is chosen for the staff: a hurried entry cannot pass as an access request in Arabic.
    const blank = (await get("/desk/requests/new", rana.cookie)).body;
    for (const list of ["kind", "language", "source"])
      expect(blank, list).toContain(
        `<select id="${list}" name="${list}" required><option value="" selected>`,
      );
    const unchosen = await post("/desk/requests/new", rana.cookie, {
      csrf: rana.csrf,
      email: "mona@example.test",
      kind: "",
      language: "ar",
      source: "phone",
      received: ammanDay(Date.now()),
      identity: "yes",
    });
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.body).toContain('<select id="kind" name="kind" required aria-invalid="true"');
    expect(wrong.body).toContain('value="mona@example.test"');
    const { id } = await entered("mona@example.test", "erasure");
    const list = await get("/ar/desk/requests", rana.cookie);
    expect(list.body).toContain(`/ar/desk/requests/${id}`);
    // The desk's words are the firm's (content/mails/data-requests.json): read, never copied.
    expect(list.body).toContain(escapeHtml(requestCopy.ar.desk.labels.left));
  });

  it("keeps the day a letter came, not the day it was entered, and counts from it", async () => {
    const rana = await signIn("rana");
    const came = ammanDay(Date.now() - 5 * 86_400_000);
    const answer = await post("/desk/requests/new", rana.cookie, {
      csrf: rana.csrf,
      email: "letter@example.test",
      kind: "access",
      language: "en",
      source: "letter",
      received: came,
      details: "",
      identity: "yes",
    });
    const id = /requests\/(\w{12})/.exec(String(answer.headers.location))![1]!;
    const page = (await get(`/desk/requests/${id}`, rana.cookie)).body;
    const received = new RegExp(
      `<dt>${escapePattern(requestCopy.en.desk.labels.received)}</dt><dd>([^<]*)</dd>`,
    );
    expect(received.exec(page)?.[1]).toBe(escapeHtml(longDay("en", came)));
  });

  it("mails a copy behind a link that works 7 days, as a page and as JSON", async () => {
    await postJson(
      site.server.url,
      validInquiry({ email: "ada.copy@example.com", fullName: "Ada Copy" }),
    );
    const { id, rana } = await entered("ada.copy@example.com", "access", "en");
    expect(
      (await post(`/desk/requests/${id}`, rana.cookie, { csrf: rana.csrf, answer: "copy" })).headers
        .location,
    ).toBe(`/desk/requests/${id}?done=copy`);
    const { mail } = answerMail(id);
    // Until when, in the zone it is counted in: the person may be reading it elsewhere.
    const [before, after] = requestCopy.en.mails.copy.intro.split("{{until}}");
    const lastMoment = mail.text!.split(before!)[1]!.split(after!)[0];
    expect(lastMoment).toMatch(new RegExp(`\\(${mailWords.en.ammanTime}\\)$`));
    const link = /https:\/\/www\.nasserlaw\.jo(\/privacy\/copy\/[^\s"<]+)/
      .exec(mail.text!)![1]!
      .replaceAll("&amp;", "&");
    // The link as the server signs it: the test's context has another secret, so sign it again.
    const until = Number(new URL(link, "https://x").searchParams.get("until"));
    expect(until - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const real = site.server.store.outbox
      .forRecord(id)
      .find((m) => m.kind === requestMailKinds.answer)!;
    expect(real.params).toMatchObject({ outcome: "copy", until });
    // The link as the server signs it: the page and the file hold the person's inquiry.
    const secret = bookingSecret({ bookingSecret: null, dataDir: site.dir.path });
    const page = await site.server.app.inject({ url: copyPath(secret, id, until) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Ada Copy");
    // The mails counted are the ones sent to her, not the firm's own about her.
    const [inquiry] = site.server.store.inquiries.byEmail("ada.copy@example.com");
    const about = site.server.store.outbox.forRecord(inquiry!.id);
    const hers = about.filter((mail) => mail.recipient).length;
    expect(hers).toBeLessThan(about.length);
    expect(page.body).toContain(
      `<dt>${escapeHtml(requestCopy.en.copy.mails)}</dt><dd dir="auto">${hers}</dd>`,
    );
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    const file = await site.server.app.inject({ url: copyPath(secret, id, until, true) });
    expect(file.headers["content-disposition"]).toContain("attachment");
    const kept = JSON.parse(file.body) as {
      inquiries: { receivedAt: string; mails: { sentAt: string | null }[] }[];
    };
    expect(kept).toMatchObject({
      email: "ada.copy@example.com",
      inquiries: [{ reference: inquiry!.id, fullName: "Ada Copy" }],
    });
    // Her data as she can read it: times in Amman's, only the mails sent to her, and none of
    // the store's bookkeeping (retries, delivery errors, keys, the firm's own mails).
    expect(kept.inquiries[0]!.receivedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+03:00$/);
    expect(kept.inquiries[0]!.mails).toHaveLength(hers);
    for (const key of ["dedupe", "nextAttemptAt", "lastError", "spam", "mailAttempts", "params"])
      expect(file.body, key).not.toContain(`"${key}"`);
    // Past its 7 days, or with another day than it was signed for, it opens nothing.
    const past = Date.now() - 1;
    expect((await site.server.app.inject({ url: copyPath(secret, id, past) })).statusCode).toBe(
      410,
    );
    const forged = copyPath(secret, id, until).replace(`until=${until}`, `until=${until + 1}`);
    expect((await site.server.app.inject({ url: forged })).statusCode).toBe(404);
    const detail = await get(`/desk/requests/${id}?done=copy`, rana.cookie);
    expect(detail.body).toContain(escapeHtml(requestCopy.en.desk.done.copy));
    expect(detail.body).toContain(escapeHtml(requestCopy.en.desk.outcomes.copy));
    expect(detail.body).not.toContain('name="answer"');
    // Pressed again: answered already, nothing mailed twice.
    await post(`/desk/requests/${id}`, rana.cookie, { csrf: rana.csrf, answer: "copy" });
    expect(
      site.server.store.outbox.forRecord(id).filter((m) => m.kind === requestMailKinds.answer),
    ).toHaveLength(1);
  });

  it("corrects the name and phone in every inquiry from the address, and tells them what changed", async () => {
    await postJson(
      site.server.url,
      validInquiry({ email: "omar@example.com", fullName: "Omar Nasr" }),
    );
    const { id, rana } = await entered("omar@example.com", "correction");
    await post(`/desk/requests/${id}`, rana.cookie, {
      csrf: rana.csrf,
      answer: "corrected",
      fullName: "عمر نصّار",
      phone: "+962 79 555 0101",
      note: "الاسم: عمر نصّار، والهاتف 0777 111 222 بدلًا من +962 79 876 5432",
    });
    const [inquiry] = site.server.store.inquiries.byEmail("omar@example.com");
    expect(inquiry).toMatchObject({ fullName: "عمر نصّار", phone: "+962 79 555 0101" });
    expect(site.server.store.conflicts.search("عمر نصار", { limit: 5, offset: 0 }).total).toBe(1);
    const { mail } = answerMail(id);
    expect(mail.subject).toContain(id);
    expect(mail.text).toContain("الاسم: عمر نصّار");
    // The numbers in an Arabic note keep the order they were typed in, on the desk and in the mail.
    const isolated = "والهاتف \u20660777 111 222\u2069 بدلًا من \u2066+962 79 876 5432\u2069";
    expect(mail.text).toContain(isolated);
    expect(mail.html).toContain(isolated);
    expect((await get(`/ar/desk/requests/${id}`, rana.cookie)).body).toContain(isolated);
  });

  it("shows when a form's request had its mailbox proven, the day its deadline counts from", async () => {
    const { store } = site.server;
    const at = Date.now() - 3_600_000;
    ask(store, { email: "proven@example.com", kind: "access", details: "", language: "en" }, at);
    const { id } = store.db
      .prepare<[], { id: string }>(
        `SELECT id FROM data_requests WHERE email = 'proven@example.com'`,
      )
      .get()!;
    prove(store, id, at + 600_000);
    const rana = await site.signIn("rana");
    const page = (await get(`/desk/requests/${id}`, rana.cookie)).body;
    expect(page).toContain(
      `<dt>${escapeHtml(requestCopy.en.desk.labels.proven)}</dt><dd>${escapeHtml(deskTime(at + 600_000, "en"))}</dd>`,
    );
  });

  it("puts the answer each kind of request asks for first: the copy for access, stopping by erasure for an objection", async () => {
    const first = (html: string) =>
      /<form method="(?:post|get)" action="\/desk\/requests\/[^>]*>[\s\S]*?<\/form>/.exec(html)![0];
    const a = requestCopy.en.desk.actions;
    const access = await entered("first-access@example.test", "access", "en");
    const accessPage = (await get(`/desk/requests/${access.id}`, access.rana.cookie)).body;
    expect(first(accessPage)).toContain(`<button type="submit">${escapeHtml(a.copy)}</button>`);
    const objection = await entered("first-objection@example.test", "objection", "en");
    const page = (await get(`/desk/requests/${objection.id}`, objection.rana.cookie)).body;
    expect(page).toContain(escapeHtml(a.objectionHint));
    expect(first(page)).toContain(`<button type="submit">${escapeHtml(a.erase)}</button>`);
    expect(page).toContain(`<button type="submit" class="quiet">${escapeHtml(a.copy)}</button>`);
  });

  it("opens a request whose sender never opened the proof link: not proven yet, and nothing to answer", async () => {
    const { store } = site.server;
    const at = Date.now() - 3_600_000;
    ask(store, { email: "unproven@example.com", kind: "erasure", details: "", language: "ar" }, at);
    const { id } = store.db
      .prepare<[], { id: string }>(
        `SELECT id FROM data_requests WHERE email = 'unproven@example.com'`,
      )
      .get()!;
    const rana = await site.signIn("rana");
    const answer = await get(`/ar/desk/requests/${id}`, rana.cookie);
    expect(answer.statusCode).toBe(200);
    const until = formatMailTime(at + 24 * 3_600_000, "ar");
    expect(answer.body).toContain(escapeHtml(fill(requestCopy.ar.desk.labels.unproven, { until })));
    expect(answer.body).not.toContain('name="answer"');
  });

  it("offers the phone they last gave, though their latest inquiry has none", async () => {
    const email = "sara@example.com";
    await postJson(site.server.url, validInquiry({ email, phone: "0777000111" }));
    await postJson(site.server.url, validInquiry({ email, phone: "" }));
    const { id, rana } = await entered(email, "correction");
    const page = (await get(`/ar/desk/requests/${id}`, rana.cookie)).body;
    expect(page).toMatch(/id="phone" name="phone"[^>]* value="0777000111"/);
  });

  it("shows what an erasure takes, then erases it all and leaves a bare line", async () => {
    await postJson(
      site.server.url,
      validInquiry({ email: "gone@example.com", fullName: "Gone Person" }),
    );
    const { id, rana } = await entered("gone@example.com", "erasure", "en");
    const preview = await get(`/desk/requests/${id}/erase`, rana.cookie);
    expect(preview.body).toContain("Gone Person");
    expect(site.server.store.inquiries.byEmail("gone@example.com")).toHaveLength(1);
    // What the firm keeps, and why, goes to them with the erasure.
    const kept = "A one-line entry stays in our register of conflict checks, as our rules require.";
    await post(`/desk/requests/${id}`, rana.cookie, {
      csrf: rana.csrf,
      answer: "erased",
      note: kept,
    });
    expect(site.server.store.inquiries.byEmail("gone@example.com")).toHaveLength(0);
    expect(site.server.store.conflicts.search("Gone Person", { limit: 5, offset: 0 }).total).toBe(
      0,
    );
    expect(site.server.store.requests.get(id)).toMatchObject({ email: "", outcome: "erased" });
    const { message, mail } = answerMail(id);
    expect(message.recipient).toBe("gone@example.com");
    expect(mail.subject).toBe(fill(requestCopy.en.mails.erased.subject, { ref: id }));
    expect(mail.text).toContain(requestCopy.en.mails.erased.note);
    expect(mail.text).toContain(kept);
    // "As our privacy policy explains": the answer leads to it.
    expect(mail.text).toContain(
      `${requestCopy.en.mails.policy.lead}\nhttps://www.nasserlaw.jo/privacy\n`,
    );
    const audit = await get("/desk/audit", rana.cookie);
    expect(audit.body).toContain(escapeHtml(requestCopy.en.desk.audit["request:erased"]));
    expect(audit.body).toContain(`/desk/requests/${id}`);
    expect(audit.body).not.toContain("gone@example.com");
  });

  it("holds an erasure while a consultation of theirs is still to come, until the desk cancels it", async () => {
    const { slots } = (await (await fetch(`${site.server.url}/api/slots?attorney=3`)).json()) as {
      slots: string[];
    };
    const asked = await postJson(
      site.server.url,
      validInquiry({ email: "coming@example.com", slot: slots[0], attorney: "3" }),
    );
    const booking = ((await asked.json()) as { id: string }).id;
    const { id, rana } = await entered("coming@example.com", "erasure", "en");
    const words = requestCopy.en.desk.actions;
    const held = (await get(`/desk/requests/${id}/erase`, rana.cookie)).body;
    expect(held).toContain(escapeHtml(words.eraseUpcoming));
    expect(held).toContain(`href="/desk/consultations/${booking}"`);
    expect(held).not.toContain(escapeHtml(words.eraseConfirm));
    const refused = await post(`/desk/requests/${id}`, rana.cookie, {
      csrf: rana.csrf,
      answer: "erased",
    });
    expect(refused.headers.location).toBe(`/desk/requests/${id}/erase`);
    expect(site.server.store.inquiries.byEmail("coming@example.com")).toHaveLength(1);

    await post(`/desk/consultations/${booking}`, rana.cookie, {
      csrf: rana.csrf,
      action: "cancel",
      by: "firm",
    });
    expect(site.server.store.bookings.get(booking)?.status).toBe("cancelled");
    const open = (await get(`/desk/requests/${id}/erase`, rana.cookie)).body;
    expect(open).toContain(escapeHtml(words.eraseConfirm));
    expect(open).toContain(escapeHtml(words.eraseRegister));
    await post(`/desk/requests/${id}`, rana.cookie, { csrf: rana.csrf, answer: "erased" });
    expect(site.server.store.inquiries.byEmail("coming@example.com")).toHaveLength(0);
  });

  it("refuses with a reason, and not without one", async () => {
    const { id, rana } = await entered("keep@example.test", "erasure", "en");
    const bare = await post(`/desk/requests/${id}`, rana.cookie, {
      csrf: rana.csrf,
      answer: "refused",
      note: " ",
    });
    expect(bare.statusCode).toBe(400);
    // The request's own page again, saying what is missing, in the desk's language, the field marked.
    expect(bare.body).toContain(escapeHtml(requestCopy.en.desk.invalid));
    expect(bare.body).toMatch(/id="reason"[^>]* aria-invalid="true"/);
    // A correction without a name keeps the phone and the note typed with it.
    const nameless = await post(`/desk/requests/${id}`, rana.cookie, {
      csrf: rana.csrf,
      answer: "corrected",
      fullName: "",
      phone: "0777 123 456",
      note: "Phone number updated",
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.body).toMatch(/id="fullName"[^>]* aria-invalid="true"/);
    expect(nameless.body).toMatch(/id="phone" name="phone"[^>]* value="0777 123 456"/);
    expect(nameless.body).not.toMatch(/id="phone"[^>]* aria-invalid/);
    expect(nameless.body).toMatch(/id="note-correct"[^>]*>Phone number updated<\/textarea>/);
    // A phone the contact form would refuse, or a correction that tells them nothing: refused too.
    const errors = messages.en.contact.form.errors;
    for (const [field, typed, why, error] of [
      [
        "phone",
        { phone: "call me maybe", note: "Phone number updated" },
        errors.phoneInvalid,
        "corrected-phone-error",
      ],
      [
        "note-correct",
        { phone: "0777 123 456", note: "  " },
        errors.fieldRequired,
        "corrected-note-error",
      ],
    ] as const) {
      const wrong = await post(`/desk/requests/${id}`, rana.cookie, {
        csrf: rana.csrf,
        answer: "corrected",
        fullName: "Keeper",
        ...typed,
      });
      expect(wrong.statusCode, field).toBe(400);
      expect(wrong.body, field).toMatch(new RegExp(`id="${field}"[^>]* aria-invalid="true"`));
      // Each marked field says why under its label, and a screen reader hears it with the field.
      expect(wrong.body, field).toContain(
        `<span class="field-error" id="${error}">${escapeHtml(why)}</span>`,
      );
      expect(wrong.body, field).toMatch(
        new RegExp(`id="${field}"[^>]* aria-describedby="${error}[ "]`),
      );
      expect(wrong.body, field).toMatch(/id="fullName"[^>]* value="Keeper"/);
    }
    const stale = await post(`/desk/requests/${id}`, rana.cookie, {
      csrf: "old",
      answer: "refused",
      note: "x",
    });
    expect(stale.statusCode).toBe(403);
    await post(`/desk/requests/${id}`, rana.cookie, {
      csrf: rana.csrf,
      answer: "refused",
      note: "The Bar's rules oblige us to keep the record of the engagement.",
    });
    expect(answerMail(id).mail.text).toContain("The Bar's rules oblige us to keep the record");
  });
});
