// @vitest-environment node
// The editor's sign-in under attack (issue 33: H3, M4, L1), on the real server over HTTP. A
// minimal build stands in for the site's (one static page), so these tests need no `npm run build`.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventually, startServer, tempDir, type TestServer } from "../test/helpers";
import { EditorAccounts, verifyPassword } from "./accounts";
import { accountsAccess, loginAttempts } from "./login";
import { loginCopy } from "./login-page";

const omar = { name: "Omar Haddad", email: "omar@nasserlaw.jo", password: "correct horse battery" };
const lina = { name: "Lina Saleh", email: "lina@nasserlaw.jo", password: "staple of the battery" };
const rana = { name: "Rana Khoury", email: "rana@nasserlaw.jo", password: "another long password" };

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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the editor's sign-in", () => {
  const dir = tempDir("editor-login-test-");
  let server: TestServer;
  let accounts: EditorAccounts;
  let clock = Date.parse("2026-11-24T09:00:00Z");
  /**
   * Every password check the sign-in makes, through the real scrypt; `held` counts the checks
   * during which the event loop never turned (a hash computed on the loop, not off it).
   */
  const checks = { count: 0, running: 0, most: 0, held: 0, hashes: [] as string[] };

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
            now: () => clock,
            verify: async (password, hash) => {
              checks.count += 1;
              checks.hashes.push(hash);
              checks.running += 1;
              checks.most = Math.max(checks.most, checks.running);
              let turned = false;
              const turn = setImmediate(() => (turned = true));
              try {
                return await verifyPassword(password, hash);
              } finally {
                if (!turned) checks.held += 1;
                clearImmediate(turn);
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
    Object.assign(checks, { count: 0, running: 0, most: 0, held: 0, hashes: [] });
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

  /** What an editor's session may do: 200 while signed in, 401 once signed out. */
  async function editorStatus(cookie: string) {
    const answer = await fetch(`${server.url}/api/editor/publish`, { headers: { cookie } });
    await answer.arrayBuffer();
    return answer.status;
  }

  it("checks at most nine of 200 parallel wrong passwords for one account, one at a time, and keeps serving pages meanwhile", async () => {
    // The site's own requests, one of each every 25 ms, none waiting for another: the page is a
    // file, read on libuv's thread pool (where scrypt runs too); /healthz writes to the store.
    const probe = async (path: string) => {
      const started = performance.now();
      const answer = await fetch(`${server.url}${path}`);
      await answer.arrayBuffer();
      return { path, status: answer.status, ms: performance.now() - started };
    };
    // How long they take on this machine as it is now, before the burst: a busy machine answers
    // slower, and the test does not fail for that, but for pages held up by the burst.
    const before: Awaited<ReturnType<typeof probe>>[] = [];
    for (let round = 0; round < 8; round += 1) {
      before.push(...(await Promise.all([probe("/"), probe("/healthz")])));
      await sleep(25);
    }
    let settled = false;
    const burst = Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        signIn(omar.email, `wrong password ${i}`, `198.51.100.${i + 1}`),
      ),
    ).finally(() => {
      settled = true;
    });
    const probing: ReturnType<typeof probe>[] = [];
    while (!settled && probing.length < 2000) {
      probing.push(probe("/"), probe("/healthz"));
      await sleep(25);
    }
    const probes = await Promise.all(probing);
    const answers = await burst;

    expect(answers.filter((a) => a.status === 401)).toHaveLength(loginAttempts);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(200 - loginAttempts);
    expect(answers.find((a) => a.status === 429)?.body).toContain(
      loginCopy.en.limited.split(".")[0],
    );
    expect(checks.count).toBe(loginAttempts);
    expect(checks.most).toBe(1);
    // Each check ran off the event loop, which served requests meanwhile.
    expect(checks.held).toBe(0);
    // Most probes were answered about as fast as before the burst. The floor is 500 ms: the test's
    // own 200 requests share this process with the server, and on a busy machine they alone took
    // the median from 25 to 242 ms.
    for (const path of ["/", "/healthz"]) {
      const times = probes.filter((p) => p.path === path).map((p) => p.ms);
      const usual = median(before.filter((p) => p.path === path).map((p) => p.ms));
      expect(times.length, path).toBeGreaterThanOrEqual(3);
      expect(
        median(times),
        `${path}: ${times.map(Math.round).join(", ")} ms (${Math.round(usual)} ms before)`,
      ).toBeLessThan(Math.max(500, 4 * usual));
    }
    expect(probes.every((p) => p.status === 200)).toBe(true);

    // The right password waits out the quarter of an hour like any other, from any address.
    const right = await signIn(omar.email, omar.password, "192.0.2.10");
    expect(right.status).toBe(429);
    expect(checks.count).toBe(loginAttempts);
    clock += 15 * 60_000 + 1;
    expect((await signIn(omar.email, omar.password, "192.0.2.11")).status).toBe(303);
  });

  it("checks at most nine sign-ins from one address, whatever the emails", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signIn(`someone${i}@example.com`, "a guess at a password", "203.0.113.99"),
      ),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(loginAttempts);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(30 - loginAttempts);
    expect(checks.count).toBe(loginAttempts);
    expect(checks.most).toBe(1);
  });

  it("runs the same scrypt for an email no editor has as for an editor's", async () => {
    const [known] = accounts.list().filter((a) => a.email === lina.email);
    const unknown = await signIn("nobody@nasserlaw.jo", "a guess at a password", "192.0.2.20");
    const wrong = await signIn(lina.email, "a guess at a password", "192.0.2.21");
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(unknown.body).toBe(wrong.body.replace(lina.email, "nobody@nasserlaw.jo"));
    expect(checks.count).toBe(2);
    const cost = (hash: string) => hash.split("$").slice(0, 4).join("$");
    expect(cost(checks.hashes[0]!)).toBe(cost(known!.hash));
    expect(checks.hashes[0]).not.toBe(known!.hash);
    expect(checks.hashes[1]).toBe(known!.hash);
    // (Same cost parameters, so the same work: a stopwatch on a shared machine proves less.)
  });

  it("ends every session of an editor whose password is changed, and only theirs", async () => {
    const first = await signIn(lina.email, lina.password, "192.0.2.30");
    const second = await signIn(lina.email, lina.password, "192.0.2.31");
    const other = await signIn(rana.email, rana.password, "192.0.2.32");
    for (const session of [first, second, other])
      expect(await editorStatus(session.cookie)).toBe(200);

    await accounts.add(lina.name, lina.email, "a brand new password");
    expect(await editorStatus(first.cookie)).toBe(401);
    expect(await editorStatus(second.cookie)).toBe(401);
    expect(await editorStatus(other.cookie)).toBe(200);
    // The old password no longer signs in; the new one does.
    expect((await signIn(lina.email, lina.password, "192.0.2.33")).status).toBe(401);
    const again = await signIn(lina.email, "a brand new password", "192.0.2.33");
    expect(again.status).toBe(303);
    expect(await editorStatus(again.cookie)).toBe(200);
  });

  it("ends every session of an editor who is removed, even if added again before their next request", async () => {
    const session = await signIn(rana.email, rana.password, "192.0.2.40");
    expect(await editorStatus(session.cookie)).toBe(200);
    accounts.remove(rana.email);
    expect(await editorStatus(session.cookie)).toBe(401);

    await accounts.add(rana.name, rana.email, rana.password);
    const later = await signIn(rana.email, rana.password, "192.0.2.41");
    expect(await editorStatus(later.cookie)).toBe(200);
    accounts.remove(rana.email);
    await accounts.add(rana.name, rana.email, rana.password);
    expect(await editorStatus(later.cookie)).toBe(401);
  });
});

describe("the editor's sign-in on a server full of sign-ins", () => {
  const dir = tempDir("editor-login-queue-test-");
  let server: TestServer;
  /** Checks that answer only when the test lets them, each refusing the password. */
  const checks = { count: 0, running: 0, most: 0 };
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));

  beforeAll(async () => {
    const accounts = new EditorAccounts(join(dir.path, "data"));
    await accounts.add(omar.name, omar.email, omar.password);
    server = await startServer(
      { dataDir: join(dir.path, "data"), trustProxy: true },
      {
        buildDir: minimalBuild(dir.path),
        editor: {
          access: accountsAccess({
            accounts,
            secure: false,
            verify: async () => {
              checks.count += 1;
              checks.running += 1;
              checks.most = Math.max(checks.most, checks.running);
              await gate;
              checks.running -= 1;
              return false;
            },
          }),
          workingCopy: workingCopy(dir.path),
        },
      },
    );
  }, 60_000);
  afterAll(async () => {
    open();
    await server.close();
    dir.remove();
  });

  it("runs two password checks at once, lets 64 more wait their turn, and refuses the rest at once", async () => {
    const answers: number[] = [];
    const all = Promise.all(
      Array.from({ length: 80 }, async (_, i) => {
        const answer = await fetch(`${server.url}/editor/login`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "x-forwarded-for": `192.0.2.${i + 1}`,
          },
          body: new URLSearchParams({ email: `person${i}@example.com`, password: "a guess" }),
          redirect: "manual",
        });
        await answer.text();
        answers.push(answer.status);
      }),
    );
    // Every address and every account is new: only the server-wide limits hold them back.
    await eventually(() => answers.length >= 80 - 2 - 64, { what: "the refusals" });
    expect(answers).toEqual(Array(14).fill(429));
    expect(checks).toMatchObject({ count: 2, running: 2 });
    open();
    await all;
    expect(answers.filter((status) => status === 401)).toHaveLength(66);
    expect(checks.count).toBe(66);
    expect(checks.most).toBe(2);
  });
});
