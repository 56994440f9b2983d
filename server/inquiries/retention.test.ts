import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openStore } from "../store";
import { markFirmMailSent } from "../test/helpers";

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
    const oldMailed = store.inquiries.insert(inquiry, { spam: false, now: now - 400 * day });
    markFirmMailSent(store, oldMailed, now - 400 * day);
    const oldSpam = store.inquiries.insert(inquiry, { spam: true, now: now - 400 * day });
    const oldPending = store.inquiries.insert(inquiry, { spam: false, now: now - 400 * day });
    const recent = store.inquiries.insert(inquiry, { spam: false, now: now - 10 * day });
    markFirmMailSent(store, recent, now - 10 * day);

    const deleted = store.purgeBefore(new Date(now - 365 * day).toISOString());

    expect(deleted).toBe(2);
    expect(store.inquiries.get(oldMailed)).toBeNull();
    expect(store.inquiries.get(oldSpam)).toBeNull();
    expect(store.inquiries.get(oldPending)?.mailStatus).toBe("pending");
    expect(store.inquiries.get(recent)?.mailStatus).toBe("sent");
    store.close();
  });
});
