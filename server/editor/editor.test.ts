// @vitest-environment node
import { execFile, execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, tempDir, type TestServer } from "../test/helpers";
import { EditorAccounts } from "./accounts";
import { ContentHistory } from "./git";
import { accountsAccess } from "./login";

const repo = resolve(import.meta.dirname, "../..");
const lina = { name: "Lina Saleh", email: "lina@nasserlaw.jo", password: "correct horse battery" };
const firmName = { en: "Nasser & Partners", ar: "ناصر وشركاه" };

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
          access: accountsAccess({ accounts, secure: true, firmName, now: () => clock }),
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
    const save = (file: unknown, token = csrf) =>
      server.app.inject({
        method: "POST",
        url: "/api/keystatic/update",
        headers: {
          cookie,
          "x-csrf-token": token,
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
