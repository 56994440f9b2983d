// @vitest-environment node
// The editor's sign-in under attack (issue 33: H3, M4, L1), on the real server over HTTP. A
// minimal build stands in for the site's (one static page), so these tests need no `npm run build`.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startServer, tempDir, type TestServer } from "../test/helpers";
import { EditorAccounts, verifyPassword } from "./accounts";
import { accountsAccess } from "./login";

const omar = { name: "Omar Haddad", email: "omar@nasserlaw.jo", password: "correct horse battery" };
const lina = { name: "Lina Saleh", email: "lina@nasserlaw.jo", password: "staple of the battery" };
const rana = { name: "Rana Khoury", email: "rana@nasserlaw.jo", password: "another long password" };
const firmName = { en: "Nasser & Partners", ar: "ناصر وشركاه" };

/** A build with one static page and an empty server build: enough to serve `/` from a file. */
function minimalBuild(dir: string) {
  const build = join(dir, "build");
  mkdirSync(join(build, "client"), { recursive: true });
  mkdirSync(join(build, "server"), { recursive: true });
  writeFileSync(join(build, "client", "index.html"), "<!doctype html><title>Home</title><p>Home");
  writeFileSync(join(build, "server", "index.js"), "export const routes = {};\n");
  return build;
}

/** An empty git working copy: the editor keeps saves there (these tests save nothing). */
function workingCopy(dir: string) {
  const copy = join(dir, "site");
  mkdirSync(join(copy, "content"), { recursive: true });
  execFileSync("git", ["init", "--quiet"], { cwd: copy });
  return copy;
}

describe("the editor's sign-in", () => {
  const dir = tempDir("editor-login-test-");
  let server: TestServer;
  let accounts: EditorAccounts;
  const clock = Date.parse("2026-11-24T09:00:00Z");
  /** Every password check the sign-in makes, through the real scrypt. */
  const checks = { count: 0, running: 0, most: 0, hashes: [] as string[] };

  beforeAll(async () => {
    accounts = new EditorAccounts(join(dir.path, "data"));
    for (const editor of [omar, lina, rana])
      await accounts.add(editor.name, editor.email, editor.password);
    server = await startServer(
      // Each request names its address in X-Forwarded-For: many addresses from one test.
      { dataDir: join(dir.path, "data"), trustProxy: true },
      {
        buildDir: minimalBuild(dir.path),
        editor: {
          access: accountsAccess({
            accounts,
            secure: false,
            firmName,
            now: () => clock,
            verify: async (password, hash) => {
              checks.count += 1;
              checks.hashes.push(hash);
              checks.running += 1;
              checks.most = Math.max(checks.most, checks.running);
              try {
                return await verifyPassword(password, hash);
              } finally {
                checks.running -= 1;
              }
            },
          }),
          workingCopy: workingCopy(dir.path),
        },
      },
    );
  }, 60_000);
  afterAll(async () => {
    await server.close();
    dir.remove();
  });
  beforeEach(() => {
    Object.assign(checks, { count: 0, running: 0, most: 0, hashes: [] });
  });

  async function signIn(email: string, password: string, address: string) {
    const started = performance.now();
    const answer = await fetch(`${server.url}/editor/login`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": address,
      },
      body: new URLSearchParams({ email, password, lang: "en" }).toString(),
      redirect: "manual",
    });
    const body = await answer.text();
    const cookie = (answer.headers.get("set-cookie") ?? "").split(";")[0]!;
    return { status: answer.status, body, cookie, ms: performance.now() - started };
  }

  it("runs the same scrypt for an email no editor has as for an editor's", async () => {
    const [known] = accounts.list().filter((a) => a.email === lina.email);
    // The fastest of a few bare checks: no sign-in that runs one can be much faster.
    const bare: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      await verifyPassword("not the password", known!.hash);
      bare.push(performance.now() - started);
    }
    const floor = Math.min(...bare);

    const unknown = await signIn("nobody@nasserlaw.jo", "a guess at a password", "192.0.2.20");
    const wrong = await signIn(lina.email, "a guess at a password", "192.0.2.21");
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(unknown.body).toBe(wrong.body.replace(lina.email, "nobody@nasserlaw.jo"));
    expect(checks.count).toBe(2);
    const cost = (hash: string) => hash.split("$").slice(0, 4).join("$");
    expect(cost(checks.hashes[0]!)).toBe(cost(known!.hash));
    expect(checks.hashes[0]).not.toBe(known!.hash);
    expect(checks.hashes[1]).toBe(known!.hash);
    expect(unknown.ms, `bare checks: ${bare.map(Math.round).join(", ")} ms`).toBeGreaterThan(
      floor / 2,
    );
    expect(wrong.ms).toBeGreaterThan(floor / 2);
  });
});
