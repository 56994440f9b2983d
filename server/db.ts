import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
} from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { fold, holdsWords, phoneDigits, squeezeLines } from "./fold";

/**
 * The one SQLite file in DATA_DIR: its connection, its pragmas and the migrations of every table.
 * WAL with synchronous=FULL, so a committed write is on disk before the visitor hears about it.
 */

export type Db = Database.Database;

export const storeFileName = "inquiries.sqlite";

/** Where the numbered migrations live: `NNNN-what-it-does.sql`, one schema version each. */
export const migrationsDir = join(import.meta.dirname, "migrations");

/**
 * Each file upgrades the schema by one version (PRAGMA user_version), in the order of its number;
 * never edit or renumber a shipped one. `server/schema.sql` is what they build, for reading.
 */
export const migrations: readonly string[] = readdirSync(migrationsDir)
  .filter((name) => /^\d{4}-[a-z0-9-]+\.sql$/.test(name))
  .sort()
  .map((name, index) => {
    if (Number(name.slice(0, 4)) !== index + 1)
      throw new Error(`Migration ${name} is out of sequence: expected number ${index + 1}`);
    return readFileSync(join(migrationsDir, name), "utf8");
  });

/** Opens (creating unless `mustExist`) and migrates the store in `dataDir`. */
export function openDatabase(dataDir: string, { mustExist = false } = {}): Db {
  const file = join(dataDir, storeFileName);
  if (!mustExist) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // Visitors' messages are for the server's user alone, whatever the umask: SQLite gives its
    // -wal and -shm files the main file's mode, so making that one 0600 covers all three.
    if (!existsSync(file)) closeSync(openSync(file, "a", 0o600));
    for (const path of [file, `${file}-wal`, `${file}-shm`])
      if (existsSync(path)) chmodSync(path, 0o600);
  }
  const db = new Database(file, {
    fileMustExist: mustExist,
    timeout: 5000,
  });
  try {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    // Erased personal data is overwritten, not left in free pages (the privacy notice's promise).
    db.pragma("secure_delete = ON");
    // The conflict register's folding of names (its triggers and the desk's search call it).
    db.function("fold", { deterministic: true }, (text: unknown) =>
      typeof text === "string" ? fold(text) : text,
    );
    // The desk's searches: names squeezed as stored, every word of a search in one line of
    // them, and a phone's digits.
    db.function("squeeze_lines", { deterministic: true }, (text: unknown) =>
      typeof text === "string" ? squeezeLines(text) : text,
    );
    db.function("holds_words", { deterministic: true }, (squeezed: unknown, words: unknown) =>
      typeof squeezed === "string" && typeof words === "string"
        ? Number(holdsWords(squeezed, words.split(" ").filter(Boolean)))
        : 0,
    );
    db.function("phone_digits", { deterministic: true }, (text: unknown) =>
      typeof text === "string" ? phoneDigits(text) : "",
    );
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** The schema version this server writes. */
export const schemaVersion = migrations.length;

function migrate(db: Db): void {
  // One step at a time, each reading the version inside its own IMMEDIATE transaction: another
  // process opening the store at the same moment (the server and a backup after an upgrade, two
  // servers on a new DATA_DIR) waits for the step and then finds it done.
  const step = db.transaction((): boolean => {
    const version = db.pragma("user_version", { simple: true }) as number;
    if (version > migrations.length) {
      throw new Error(
        `The inquiry store has schema version ${version}, newer than this server knows (${migrations.length})`,
      );
    }
    if (version === migrations.length) return false;
    db.exec(migrations[version]!);
    db.pragma(`user_version = ${version + 1}`);
    return true;
  });
  while (step.immediate());
}
