// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase, schemaVersion } from "./db";
import { tempDir } from "./test/helpers";

/** The schema a store has, as SQLite keeps it: every table and index, in name order. */
export function currentSchema(dataDir: string): string {
  const db = openDatabase(dataDir);
  try {
    const rows = db
      .prepare<[], { sql: string }>(
        `SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY type DESC, name`,
      )
      .all();
    return `${rows.map((row) => `${row.sql.replace(/\n\s*/g, "\n  ")};`).join("\n\n")}\n`;
  } finally {
    db.close();
  }
}

describe("server/schema.sql", () => {
  it("is the schema the migrations build, so a reader sees the whole store in one file", () => {
    const dir = tempDir();
    try {
      const built = currentSchema(dir.path);
      const written = readFileSync(join(import.meta.dirname, "schema.sql"), "utf8");
      const header = `-- The store's schema as the ${schemaVersion} migrations in server/migrations/ build it (server/schema.test.ts checks it).\n-- Do not edit: add a migration, then copy what the test prints here.\n\n`;
      expect(written, "server/schema.sql is out of date").toBe(header + built);
    } finally {
      dir.remove();
    }
  });
});
