/**
 * `npm run backup -- <file> [--force]`: a consistent copy of the store (DATA_DIR as for the
 * server) made with SQLite's online backup while the server runs, checked, then counted.
 * Restoring it: docs/deploy.md.
 */
import { chmodSync, existsSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";

const usage = "Usage: npm run backup -- <file> [--force]";
const storeFile = "inquiries.sqlite";

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let values: { force?: boolean; help?: boolean };
let positionals: string[];
try {
  ({ values, positionals } = parseArgs({
    options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  }));
} catch (error) {
  fail(`${(error as Error).message}. ${usage}`, 2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (positionals.length !== 1) fail(`Name one file to write the backup to. ${usage}`, 2);

// The same store as the server: DATA_DIR from the environment or a local .env.
if (existsSync(".env")) process.loadEnvFile(".env");
const source = join(resolve(process.env.DATA_DIR || "./data"), storeFile);
const target = resolve(positionals[0]!);
if (!existsSync(source)) fail(`Backup failed: no store at ${source} (is DATA_DIR set?).`);
if (existsSync(target) && !values.force)
  fail(`Backup failed: ${target} already exists (add --force to replace it).`);
// SQLite may create the store's -wal/-shm files; made by root, they would lock the server out.
const owner = statSync(source).uid;
if (process.getuid?.() === 0 && owner !== 0)
  fail(
    `Backup failed: run it as the store's owner (uid ${owner}), e.g. runuser -u law-firm-site -- ..., not as root.`,
  );
if (!existsSync(dirname(target)))
  fail(`Backup failed: the directory ${dirname(target)} does not exist.`);

// Written beside the target and renamed at the end: a failed run never leaves half a backup,
// nor destroys the one it was to replace.
const partial = `${target}.partial-${process.pid}`;

function tableExists(db: Database.Database, name: string): boolean {
  return (
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !==
    undefined
  );
}

try {
  const db = new Database(source, { readonly: true, fileMustExist: true, timeout: 10_000 });
  try {
    // All pages in one step: one read transaction, a snapshot the server's writes cannot change
    // (WAL readers and writers do not wait for each other), so no restart under a stream of writes.
    await db.backup(partial, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  chmodSync(partial, 0o600); // It holds visitors' personal data.

  const copy = new Database(partial, { fileMustExist: true });
  let inquiries: number;
  let bookings: number | null;
  try {
    // One self-contained file (the server turns WAL back on when it opens a restored copy).
    copy.pragma("journal_mode = DELETE");
    const check = copy.pragma("integrity_check", { simple: true });
    if (check !== "ok")
      throw new Error(`the copy fails SQLite's integrity check: ${String(check)}`);
    const count = (table: string) =>
      (copy.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    inquiries = count("inquiries");
    bookings = tableExists(copy, "bookings") ? count("bookings") : null;
  } finally {
    copy.close();
  }
  renameSync(partial, target);
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const held = [plural(inquiries, "inquiry", "inquiries")];
  if (bookings !== null) held.push(plural(bookings, "booking", "bookings"));
  console.log(`Backed up ${source} to ${target}: integrity ok, ${held.join(", ")}.`);
} catch (error) {
  rmSync(partial, { force: true });
  fail(`Backup failed: ${(error as Error).message.split("\n")[0]}`);
}
