// @vitest-environment node
import { execFile, execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, tempDir, type TestServer } from "../test/helpers";
import { EditorAccounts } from "./accounts";
import { ContentHistory } from "./git";
import { accountsAccess } from "./login";

const repo = resolve(import.meta.dirname, "../..");
const lina = { name: "Lina Saleh", email: "lina@nasserlaw.jo", password: "correct horse battery" };

/** A git working copy holding the site's content, as the firm's server has. */
function workingCopy(dir: string) {
  const copy = join(dir, "site");
  mkdirSync(copy);
  cpSync(join(repo, "content"), join(copy, "content"), { recursive: true });
  const git = (...args: string[]) => execFileSync("git", args, { cwd: copy, encoding: "utf8" });
  git("init", "--quiet");
  git("-c", "user.name=Site", "-c", "user.email=site@example.com", "add", ".");
  git(
    "-c",
    "user.name=Site",
    "-c",
    "user.email=site@example.com",
    "commit",
    "--quiet",
    "-m",
    "The content",
  );
  return { copy, git };
}

/** git's id of a file's bytes, as Keystatic's tree names each file's version. */
const blobId = (copy: string, path: string) =>
  execFileSync("git", ["hash-object", path], { cwd: copy, encoding: "utf8" }).trim();

const encode = (data: unknown) =>
  Buffer.from(typeof data === "string" ? data : JSON.stringify(data)).toString("base64url");

const form = (fields: Record<string, string>) => ({
  method: "POST" as const,
  url: "/editor/login",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: new URLSearchParams(fields).toString(),
});

describe("the editor behind the site's own login", () => {
  const dir = tempDir("editor-test-");
  let server: TestServer;
  let clock = Date.parse("2026-11-24T09:00:00Z");
  let site: ReturnType<typeof workingCopy>;

  beforeAll(async () => {
    site = workingCopy(dir.path);
    const accounts = new EditorAccounts(join(dir.path, "data"));
    await accounts.add(lina.name, lina.email, lina.password);
    server = await startServer(
      { dataDir: join(dir.path, "data"), siteUrl: "https://www.nasserlaw.jo" },
      {
        buildDir: join(repo, "build"),
        editor: {
          access: accountsAccess({ accounts, secure: true, now: () => clock }),
          workingCopy: site.copy,
        },
      },
    );
  }, 60_000);
  afterAll(async () => {
    await server.close();
    dir.remove();
  });

  async function signIn(remoteAddress = "203.0.113.7") {
    const answer = await server.app.inject({
      ...form({ email: lina.email, password: lina.password }),
      remoteAddress,
    });
    expect(answer.statusCode).toBe(303);
    const cookie = String(answer.headers["set-cookie"]);
    const page = await server.app.inject({
      url: "/keystatic",
      headers: { cookie: cookie.split(";")[0]! },
    });
    const csrf = /name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1] ?? "";
    return { cookie: cookie.split(";")[0]!, setCookie: cookie, csrf, page };
  }

  it("sets a session cookie that scripts cannot read, other sites cannot send, and only HTTPS carries", async () => {
    const { setCookie, page } = await signIn();
    expect(setCookie).toMatch(/^editor_session=[\w-]{40,};/);
    for (const flag of ["HttpOnly", "SameSite=Strict", "Secure", "Path=/"])
      expect(setCookie).toContain(flag);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("sends a visitor without a session to the login page, and an API call gets 401", async () => {
    expect((await server.app.inject({ url: "/keystatic/singleton/firm" })).headers.location).toBe(
      "/editor/login",
    );
    expect((await server.app.inject({ url: "/api/keystatic/tree" })).statusCode).toBe(401);
  });

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
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toBe("content/firm.json: legalName.ar (Arabic): is empty");
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

  it("answers a large body without a session at its headers, without reading it (M3)", async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () =>
        socket.write(
          "POST /api/keystatic/update HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 25000000\r\n\r\n{",
        ),
      );
      let text = "";
      socket.on("data", (chunk) => (text += String(chunk)));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
      setTimeout(() => {
        socket.destroy();
        resolve(text);
      }, 5_000).unref();
    });
    // Answered while 24.9 MB of the body were still to come, and the connection closed.
    expect(answer).toMatch(/^HTTP\/1.1 401/);
    expect(answer.toLowerCase()).toContain("connection: close");
  });

  it("does not take the command's key through a proxy on this machine (L8)", async () => {
    const key = readFileSync(join(dir.path, "data", "editor-command-key"), "utf8");
    const ask = (headers: Record<string, string>) =>
      server.app.inject({
        url: "/api/editor/publish",
        remoteAddress: "127.0.0.1",
        headers: { "x-editor-command": key, ...headers },
      });
    expect((await ask({})).statusCode).toBe(200);
    expect((await ask({ "x-forwarded-for": "198.51.100.9" })).statusCode).toBe(401);
  });

  it("signs an editor out after 12 hours without a request", async () => {
    const { cookie } = await signIn();
    clock += 12 * 3_600_000 + 1;
    const answer = await server.app.inject({ url: "/keystatic", headers: { cookie } });
    expect(answer.headers.location).toBe("/editor/login");
  });

  it("refuses the tenth sign-in for one account, from any address, without checking the password", async () => {
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      const wrong = await server.app.inject({
        ...form({ email: lina.email, password: `wrong ${attempt}` }),
        remoteAddress: `198.51.100.${attempt}`,
      });
      expect(wrong.statusCode).toBe(401);
    }
    const right = await server.app.inject({
      ...form({ email: lina.email, password: lina.password, lang: "ar" }),
      remoteAddress: "198.51.100.200",
    });
    expect(right.statusCode).toBe(429);
    expect(right.body).toContain("تجاوزتم عدد المحاولات المسموح به");
    // A quarter of an hour later, the right password works again.
    clock += 15 * 60_000 + 1;
    await signIn("198.51.100.201");
  });
});

describe("npm run editors", () => {
  const run = promisify(execFile);
  it("adds an editor from a piped password and prints nothing secret", async () => {
    const dir = tempDir("editors-cli-");
    const child = run(
      "npx",
      ["tsx", "server/cli/editors.ts", "--add", "Omar Haddad", "omar@nasserlaw.jo"],
      {
        cwd: repo,
        env: { ...process.env, DATA_DIR: dir.path },
      },
    );
    child.child.stdin!.end("a quite long password\n");
    const { stdout, stderr } = await child;
    expect(stdout).toContain("Omar Haddad <omar@nasserlaw.jo> may edit the site");
    expect(`${stdout}${stderr}`).not.toMatch(/quite long password|scrypt\$/);
    const [account] = new EditorAccounts(dir.path).list();
    expect(account?.hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    dir.remove();
  }, 30_000);
});
