// @vitest-environment node
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { migrations, schemaVersion, storeFileName } from "./db";
import { eventually, startServer, startSmtp, tempDir } from "./test/helpers";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A store as the first release wrote it: the mail's state in columns of the inquiry. */
function firstReleaseStore(dir: string) {
  const db = new Database(join(dir, storeFileName));
  db.exec(migrations[0]!);
  db.pragma("user_version = 1");
  const insert = db.prepare(
    `INSERT INTO inquiries (id, received_at, language, full_name, email, phone, service, message, spam, mail_status, mail_attempts, next_attempt_at, mailed_at, last_mail_error)
     VALUES (?, ?, 'en', ?, 'old@example.com', '', '', 'Written before the upgrade.', ?, ?, ?, ?, ?, ?)`,
  );
  const at = "2026-11-01T08:00:00.000Z";
  insert.run("PENDING00001", at, "Waiting Visitor", 0, "pending", 4, 0, null, "451 try later");
  insert.run(
    "SENT00000001",
    at,
    "Mailed Visitor",
    0,
    "sent",
    1,
    null,
    "2026-11-01T08:00:05.000Z",
    null,
  );
  insert.run("SPAM00000001", at, "Bot", 1, "spam", 0, null, null, null);
  db.close();
}

describe("the store's migrations", () => {
  it("moves a first-release store forward without losing a pending mail or resending a sent one", async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    firstReleaseStore(dir.path);
    const smtp = await startSmtp();
    const server = await startServer({ dataDir: dir.path, smtpUrl: smtp.url });
    cleanups.push(smtp.close, () => server.close());

    expect(server.store.db.pragma("user_version", { simple: true })).toBe(schemaVersion);
    expect(server.store.inquiries.get("SENT00000001")).toMatchObject({
      mailStatus: "sent",
      mailedAt: "2026-11-01T08:00:05.000Z",
    });
    expect(server.store.inquiries.get("SPAM00000001")).toMatchObject({ mailStatus: "spam" });
    // The desk finds the inquiries stored before: their names are kept squeezed for its searches.
    const search = server.store.db.prepare<
      [string],
      { key: string; phone: string; folded: string }
    >(
      `SELECT i.search_key AS key, i.phone_key AS phone, c.folded FROM inquiries i JOIN conflict_names c ON c.record_id = i.id WHERE i.id = ?`,
    );
    expect(search.get("SENT00000001")).toEqual({
      key: "mailedvisitorold@examplecomsent00000001",
      phone: "",
      folded: "mailedvisitor",
    });
    await eventually(() => server.store.inquiries.get("PENDING00001")?.mailStatus === "sent", {
      what: "the pending mail to go out after the upgrade",
    });
    expect(server.store.inquiries.get("PENDING00001")?.mailAttempts).toBe(5);
    expect(smtp.received.map((m) => m.header("x-inquiry-id"))).toEqual(["PENDING00001"]);
    expect(smtp.received[0]!.raw).toContain("Written before the upgrade.");
  });

  it("refuses a store written by a newer server", async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const db = new Database(join(dir.path, storeFileName));
    db.pragma(`user_version = ${schemaVersion + 1}`);
    db.close();
    await expect(startServer({ dataDir: dir.path })).rejects.toThrow(
      /newer than this server knows/,
    );
  });
});
