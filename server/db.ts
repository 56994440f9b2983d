import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { bookingMigrations } from "./bookings/schema";
import { calendarMigrations } from "./calendars";
import { inquiryMigrations } from "./inquiries/schema";
import { outboxMigrations } from "./mail/schema";

/**
 * The one SQLite file in DATA_DIR: its connection, its pragmas and the migrations of every table.
 * WAL with synchronous=FULL, so a committed write is on disk before the visitor hears about it.
 */

export type Db = Database.Database;

export const storeFileName = "inquiries.sqlite";

/**
 * Each entry upgrades the schema by one version (PRAGMA user_version), in this order; never edit
 * or reorder a shipped one. Each capability writes its own SQL beside its queries.
 */
const migrations: readonly string[] = [
  inquiryMigrations.createInquiries,
  outboxMigrations.createOutbox,
  bookingMigrations.createBookings,
  calendarMigrations.createBusyCalendars,
];

/** Opens (creating unless `mustExist`) and migrates the store in `dataDir`. */
export function openDatabase(dataDir: string, { mustExist = false } = {}): Db {
  if (!mustExist) mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, storeFileName), {
    fileMustExist: mustExist,
    timeout: 5000,
  });
  try {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    // Erased personal data is overwritten, not left in free pages (the privacy notice's promise).
    db.pragma("secure_delete = ON");
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
  const version = db.pragma("user_version", { simple: true }) as number;
  if (version > migrations.length) {
    throw new Error(
      `The inquiry store has schema version ${version}, newer than this server knows (${migrations.length})`,
    );
  }
  for (let v = version; v < migrations.length; v += 1) {
    db.transaction(() => {
      db.exec(migrations[v]!);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}
