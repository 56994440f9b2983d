// @vitest-environment node
// Processes that open one store at the same moment (the server and a backup or an inquiries
// command after an upgrade, or two servers on a new DATA_DIR) migrate it once between them:
// each step reads the schema version inside its own write transaction, so the later one finds
// the step done instead of running it again ("table … already exists").
import { spawn } from "node:child_process";
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, schemaVersion } from "./db";
import { tempDir } from "./test/helpers";

const dirs: { remove: () => void }[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) dir.remove();
});

/** A process that opens the store in `dataDir` when told to (a line on its stdin). */
function opener(dataDir: string) {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `import { openDatabase } from "./server/db.ts";
       process.stdout.write("ready\\n");
       process.stdin.once("data", () => { openDatabase(${JSON.stringify(dataDir)}).close(); process.exit(0); });`,
    ],
    { stdio: ["pipe", "pipe", "pipe"] },
  );
  let err = "";
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const ready = new Promise<void>((resolve) =>
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve()),
  );
  const exited = once(child, "exit").then(([code]) => ({ code: code as number, err }));
  return { child, ready, exited };
}

describe("opening one store from several processes at once", { timeout: 60_000 }, () => {
  it("migrates a new store once: every process opens it, and it has every step", async () => {
    const dir = tempDir();
    dirs.push(dir);
    const openers = [opener(dir.path), opener(dir.path), opener(dir.path)];
    await Promise.all(openers.map((o) => o.ready));
    for (const { child } of openers) child.stdin.write("go\n");
    const results = await Promise.all(openers.map((o) => o.exited));
    expect(
      results.map((r) =>
        r.code === 0 ? "opened" : (/^\w*Error: .*$/m.exec(r.err)?.[0] ?? r.err.trim()),
      ),
    ).toEqual(["opened", "opened", "opened"]);
    const db = openDatabase(dir.path, { mustExist: true });
    expect(db.pragma("user_version", { simple: true })).toBe(schemaVersion);
    db.close();
  });
});
