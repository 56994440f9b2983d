import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openStore } from "./store";

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
};

describe("retention: the privacy notice's 12 months", () => {
  it("deletes old mailed and spam inquiries, and keeps recent ones and any still waiting for mail", () => {
    const store = openStore(mkdtempSync(join(tmpdir(), "retention-")));
    const day = 86_400_000;
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
