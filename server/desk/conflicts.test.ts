// @vitest-environment node
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fill } from "../../app/content/schema/template";
import { EditorAccounts } from "../editor/accounts";
import { escapeHtml } from "../mail";
import { bookFirstFree } from "../test/booking-mail";
import { form, repo } from "../test/editor-site";
import { postJson, startServer, tempDir, type TestServer, validInquiry } from "../test/helpers";
import { deskCopy } from "./page";

/** The desk's conflict search over the register of names, on the real server and store. */
describe("the conflict search", () => {
  const dir = tempDir();
  let server: TestServer;
  let cookie = "";
  let id = "";
  beforeAll(async () => {
    const rana = { email: "rana@nasserlaw.jo", password: "correct horse battery" };
    await new EditorAccounts(dir.path).add("Rana Haddad", rana.email, rana.password, ["desk"]);
    server = await startServer({ dataDir: dir.path }, { buildDir: join(repo, "build") });
    const signedIn = await server.app.inject(form(rana));
    cookie = String(signedIn.headers["set-cookie"]).split(";")[0]!;
    ({ id } = await bookFirstFree(server, {
      fullName: "أحمد الخطيب",
      otherParties: "شركة الفجر للتجارة\nMüller GmbH",
    }));
  });
  afterAll(async () => {
    await server.close();
    dir.remove();
  });

  const none = {
    en: escapeHtml(deskCopy.en.conflicts.none),
    ar: escapeHtml(deskCopy.ar.conflicts.none),
  };
  const { found, roles } = deskCopy.en.conflicts;
  const one = escapeHtml(fill(found, { count: 1 }));
  const search = async (q: string, lang = "") =>
    (
      await server.app.inject({
        url: `${lang}/desk/conflicts?q=${encodeURIComponent(q)}`,
        headers: { cookie },
      })
    ).body;

  it("finds the enquirer whatever the spelling of hamza, diacritics and tatweel", async () => {
    for (const q of ["احمد الخطيب", "أحْمَد", "الخـطيب"]) {
      const page = await search(q);
      expect(page, q).toContain(one);
      expect(page).toContain(escapeHtml(roles.enquirer));
      expect(page).toContain(`/desk/consultations/${id}`);
    }
  });

  it("finds a name however its parts are spaced, joined, ordered or shortened", async () => {
    const other = await bookFirstFree(server, {
      fullName: "عبد الله محمود الرواشدة",
      otherParties: "Ahmad Al-Khatib\nAbu Zaid Trading",
    });
    const found = (page: string, record: string) => page.includes(`/desk/consultations/${record}`);
    // The father's name left out, the parts in another order, a compound name joined.
    for (const q of ["عبد الله الرواشدة", "الرواشده عبدالله", "عبدالله"])
      expect(found(await search(q), other.id), q).toBe(true);
    // A hyphen or a space, or neither, between the parts of a Latin name.
    for (const q of ["Al Khatib", "alkhatib", "AbuZaid", "khatib ahmad"])
      expect(found(await search(q), other.id), q).toBe(true);
    // Every word must be in one line: a word of another party's name does not complete it.
    expect(found(await search("Ahmad Trading"), other.id)).toBe(false);
    expect(found(await search("عبد الله سمير"), other.id)).toBe(false);
  });

  it("finds another party by the line that names them, with who named them", async () => {
    const page = await search("muller gmbh");
    expect(page).toContain(escapeHtml(fill(roles.otherParty, { name: "أحمد الخطيب" })));
    expect(page).toContain('<p class="found" dir="auto">Müller GmbH</p>');
    expect(page).not.toContain('<p class="found" dir="auto">شركة الفجر للتجارة</p>');
    expect(await search("شركه الفجر")).toContain("شركة الفجر للتجارة");
  });

  it("says when no entry holds the name, in the page's language", async () => {
    // The firm's words for it (content/mails/desk.json), whatever they say today.
    expect(await search("فاطمة")).toContain(none.en);
    expect(await search("فاطمة", "/ar")).toContain(none.ar);
  });

  it("keeps the names after the inquiry itself is deleted at the end of its retention", async () => {
    // The retention job's purge, a year and a day on: the inquiry goes, its names stay.
    const later = Date.now() + 366 * 86_400_000;
    // Its mails long gone (the purge waits for them).
    server.store.db.prepare(`UPDATE outbox SET status = 'sent' WHERE record_id = ?`).run(id);
    expect(server.store.purgeBefore(new Date(later).toISOString(), later)).toBe(1);
    const page = await search("احمد");
    expect(page).toContain(one);
    expect(page).not.toContain(`/desk/consultations/${id}`);
    expect(page).not.toContain(`/desk/inquiries/${id}`);
  });

  it("keeps the other parties named with a message that asks for no time, and opens its inquiry", async () => {
    const answer = await postJson(
      server.url,
      validInquiry({ fullName: "Yousef Qasem", otherParties: "Zarqa Cement Company\nسامر عودة" }),
    );
    const { id: message } = (await answer.json()) as { id: string };
    const page = await search("zarqa cement");
    expect(page).toContain(escapeHtml(fill(roles.otherParty, { name: "Yousef Qasem" })));
    expect(page).toContain(`<a href="/desk/inquiries/${message}">`);
    // The inquiry's page names them first, each a search of the register already filled in.
    const inquiry = (
      await server.app.inject({ url: `/desk/inquiries/${message}`, headers: { cookie } })
    ).body;
    expect(inquiry).toContain(escapeHtml(deskCopy.en.detail.otherParties));
    expect(inquiry).toContain(`/desk/conflicts?${new URLSearchParams({ q: "سامر عودة" })}`);
    // With none named, the writer's own name is still a search away.
    const alone = await postJson(server.url, validInquiry({ fullName: "Huda Saleh" }));
    const { id: plain } = (await alone.json()) as { id: string };
    const page2 = (
      await server.app.inject({ url: `/desk/inquiries/${plain}`, headers: { cookie } })
    ).body;
    expect(page2).toContain(`/desk/conflicts?${new URLSearchParams({ q: "Huda Saleh" })}`);
    expect(page2).not.toContain(escapeHtml(deskCopy.en.detail.otherParties));
  });

  it("forgets the names of a person who is erased", async () => {
    const { id: erased } = await bookFirstFree(server, { fullName: "Quentin Erasmus" });
    expect(await search("erasmus")).toContain(one);
    server.store.deleteInquiry(erased);
    expect(await search("erasmus")).toContain(none.en);
  });

  it("leaves spam out of the register", async () => {
    // The honeypot field filled: stored as spam, never a name to check.
    await postJson(server.url, validInquiry({ fullName: "Spammy Botson", website: "http://x" }));
    expect(await search("botson")).toContain(none.en);
  });
});
