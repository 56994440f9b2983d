// @vitest-environment node
// The commands' tests call them in this process (server/test/command.ts). Here each file runs as
// `npm run` runs it, in a process of its own: what it prints, where, and its exit code. (Backup's
// and editors' own tests run theirs so: backup.test.ts, editor-access.test.ts.)
import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { repoRoot } from "../site-server";
import { openStore } from "../store";
import { runAsProcess } from "../test/command";
import { tempDir } from "../test/helpers";

const dir = tempDir();
afterAll(() => dir.remove());

// The project reached through a symbolic link, as a release folder may be.
const linked = join(dir.path, "site");
symlinkSync(repoRoot, linked);

const fromShell = (file: string, ...args: string[]) =>
  runAsProcess(file, args, { DATA_DIR: dir.path });

it("each command prints to stdout, refuses on stderr in one line, and exits with its code", async () => {
  const cli = (command: string) => join(repoRoot, "server", "cli", `${command}.ts`);
  const [noStore, usage] = await Promise.all([
    fromShell(cli("calendar")),
    fromShell(cli("inquiries")),
  ]);
  expect(noStore).toMatchObject({ code: 1, stdout: "" });
  expect(noStore.stderr).toMatch(/^No store in .*: start the server once first\.\n$/);
  expect(usage).toMatchObject({ code: 2, stdout: "" });
  expect(usage.stderr).toMatch(/^Choose one of --json or --csv\.\nUsage: npm run inquiries/);

  openStore(dir.path).close();
  const listed = await fromShell(join(linked, "server/cli/inquiries.ts"), "--json");
  expect(listed).toMatchObject({ code: 0, stdout: "[]\n", stderr: "" });
});
