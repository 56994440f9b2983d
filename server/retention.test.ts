import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openStore } from "./store";
import { startServer, tempDir, type TestServer } from "./test/helpers";

const inquiry = {
  fullName: "Omar Khalil",
  email: "omar@example.com",
  phone: "",
  service: "" as const,
  message: "A question about a lease.",
  privacyAgreed: true as const,
  language: "en" as const,
  website: "",
};

const day = 86_400_000;

describe("store.purgeBefore (server/store.ts): the privacy notice's 12 months", () => {
  it("deletes old mailed and spam inquiries, and keeps recent ones and any still waiting for mail", () => {
    const store = openStore(mkdtempSync(join(tmpdir(), "retention-")));
    const now = Date.now();
    const oldMailed = store.insert(inquiry, { spam: false, now: now - 400 * day });
    store.markSent(oldMailed.id, now - 400 * day);
    const oldSpam = store.insert(inquiry, { spam: true, now: now - 400 * day });
    const oldPending = store.insert(inquiry, { spam: false, now: now - 400 * day });
    const recent = store.insert(inquiry, { spam: false, now: now - 10 * day });
    store.markSent(recent.id, now - 10 * day);

    const deleted = store.purgeBefore(new Date(now - 365 * day).toISOString());

    expect(deleted).toBe(2);
    expect(store.get(oldMailed.id)).toBeNull();
    expect(store.get(oldSpam.id)).toBeNull();
    expect(store.get(oldPending.id)?.mailStatus).toBe("pending");
    expect(store.get(recent.id)?.mailStatus).toBe("sent");
    store.close();
  });
});

describe("the server's daily purge (buildServer().listen() in server/app.ts)", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    vi.useRealTimers();
  });

  it("deletes an inquiry on the first daily run after it turns 12 months old", async () => {
    // Only the interval and the clock are fake: the real server still listens on a real port.
    const start = Date.parse("2026-03-01T09:00:00Z");
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"], now: start });
    server = await startServer({ dataDir: tempDir("retention-").path, retentionDays: 365 });
    // Received 362.5 days before start: 12 months old two and a half days later.
    const spam = server.store.insert(inquiry, { spam: true, now: start - 362.5 * day });
    const mailed = server.store.insert(inquiry, { spam: false, now: start - 362.5 * day });
    server.store.markSent(mailed.id, start - 362.5 * day);

    vi.advanceTimersByTime(2 * day);
    expect(server.store.get(spam.id), "kept while younger than 12 months").not.toBeNull();
    expect(server.logs.text).not.toContain("expired inquiries deleted");

    vi.advanceTimersByTime(day);
    expect(server.store.get(spam.id)).toBeNull();
    expect(server.store.get(mailed.id)).toBeNull();
    expect(server.logs.text).toContain("expired inquiries deleted");
  });
});
