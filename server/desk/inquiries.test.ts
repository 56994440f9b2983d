// @vitest-environment node
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fill } from "../../app/content/schema/template";
import { attorneyName, pageCopy } from "../bookings";
import { serviceLabel } from "../inquiries";
import { EditorAccounts } from "../editor/accounts";
import { escapeHtml } from "../mail";
import { form, repo } from "../test/editor-site";
import {
  escapePattern,
  filledPattern,
  postJson,
  startServer,
  tempDir,
  type TestServer,
  validInquiry,
} from "../test/helpers";
import { deskCopy } from "./page";

/** The desk's inquiries on the real server: search, filters, the two marks, and the export. */
describe("the desk's inquiries", () => {
  const dir = tempDir();
  let server: TestServer;
  let cookie = "";
  let csrf = "";
  const ids: Record<string, string> = {};
  // 1:30 on Friday 4 December in Amman, still the 3rd in UTC: the server's clock for every record.
  const now = () => Date.parse("2026-12-04T01:30:00+03:00");
  beforeAll(async () => {
    const rana = { email: "rana@nasserlaw.jo", password: "correct horse battery" };
    await new EditorAccounts(dir.path).add("Rana Haddad", rana.email, rana.password, ["desk"]);
    server = await startServer({ dataDir: dir.path }, { buildDir: join(repo, "build"), now });
    const signedIn = await server.app.inject(form(rana));
    cookie = String(signedIn.headers["set-cookie"]).split(";")[0]!;
    const desk = await server.app.inject({ url: "/desk/inquiries", headers: { cookie } });
    csrf = /name="csrf" value="([^"]+)"/.exec(desk.body)?.[1] ?? "";
    const send = async (key: string, fields: Record<string, unknown>) => {
      const answer = await postJson(server.url, validInquiry(fields));
      ids[key] = ((await answer.json()) as { id: string }).id;
    };
    await send("lease", {
      fullName: "Nadia Saleh",
      service: "contract",
      message: "Marker-Lease: a warehouse lease in Sahab.",
    });
    await send("shares", {
      fullName: "Karim Odeh",
      service: "corporate",
      message: "A share transfer between partners.",
    });
    await send("general", {
      fullName: "Maha Daoud",
      phone: "",
      service: "",
      message: "A general question about fees.",
    });
  });
  afterAll(async () => {
    await server.close();
    dir.remove();
  });

  const get = async (url: string) => (await server.app.inject({ url, headers: { cookie } })).body;
  // The desk's words for inquiries, as the page writes them.
  const t = deskCopy.en.inquiries;
  const found = (count: number) => escapeHtml(fill(t.found, { count }));
  /** What an inquiry's page says under one of its labels (the `<dd>` after its `<dt>`). */
  const row = (page: string, label: string) =>
    new RegExp(`<dt>${escapePattern(escapeHtml(label))}</dt><dd>([^<]*)</dd>`).exec(page)?.[1];
  const post = (id: string, fields: Record<string, string>) =>
    server.app.inject({
      method: "POST",
      url: `/desk/inquiries/${id}`,
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ csrf, ...fields }).toString(),
    });

  it("finds an inquiry by a word of its message, its reference or its email, and by its service", async () => {
    expect(await get("/desk/inquiries?q=marker-lease")).toContain(`/desk/inquiries/${ids.lease}`);
    const byReference = await get(`/desk/inquiries?q=${ids.shares}`);
    expect(byReference).toContain(found(1));
    expect(byReference).toContain("Karim Odeh");
    const general = await get("/desk/inquiries?service=general");
    expect(general).toContain("Maha Daoud");
    expect(general).not.toContain("Karim Odeh");
    expect(await get("/desk/inquiries?q=&from=&to=&service=&status=")).toContain(found(3));
  });

  it("reads a range given last day first as the days between, and shows it in order", async () => {
    const reversed = await get("/desk/inquiries?from=2099-01-01&to=2000-01-01");
    expect(reversed).toContain(found(3));
    expect(reversed).toContain('id="from" name="from" type="date" value="2000-01-01"');
    expect(reversed).toContain('id="to" name="to" type="date" value="2099-01-01"');
  });

  it("marks one answered once, by whom, and filters new from answered", async () => {
    expect((await post(ids.lease!, { action: "answered" })).headers.location).toBe(
      `/desk/inquiries/${ids.lease}?done=answered`,
    );
    await post(ids.lease!, { action: "answered" });
    // The status names who answered, by name and address; when is the clock's, not pinned here.
    const answered = await get(`/desk/inquiries/${ids.lease}?done=answered`);
    // Isolated, so the address's brackets stay where they are in Arabic text.
    const by = `\u2068${escapeHtml("Rana Haddad <rana@nasserlaw.jo>")}\u2069`;
    expect(row(answered, t.status)).toMatch(filledPattern(escapeHtml(t.answeredBy), { name: by }));
    const fresh = await get("/desk/inquiries?status=new");
    expect(fresh).toContain(found(2));
    expect(fresh).not.toContain("Nadia Saleh");
    const lines = server.store.audit.page(100, 0).lines.filter((line) => line.record === ids.lease);
    expect(lines.map((line) => line.action)).toEqual(["answered"]);
    // Its line in the audit log opens the inquiry.
    expect(await get("/desk/audit")).toContain(`<a href="/desk/inquiries/${ids.lease}">`);

    // A mark pressed by mistake is taken back: the inquiry is new again, and the log says who.
    expect(answered).toContain(escapeHtml(t.markNew));
    expect((await post(ids.lease!, { action: "new" })).headers.location).toBe(
      `/desk/inquiries/${ids.lease}?done=new`,
    );
    const reopened = await get(`/desk/inquiries/${ids.lease}?done=new`);
    expect(row(reopened, t.status)).toBe(escapeHtml(t.new));
    expect(reopened).toContain(escapeHtml(t.done.new));
    expect(reopened).toContain(escapeHtml(t.markAnswered));
    expect(await get("/desk/inquiries?status=new")).toContain("Nadia Saleh");
    await post(ids.lease!, { action: "new" });
    const after = server.store.audit.page(100, 0).lines.filter((line) => line.record === ids.lease);
    expect(after.map((line) => line.action)).toEqual(["reopened", "answered"]);
  });

  it("assigns an inquiry to one of the firm's attorneys, and refuses anyone else", async () => {
    await post(ids.shares!, { action: "assign", attorney: "3" });
    const page = await get(`/desk/inquiries/${ids.shares}`);
    expect(row(page, t.assignedTo)).toBe(escapeHtml(attorneyName("3", "en")));
    expect((await post(ids.shares!, { action: "assign", attorney: "mallory" })).statusCode).toBe(
      400,
    );
    expect(
      (await post(ids.shares!, { action: "assign", attorney: "3", csrf: "guess" })).statusCode,
    ).toBe(403);
  });

  it("downloads what is filtered, in the desk's language, with Amman times and the attorney assigned", async () => {
    await post(ids.shares!, { action: "answered" });
    const answer = await server.app.inject({
      url: "/ar/desk/inquiries.csv?service=corporate",
      headers: { cookie },
    });
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toBe(
      'attachment; filename="inquiries-2026-12-04.csv"',
    );
    const [heading, ...rows] = answer.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const ar = deskCopy.ar;
    expect(heading!.split(",").slice(0, 4)).toEqual([
      pageCopy.ar.reference,
      ar.inquiries.received,
      ar.inquiries.language,
      ar.columns.name,
    ]);
    expect(rows).toHaveLength(1);
    const cells = rows[0]!.split(",");
    expect(cells.slice(0, 4)).toEqual([
      ids.shares,
      "2026-12-04 01:30",
      ar.inquiries.formEnglish,
      "Karim Odeh",
    ]);
    expect(cells).toContain(serviceLabel("corporate", "ar"));
    // Answered, by whom and when, each a cell of its own under its heading.
    const at = (name: string) => cells[heading!.split(",").indexOf(name)];
    expect(at(ar.inquiries.status)).toBe(ar.inquiries.answered);
    expect(at(ar.inquiries.csv.answeredBy)).toMatch(/^Rana Haddad/);
    expect(at(ar.inquiries.csv.answeredAt)).toMatch(/^2026-12-04 \d\d:\d\d$/);
    expect(cells).toContain(attorneyName("3", "ar"));
  });

  it("gives a phone number to call, and no phone row where the visitor left it out", async () => {
    const t = deskCopy.en.detail;
    expect(await get(`/desk/inquiries/${ids.lease}`)).toContain(
      `<dt>${escapeHtml(t.phone)}</dt><dd><a href="tel:+96265550100">`,
    );
    expect(await get(`/desk/inquiries/${ids.general}`)).not.toContain(`<dt>${escapeHtml(t.phone)}`);
  });

  it("answers a malformed filter, or a day no calendar has, with a 400 desk page in the address's language", async () => {
    for (const [url, lang] of [
      ["/desk/inquiries?from=yesterday", "en"],
      ["/desk/inquiries?from=2026-13-45", "en"],
      ["/desk/inquiries.csv?from=2026-02-30", "en"],
      ["/ar/desk/inquiries?to=2026-02-29", "ar"],
      ["/ar/desk?page=abc", "ar"],
      ["/desk/audit?page=0", "en"],
    ] as const) {
      const answer = await server.app.inject({ url, headers: { cookie } });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.headers["content-type"], url).toMatch(/^text\/html/);
      expect(answer.body, url).toContain(escapeHtml(deskCopy[lang].invalid.title));
      // The way back is the same page without what it could not read.
      expect(answer.body, url).toContain(`<a href="${url.split("?")[0]}">`);
      expect(answer.body, url).not.toMatch(/must (be|match)/);
    }
    const leap = await server.app.inject({
      url: "/desk/inquiries?to=2028-02-29",
      headers: { cookie },
    });
    expect(leap.statusCode).toBe(200);
  });

  // Last: it adds an inquiry the counts above do not expect.
  it("finds a name as people type it (no hamza, parts left out) and a phone however it is written", async () => {
    const answer = await postJson(
      server.url,
      validInquiry({
        fullName: "أحمد محمود الخطيب",
        email: "a.k@example.com",
        phone: "0791234567",
      }),
    );
    const { id } = (await answer.json()) as { id: string };
    const search = (q: string) => get(`/desk/inquiries?q=${encodeURIComponent(q)}`);
    for (const q of [
      "احمد",
      "احمد الخطيب",
      "الخطيب أحمد",
      "+962 79 123 4567",
      "00962791234567",
      "079-123-4567",
    ]) {
      const page = await search(q);
      expect(page, q).toContain(`/desk/inquiries/${id}`);
      expect(page, q).toContain(found(1));
      // Each name is isolated: a Latin one, or one opening with punctuation, keeps its order.
      expect(page, q).toContain("<bdi>أحمد محمود الخطيب</bdi>");
    }
    // The others' phone, written as a Jordanian would dial it: both inquiries that gave it.
    const landline = await search("06 555 0100");
    expect(landline).toContain(found(2));
    expect(landline).not.toContain(`/desk/inquiries/${id}`);
  });

  it("opens a long message in the list with its first words, cut at a word, with an ellipsis", async () => {
    const words = Array.from({ length: 40 }, (_, i) => `Zarqa${i}`).join(" ");
    await postJson(server.url, validInquiry({ fullName: "Long Writer", message: words }));
    const page = await get("/desk/inquiries?q=Zarqa0");
    const opening = /<p class="opening" dir="auto">([^<]*)<\/p>/.exec(page)?.[1] ?? "";
    expect(opening.endsWith("…")).toBe(true);
    const shown = opening.slice(0, -1);
    expect(shown.length).toBeLessThanOrEqual(160);
    // Whole words only: each shown word is one of the message's.
    for (const word of shown.split(" ")) expect(words.split(" ")).toContain(word);
    expect(words.startsWith(shown)).toBe(true);
  });
});
