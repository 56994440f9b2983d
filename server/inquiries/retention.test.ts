import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openStore } from "../store";
import { startServer, tempDir, type TestServer } from "../test/helpers";
import { markFirmMailSent, storeInquiry } from "../test/records";

const inquiry = {
  fullName: "Omar Khalil",
  email: "omar@example.com",
  phone: "",
  service: "" as const,
  message: "A question about a lease.",
  privacyAgreed: true as const,
  language: "en" as const,
  website: "",
  slot: "",
  attorney: "any" as const,
  meeting: "office" as const,
  timeZone: "",
  otherParties: "",
};

const day = 86_400_000;

describe("store.purgeBefore (server/store.ts): the privacy notice's 12 months", () => {
  it("deletes old mailed and spam inquiries, and keeps recent ones and any still waiting for mail", () => {
    const store = openStore(mkdtempSync(join(tmpdir(), "retention-")));
    const now = Date.now();
    const oldMailed = storeInquiry(store, inquiry, { spam: false, now: now - 400 * day });
    markFirmMailSent(store, oldMailed, now - 400 * day);
    const oldSpam = storeInquiry(store, inquiry, { spam: true, now: now - 400 * day });
    const oldPending = storeInquiry(store, inquiry, { spam: false, now: now - 400 * day });
    const recent = storeInquiry(store, inquiry, { spam: false, now: now - 10 * day });
    markFirmMailSent(store, recent, now - 10 * day);

    const deleted = store.purgeBefore(new Date(now - 365 * day).toISOString());

    expect(deleted).toBe(2);
    expect(store.inquiries.get(oldMailed)).toBeNull();
    expect(store.inquiries.get(oldSpam)).toBeNull();
    expect(store.inquiries.get(oldPending)?.mailStatus).toBe("pending");
    expect(store.inquiries.get(recent)?.mailStatus).toBe("sent");
    store.close();
  });

  it("counts from receipt, not from mailing: an inquiry mailed late still goes 365 days after it came", () => {
    const store = openStore(mkdtempSync(join(tmpdir(), "retention-")));
    const now = Date.now();
    // Received 366 days ago; its mail went out only 10 days ago (SMTP was down for a year).
    const mailedLate = storeInquiry(store, inquiry, { spam: false, now: now - 366 * day });
    markFirmMailSent(store, mailedLate, now - 10 * day);

    expect(store.purgeBefore(new Date(now - 365 * day).toISOString())).toBe(1);
    expect(store.inquiries.get(mailedLate)).toBeNull();
    store.close();
  });
});

describe("the server's daily purge (buildServer().listen() in server/site-server.ts)", () => {
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
    const spam = storeInquiry(server.store, inquiry, { spam: true, now: start - 362.5 * day });
    const mailed = storeInquiry(server.store, inquiry, {
      spam: false,
      now: start - 362.5 * day,
    });
    markFirmMailSent(server.store, mailed, start - 362.5 * day);

    vi.advanceTimersByTime(2 * day);
    expect(server.store.inquiries.get(spam), "kept while younger than 12 months").not.toBeNull();
    expect(server.logs.text).not.toContain("expired inquiries deleted");

    vi.advanceTimersByTime(day);
    expect(server.store.inquiries.get(spam)).toBeNull();
    expect(server.store.inquiries.get(mailed)).toBeNull();
    expect(server.logs.text).toContain("expired inquiries deleted");
  });
});
