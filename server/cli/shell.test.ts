// @vitest-environment node
// The commands' tests call them in this process (server/test/command.ts). Here each file runs as
// `npm run` runs it, in a process of its own: what it prints, where, and its exit code. (Backup's
// and editors' own tests run theirs so: backup.test.ts, editor-access.test.ts.)
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { repoRoot } from "../site-server";
import { openStore } from "../store";
import { tempDir } from "../test/helpers";

const dir = tempDir();
afterAll(() => dir.remove());

function fromShell(command: string, ...args: string[]) {
  return promisify(execFile)(
    process.execPath,
    ["--import", "tsx", join(repoRoot, "server", "cli", `${command}.ts`), ...args],
    { cwd: repoRoot, env: { PATH: process.env.PATH ?? "", DATA_DIR: dir.path } },
  ).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
}

it("each command prints to stdout, refuses on stderr in one line, and exits with its code", async () => {
  const [noStore, usage] = await Promise.all([fromShell("calendar"), fromShell("inquiries")]);
  expect(noStore).toMatchObject({ code: 1, stdout: "" });
  expect(noStore.stderr).toMatch(/^No store in .*: start the server once first\.\n$/);
  expect(usage).toMatchObject({ code: 2, stdout: "" });
  expect(usage.stderr).toMatch(/^Choose one of --json or --csv\.\nUsage: npm run inquiries/);

  openStore(dir.path).close();
  const listed = await fromShell("inquiries", "--json");
  expect(listed).toMatchObject({ code: 0, stdout: "[]\n", stderr: "" });
});
