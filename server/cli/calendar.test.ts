// @vitest-environment node
import { execFile } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../site-server";
import { openStore } from "../store";
import { tempDir } from "../test/helpers";

const run = promisify(execFile);
const dir = tempDir();
afterAll(() => dir.remove());

function calendar(...args: string[]) {
  return run(
    process.execPath,
    ["--import", "tsx", join(repoRoot, "server", "cli", "calendar.ts"), ...args],
    {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dir.path, SITE_URL: "https://law.example" },
    },
  );
}

const urls = (stdout: string) => stdout.match(/https:\/\/\S+/g) ?? [];

describe("npm run calendar", () => {
  it("refuses to run before the server has made its store", async () => {
    await expect(calendar()).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("start the server once first"),
    });
  });

  it("prints the firm's and each attorney's feed address for SITE_URL; --new-secret replaces them", async () => {
    openStore(dir.path).close();
    const first = urls((await calendar()).stdout);
    expect(first).toHaveLength(4);
    expect(first[0]).toMatch(/^https:\/\/law\.example\/calendar\/firm\.ics\?t=[\w-]{43}$/);
    expect(first.slice(1).map((u) => new URL(u).pathname)).toEqual([
      "/calendar/attorney-2.ics",
      "/calendar/attorney-3.ics",
      "/calendar/attorney-4.ics",
    ]);
    expect(urls((await calendar()).stdout)).toEqual(first);

    const renewed = await calendar("--new-secret");
    expect(renewed.stdout).toContain("the previous ones no longer work");
    const second = urls(renewed.stdout);
    expect(second).toHaveLength(4);
    for (const url of second) expect(first).not.toContain(url);

    // The generated secret stays private to its owner and is never printed.
    const file = join(dir.path, "booking-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(renewed.stdout).not.toContain(readFileSync(file, "utf8").trim());
  });
});
