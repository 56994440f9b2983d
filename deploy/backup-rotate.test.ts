// @vitest-environment node
// deploy/backup-rotate.sh, as the daily backup unit runs it: a new backup, then the last 14 kept.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { postJson, startServer, tempDir, validInquiry } from "../server/test/helpers";

const dirs: { remove: () => void }[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

const script = join(import.meta.dirname, "backup-rotate.sh");
const rotate = (dataDir: string, backups: string, keep?: string) =>
  spawnSync(script, keep === undefined ? [backups] : [backups, keep], {
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
    encoding: "utf8",
  });

describe("deploy/backup-rotate.sh", () => {
  it("adds tonight's backup and deletes all but the newest 14, leaving other files alone", async () => {
    const dir = tempDir("backup-rotate-");
    dirs.push(dir);
    const dataDir = join(dir.path, "data");
    const server = await startServer({ dataDir });
    expect((await postJson(server.url, validInquiry())).status).toBe(201);
    await server.close();

    const backups = join(dir.path, "backups");
    mkdirSync(backups);
    const old = Array.from(
      { length: 15 },
      (_, i) => `inquiries-2025-01-${String(i + 1).padStart(2, "0")}T033000Z.sqlite`,
    );
    for (const name of [...old, "notes.txt"]) writeFileSync(join(backups, name), "old");

    const run = rotate(dataDir, backups);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/integrity ok, 1 inquiry\b/);
    const left = readdirSync(backups).sort();
    const fresh = left.filter((name) => !old.includes(name) && name !== "notes.txt");
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatch(/^inquiries-\d{4}-\d\d-\d\dT\d{6}Z\.sqlite$/);
    // 13 old ones and the new one; the two oldest are gone.
    expect(left).toEqual([...old.slice(2), ...fresh, "notes.txt"].sort());
  });

  it("deletes nothing when the backup fails", () => {
    const dir = tempDir("backup-rotate-");
    dirs.push(dir);
    const backups = join(dir.path, "backups");
    mkdirSync(backups);
    writeFileSync(join(backups, "inquiries-2025-01-01T033000Z.sqlite"), "old");
    const run = rotate(join(dir.path, "no-store"), backups, "1");
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/Backup failed: no store/);
    expect(readdirSync(backups)).toEqual(["inquiries-2025-01-01T033000Z.sqlite"]);
  });
});
