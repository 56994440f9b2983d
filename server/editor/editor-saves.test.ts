// @vitest-environment node
/**
 * The editor's saves, behind the site's own login: each a commit by the editor naming the fields,
 * after its checks (the content's rules, the files the site reads, pictures, any spelling of the
 * save address), undone from the history; a save over another editor's, and 36 at once. Signing
 * in, sessions and adding editors are in editor-access.test.ts.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir, type TestServer } from "../test/helpers";
import { blobId, lina, signInAs, startEditorSite, type workingCopy } from "../test/editor-site";
import { ContentHistory } from "./git";

const encode = (data: unknown) =>
  Buffer.from(typeof data === "string" ? data : JSON.stringify(data)).toString("base64url");

describe("the editor behind the site's own login", () => {
  const dir = tempDir("editor-test-");
  let server: TestServer;
  const clock = Date.parse("2026-11-24T09:00:00Z");
  let site: ReturnType<typeof workingCopy>;

  beforeAll(async () => {
    ({ site, server } = await startEditorSite(dir.path, () => clock));
  }, 60_000);
  afterAll(async () => {
    await server.close();
    dir.remove();
  });

  const signIn = (remoteAddress?: string) => signInAs(server, remoteAddress);

  it("saves a change as a commit by the editor naming the fields, after checking it", async () => {
    const { cookie, csrf } = await signIn();
    const firm = JSON.parse(readFileSync(join(site.copy, "content/firm.json"), "utf8"));
    firm.email = "office@nasserlaw.jo";
    const base = JSON.stringify({ "firm.json": blobId(site.copy, "content/firm.json") });
    const save = (file: unknown, token = csrf) =>
      server.app.inject({
        method: "POST",
        url: "/api/keystatic/update",
        headers: {
          cookie,
          "x-csrf-token": token,
          "x-content-base": base,
          "no-cors": "1",
          "content-type": "application/json",
        },
        payload: {
          additions: [
            {
              path: "firm.json",
              contents: Buffer.from(JSON.stringify(file)).toString("base64url"),
            },
          ],
          deletions: [],
        },
      });

    expect((await save(firm, "not the token")).statusCode).toBe(403);
    const refused = await save({
      ...firm,
      legalName: { en: "Nasser & Partners Law Firm", ar: " " },
      email: "info@nasserlaw",
    });
    expect(refused.statusCode).toBe(400);
    // Every problem of the file in one answer, each naming its field.
    expect(refused.body.split("; ")).toEqual([
      "content/firm.json: legalName.ar (Arabic): is empty",
      "content/firm.json: email: must be an email address",
    ]);
    expect(site.git("status", "--porcelain")).toBe("");

    expect((await save(firm)).statusCode).toBe(200);
    expect(site.git("log", "-1", "--format=%an <%ae>|%s").trim()).toBe(
      `${lina.name} <${lina.email}>|Edit content/firm.json: email`,
    );
    expect(JSON.parse(readFileSync(join(site.copy, "content/firm.json"), "utf8")).email).toBe(
      "office@nasserlaw.jo",
    );
  });

  it("lists the change in the content's history, and undoes it with a new commit", async () => {
    const history = new ContentHistory(site.copy);
    const [latest] = await history.history();
    expect(latest).toMatchObject({
      author: `${lina.name} <${lina.email}>`,
      message: "Edit content/firm.json: email",
    });
    const undo = await history.revert(latest!.id, {
      name: "Omar Haddad",
      email: "omar@nasserlaw.jo",
    });
    expect(site.git("log", "-1", "--format=%an|%s", undo).trim()).toBe(
      `Omar Haddad|Undo “Edit content/firm.json: email” (${latest!.id.slice(0, 10)})`,
    );
    expect(JSON.parse(readFileSync(join(site.copy, "content/firm.json"), "utf8")).email).toBe(
      "info@nasserlaw.jo",
    );
    // A commit that touched more than the content is not the editor's to undo.
    await expect(history.revert("not-a-commit", { name: "x", email: "x@x.jo" })).rejects.toThrow(
      "not-a-commit is not a change id",
    );
  });

  it("refuses a save that reaches outside the content folder", async () => {
    const { cookie, csrf } = await signIn();
    const answer = await server.app.inject({
      method: "POST",
      url: "/api/keystatic/update",
      headers: { cookie, "x-csrf-token": csrf, "no-cors": "1", "content-type": "application/json" },
      payload: {
        additions: [{ path: "images/../../server/main.png", contents: "AA" }],
        deletions: [],
      },
    });
    expect(answer.statusCode).toBe(400);
  });

  /** A save as the editor's page sends it, with the versions it read (or `base` as given). */
  async function update(
    session: { cookie: string; csrf: string },
    files: Record<string, unknown>,
    {
      url = "/api/keystatic/update",
      base,
    }: { url?: string; base?: Record<string, string | null> } = {},
  ) {
    const versions =
      base ?? Object.fromEntries(Object.keys(files).map((path) => [path, blobOrNull(path)]));
    return server.app.inject({
      method: "POST",
      url,
      headers: {
        cookie: session.cookie,
        "x-csrf-token": session.csrf,
        "x-content-base": JSON.stringify(versions),
        "no-cors": "1",
        "content-type": "application/json",
      },
      payload: {
        additions: Object.entries(files).map(([path, data]) => ({ path, contents: encode(data) })),
        deletions: [],
      },
    });
  }
  const blobOrNull = (path: string) =>
    existsSync(join(site.copy, "content", path)) ? blobId(site.copy, `content/${path}`) : null;
  const firmFile = () => JSON.parse(readFileSync(join(site.copy, "content/firm.json"), "utf8"));

  it("checks a save whatever spelling of Keystatic's save address it comes by (H1)", async () => {
    const session = await signIn();
    const before = readFileSync(join(site.copy, "content/firm.json"), "utf8");
    const head = site.git("rev-parse", "HEAD");
    for (const url of [
      "/api/keystatic/update",
      "/api/keystatic//update",
      "/api/keystatic/update/",
      "/api/keystatic/%75pdate",
      "/api/keystatic/./update",
    ]) {
      const answer = await update(session, { "firm.json": "not json" }, { url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.body, url).toBe("content/firm.json: is not valid JSON");
    }
    // Nothing was written or committed: the next start would read the same firm.json.
    expect(readFileSync(join(site.copy, "content/firm.json"), "utf8")).toBe(before);
    expect(site.git("rev-parse", "HEAD")).toBe(head);
    expect(site.git("status", "--porcelain")).toBe("");
    // Keystatic's reads answer at their own address only; anything else is not found.
    expect(
      (
        await server.app.inject({
          url: "/api/keystatic/tree",
          headers: { cookie: session.cookie, "no-cors": "1" },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await server.app.inject({ url: "/api/keystatic/%ZZ", headers: { cookie: session.cookie } }))
        .statusCode,
    ).toBe(400);
  });

  it("refuses a privacy policy that drops a section it must keep, or has an anchor twice", async () => {
    const session = await signIn();
    const policy = JSON.parse(readFileSync(join(site.copy, "content/legal/privacy.json"), "utf8"));
    const sections = policy.sections as { id: string }[];
    const refusal = async (changed: { id: string }[]) => {
      const answer = await update(session, {
        "legal/privacy.json": { ...policy, sections: changed },
      });
      expect(answer.statusCode).toBe(400);
      return answer.body;
    };
    expect(await refusal(sections.filter(({ id }) => id !== "rights"))).toContain(
      'has no section with the id "rights"',
    );
    expect(await refusal([...sections, sections[0]!])).toContain(`is "${sections[0]!.id}" again`);
    expect(site.git("status", "--porcelain")).toBe("");
  });

  it("refuses a file the site does not read, and a name that is not an address (L3)", async () => {
    const session = await signIn();
    const attorney = JSON.parse(readFileSync(join(site.copy, "content/attorneys/2.json"), "utf8"));
    for (const path of [
      "attorneys/x.txt",
      "attorneys/evil\n\nSigned-off-by: Someone <x@x.jo>.json",
      "attorneys/*.json",
      "attorneys/sub/2.json",
      "notes.json",
    ]) {
      const answer = await update(session, { [path]: attorney });
      expect(answer.statusCode, path).toBe(400);
      expect(answer.body, path).toBe(`content/${path}: is not a file the site reads`);
    }
    expect(site.git("status", "--porcelain")).toBe("");
  });

  it("refuses a picture that is not what its name says, or that would take gigabytes to open (L6)", async () => {
    const session = await signIn();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
    const disguised = await update(session, { "images/attorneys/3/portrait/image.png": svg });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.body).toMatch(
      /^content\/images\/attorneys\/3\/portrait\/image\.png: .*JPEG, PNG or WebP/,
    );
    expect(site.git("status", "--porcelain")).toBe("");
  });

  it("refuses a save over a version another editor saved meanwhile, naming who and what (M2)", async () => {
    const lina1 = await signIn();
    const lina2 = await signIn("203.0.113.8");
    const opened = { "firm.json": blobId(site.copy, "content/firm.json") };
    const first = firmFile();
    first.phone.display = "+962 6 555 0101";
    const second = firmFile();
    second.address.city = { en: "Irbid", ar: "إربد" };

    expect((await update(lina1, { "firm.json": first }, { base: opened })).statusCode).toBe(200);
    const late = await update(lina2, { "firm.json": second }, { base: opened });
    expect(late.statusCode).toBe(409);
    expect(late.body).toMatch(
      /^Lina Saleh has saved content\/firm.json since you opened it \(phone\.display\)\. Copy what you typed, reload the editor/,
    );
    // The first change stands; the second editor, reloaded, saves on top of it.
    expect(firmFile().phone.display).toBe("+962 6 555 0101");
    const reloaded = { ...firmFile(), address: second.address };
    expect((await update(lina2, { "firm.json": reloaded })).statusCode).toBe(200);
    expect(firmFile()).toMatchObject({
      phone: { display: "+962 6 555 0101" },
      address: { city: { en: "Irbid" } },
    });
    // A save that does not say which version it changed is refused too.
    const unsaid = await server.app.inject({
      method: "POST",
      url: "/api/keystatic/update",
      headers: {
        cookie: lina1.cookie,
        "x-csrf-token": lina1.csrf,
        "content-type": "application/json",
      },
      payload: { additions: [{ path: "firm.json", contents: encode(firmFile()) }], deletions: [] },
    });
    expect(unsaid.statusCode).toBe(428);
  });

  it("commits 36 simultaneous saves one by one, with nothing left staged or locked (M5)", async () => {
    const session = await signIn();
    const services = site
      .git("ls-files", "content/services")
      .trim()
      .split("\n")
      .slice(0, 18)
      .map((path) => path.slice("content/".length));
    const edited = (path: string, n: number) => {
      const service = JSON.parse(readFileSync(join(site.copy, "content", path), "utf8"));
      service.title.en = `${service.title.en} (${n})`;
      return service;
    };
    const commitsBefore = Number(site.git("rev-list", "--count", "HEAD"));
    // Each file twice at once: the first save of a file wins, the second was made on its old version.
    const answers = await Promise.all(
      [...services, ...services].map((path, i) =>
        update(session, { [path]: edited(path, i) }, { base: { [path]: blobOrNull(path) } }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(18);
    expect(codes.filter((code) => code === 409)).toHaveLength(18);
    expect(Number(site.git("rev-list", "--count", "HEAD"))).toBe(commitsBefore + 18);
    expect(site.git("status", "--porcelain")).toBe("");
    expect(existsSync(join(site.copy, ".git/index.lock"))).toBe(false);
  });
});
