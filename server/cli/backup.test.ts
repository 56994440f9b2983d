// @vitest-environment node
// `npm run backup` against a live server taking inquiries, then a restore that mails them.
// Black-box on purpose: HTTP in, SMTP out, the CLI's own words for the copy, from its own process.
// Its refusals are the same code called in this process.
import {
  chownSync,
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { repoRoot } from "../site-server";
import { runAsProcess, runIn } from "../test/command";
import {
  closedPort,
  eventually,
  toFirm,
  postJson,
  startServer,
  startSmtp,
  tempDir,
  validInquiry,
} from "../test/helpers";
import { backup as command } from "./backup";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
function temp() {
  const dir = tempDir("backup-test-");
  cleanups.push(dir.remove);
  return dir.path;
}

const backup = (dataDir: string, args: string[]) => runIn(command, args, { DATA_DIR: dataDir });

describe("npm run backup", () => {
  it("copies a live store mid-stream; the restored copy holds and mails every acknowledged inquiry", async () => {
    // The first server cannot mail (its SMTP server is down): every inquiry stays pending.
    const liveDir = temp();
    const live = await startServer({
      dataDir: liveDir,
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
    });
    cleanups.push(() => live.close());

    const acknowledged: { id: string; at: number }[] = [];
    let streaming = true;
    const sender = async (n: number) => {
      for (let i = 0; streaming; i++) {
        const response = await postJson(
          live.url,
          validInquiry({
            fullName: `Visitor ${n}-${i}`,
            message: `Inquiry ${n}-${i} for the firm.`,
          }),
        );
        expect(response.status).toBe(201);
        const { id } = (await response.json()) as { id: string };
        acknowledged.push({ id, at: Date.now() });
        // A steady stream, not a flood: the backup's CLI takes seconds to start on a busy machine,
        // and every inquiry in the copy is then mailed through SMTP before the test ends.
        await new Promise((done) => setTimeout(done, 250));
      }
    };
    const senders = [1, 2].map(sender);
    await eventually(() => acknowledged.length >= 8, { what: "the first inquiries" });

    const file = join(temp(), "backup.sqlite");
    const startedAt = Date.now();
    // `npm run backup -- <file>` as the firm's IT person would run it, in a process of its own.
    const result = await runAsProcess(join(repoRoot, "server", "cli", "backup.ts"), [file], {
      DATA_DIR: liveDir,
    });
    const during = acknowledged.filter(({ at }) => at > startedAt).length;
    streaming = false;
    await Promise.all(senders);

    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const before = acknowledged.filter(({ at }) => at < startedAt);
    const held = Number(/integrity ok, (\d+) inquir/.exec(result.stdout)?.[1]);
    expect(held).toBeGreaterThanOrEqual(before.length);
    expect(held).toBeLessThanOrEqual(acknowledged.length);
    expect(during, "inquiries kept arriving while the backup ran").toBeGreaterThan(0);

    // Restore as docs/deploy.md says: the copy becomes inquiries.sqlite in an empty DATA_DIR.
    const restoredDir = temp();
    copyFileSync(file, join(restoredDir, "inquiries.sqlite"));
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const restored = await startServer({ dataDir: restoredDir, smtpUrl: smtp.url });
    cleanups.push(() => restored.close());

    // The firm's mails (the visitors' acknowledgments, at most 3 a day per address, go too).
    const firmMails = () => smtp.received.filter(toFirm);
    const mailed = (id: string) => firmMails().some((mail) => mail.raw.includes(id));
    await eventually(() => firmMails().length >= held, {
      // A wait, not a speed bound: every mail of the copy goes through a real SMTP server, and on
      // a busy 2-core machine composing one can take half a second (155 took over a minute).
      timeoutMs: Math.max(60_000, held * 1_000),
      what: `the ${held} inquiries of the backup to be mailed`,
    });
    for (const { id } of before) expect(mailed(id), `inquiry ${id}`).toBe(true);
    // Each once: nothing mailed twice, nothing that was not in the copy.
    await new Promise((done) => setTimeout(done, 300));
    expect(firmMails().length).toBe(held);
  }, 300_000);

  it("refuses to overwrite a file unless --force, and says why in one line", async () => {
    const dataDir = temp();
    const server = await startServer({ dataDir });
    cleanups.push(() => server.close());
    expect((await postJson(server.url, validInquiry())).status).toBe(201);
    const file = join(temp(), "backup.sqlite");
    writeFileSync(file, "an older backup");

    const refused = await backup(dataDir, [file]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr.trim()).toMatch(/^Backup failed: .*already exists \(add --force/);
    expect(refused.stderr.trim().split("\n")).toHaveLength(1);
    expect(readFileSync(file, "utf8")).toBe("an older backup");

    const forced = await backup(dataDir, [file, "--force"]);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/integrity ok, 1 inquiry\b/);
  });

  it("fails with one line and no file when there is no store", async () => {
    const file = join(temp(), "backup.sqlite");
    const result = await backup(join(temp(), "empty"), [file]);
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toMatch(/^Backup failed: no store at .*inquiries\.sqlite/);
    expect(existsSync(file)).toBe(false);
  });

  it.skipIf(process.getuid?.() !== 0)(
    "refuses to run as root on a store another user owns (it would leave root's files beside it)",
    async () => {
      const dataDir = temp();
      const server = await startServer({ dataDir });
      expect((await postJson(server.url, validInquiry())).status).toBe(201);
      await server.close();
      chownSync(dataDir, 65534, 65534);
      for (const name of readdirSync(dataDir)) chownSync(join(dataDir, name), 65534, 65534);
      const before = readdirSync(dataDir).sort();

      const file = join(temp(), "backup.sqlite");
      const result = await backup(dataDir, [file]);
      expect(result.code).not.toBe(0);
      expect(result.stderr.trim()).toMatch(
        /^Backup failed: run it as the store's owner \(uid 65534\)/,
      );
      expect(readdirSync(dataDir).sort()).toEqual(before);
      expect(existsSync(file)).toBe(false);
    },
  );
});
