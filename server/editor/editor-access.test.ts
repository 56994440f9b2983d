// @vitest-environment node
/**
 * Who reaches the editor: the site's own login and its session cookie, the login page for a
 * visitor without a session (a large body answered at its headers), the publish command's key
 * (not through a proxy), sessions ending after 12 hours, the limit on sign-ins, and
 * `npm run editors` adding an editor. The editor's saves are in editor-saves.test.ts.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fill } from "../../app/content/schema/template";
import { formatDuration } from "../../app/i18n/format";
import { escapeHtml } from "../mail";
import { tempDir, type TestServer } from "../test/helpers";
import { form, lina, repo, signInAs, startEditorSite } from "../test/editor-site";
import { EditorAccounts } from "./accounts";
import { loginCopy } from "./login-page";

describe("the editor behind the site's own login", () => {
  const dir = tempDir("editor-test-");
  let server: TestServer;
  let clock = Date.parse("2026-11-24T09:00:00Z");

  beforeAll(async () => {
    ({ server } = await startEditorSite(dir.path, () => clock));
  }, 60_000);
  afterAll(async () => {
    await server.close();
    dir.remove();
  });

  const signIn = (remoteAddress?: string) => signInAs(server, remoteAddress);

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
      `/editor/login?lang=en&next=${encodeURIComponent("/keystatic/singleton/firm")}`,
    );
    expect((await server.app.inject({ url: "/api/keystatic/tree" })).statusCode).toBe(401);
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

  it("opens the editor at /editor too, through its sign-in", async () => {
    const editor = await server.app.inject({ url: "/editor" });
    expect(editor.headers.location).toBe("/keystatic");
    const signIn = await server.app.inject({ url: editor.headers.location });
    expect(signIn.headers.location).toBe("/editor/login?lang=en&next=%2Fkeystatic");
  });

  it("signs an editor out after 12 hours without a request", async () => {
    const { cookie } = await signIn();
    clock += 12 * 3_600_000 + 1;
    const answer = await server.app.inject({ url: "/keystatic", headers: { cookie } });
    expect(answer.headers.location).toBe("/editor/login?lang=en&next=%2Fkeystatic");
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
    // The firm's words for it (content/mails/sign-in.json), saying how long the pause lasts.
    const limited = fill(loginCopy.ar.limited, { duration: formatDuration("ar", 15) });
    expect(right.body).toContain(escapeHtml(limited));
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
