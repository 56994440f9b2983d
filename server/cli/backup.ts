/**
 * `npm run backup -- <file> [--force]`: a consistent copy of the store (DATA_DIR as for the
 * server) made with SQLite's online backup while the server runs, checked, then counted.
 * Restoring it: docs/deploy.md.
 */
import { chmodSync, existsSync, renameSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { storeFileName } from "../db";
import { type Command, refuse, runFromShell } from "./command";
import { dataDirFromEnv, ownerProblem } from "./store-path";

const usage = "Usage: npm run backup -- <file> [--force]";

export const backup: Command = async (args, io) => {
  let values: { force?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
    }));
  } catch (error) {
    refuse(`${(error as Error).message}. ${usage}`);
  }
  if (values.help) return io.out(`${usage}\n`);
  if (positionals.length !== 1) refuse(`Name one file to write the backup to. ${usage}`);

  const source = join(dataDirFromEnv(io.env), storeFileName);
  const target = resolve(positionals[0]!);
  if (!existsSync(source)) refuse(`Backup failed: no store at ${source} (is DATA_DIR set?).`, 1);
  if (existsSync(target) && !values.force)
    refuse(`Backup failed: ${target} already exists (add --force to replace it).`, 1);
  const problem = ownerProblem(source);
  if (problem) refuse(`Backup failed: ${problem}.`, 1);
  if (!existsSync(dirname(target)))
    refuse(`Backup failed: the directory ${dirname(target)} does not exist.`, 1);

  // Written beside the target and renamed at the end: a failed run never leaves half a backup,
  // nor destroys the one it was to replace.
  const partial = `${target}.partial-${process.pid}`;
  try {
    const db = new Database(source, { readonly: true, fileMustExist: true, timeout: 10_000 });
    try {
      // All pages in one step: one read transaction, a snapshot the server's writes cannot
      // change (WAL readers and writers do not wait for each other), so no restart under a
      // stream of writes.
      await db.backup(partial, { progress: () => 0x7fffffff });
    } finally {
      db.close();
    }
    chmodSync(partial, 0o600); // It holds visitors' personal data.
    const held = checkAndCount(partial);
    renameSync(partial, target);
    io.out(`Backed up ${source} to ${target}: integrity ok, ${held}.\n`);
  } catch (error) {
    rmSync(partial, { force: true });
    refuse(`Backup failed: ${(error as Error).message.split("\n")[0]}`, 1);
  }
};

/** Makes the copy one self-contained file, checks it, and says what it holds. */
function checkAndCount(file: string): string {
  const copy = new Database(file, { fileMustExist: true });
  try {
    // One self-contained file (the server turns WAL back on when it opens a restored copy).
    copy.pragma("journal_mode = DELETE");
    const check = copy.pragma("integrity_check", { simple: true });
    if (check !== "ok")
      throw new Error(`the copy fails SQLite's integrity check: ${String(check)}`);
    const count = (table: string) =>
      (copy.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    const hasTable = (name: string) =>
      copy.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !==
      undefined;
    const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    const held = [plural(count("inquiries"), "inquiry", "inquiries")];
    if (hasTable("bookings")) held.push(plural(count("bookings"), "booking", "bookings"));
    return held.join(", ");
  } finally {
    copy.close();
  }
}

runFromShell(import.meta.url, backup);
