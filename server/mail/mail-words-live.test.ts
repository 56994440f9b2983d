// @vitest-environment node
// Issue 34: the mails' words are content, and a publish switches them on the running server
// with the rest of the content (app/content/live.server.ts), no restart: the next mail says what
// the firm published. A folder whose mails the check refuses changes nothing.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDir } from "../../app/content/files.server";
import { readLiveContent, switchLiveContent } from "../../app/content/live.server";
import { pageCopy } from "../bookings/page-copy";
import { loginCopy } from "../editor/login-page";
import { sampleMails } from "../mail-samples";

const fixture = join(import.meta.dirname, "../test/mail-content");
const root = mkdtempSync(join(tmpdir(), "mail-words-live-"));
const published = join(root, "content");
let served: string;

const mailOf = (name: string) => sampleMails().find((sample) => sample.name === name)!.mail;

beforeAll(() => {
  served = contentDir;
  switchLiveContent(readLiveContent(fixture));
  cpSync(fixture, published, { recursive: true });
});
afterAll(() => {
  switchLiveContent(readLiveContent(served));
  rmSync(root, { recursive: true, force: true });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reaches into any field of any file
type Json = any;

function edit(path: string, change: (data: Json) => void) {
  const file = join(published, path);
  const data = JSON.parse(readFileSync(file, "utf8"));
  change(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
}

describe("a publish changes the words of the next mail and page", () => {
  it("sends the published words, in both languages, once the content is switched", () => {
    expect(mailOf("inquiry.ack-en").subject).toBe(
      "We have received your message (reference K7Q2M9XW4T1B)",
    );
    edit("mails/visitor.json", (data) => {
      data.ack.subject = {
        en: "Thank you for writing to us ({{ref}})",
        ar: "شكرًا لمراسلتكم ({{ref}})",
      };
    });
    edit("mails/booking-pages.json", (data) => {
      data.notice.title = { en: "Please telephone us to cancel", ar: "يُرجى الاتصال بنا هاتفيًا" };
    });
    edit("mails/sign-in.json", (data) => {
      data.submit = { en: "Enter", ar: "دخول" };
    });
    const next = readLiveContent(published);
    // Read but not yet switched: the mails still say what the site served.
    expect(mailOf("inquiry.ack-en").subject).toContain("We have received your message");

    switchLiveContent(next);
    expect(mailOf("inquiry.ack-en").subject).toBe("Thank you for writing to us (K7Q2M9XW4T1B)");
    expect(mailOf("inquiry.ack-ar").subject).toBe("شكرًا لمراسلتكم (K7Q2M9XW4T1B)");
    expect(pageCopy.en.notice.title).toBe("Please telephone us to cancel");
    expect(loginCopy.ar.submit).toBe("دخول");
  }, 120_000);

  it("keeps the words it serves when the published mails are refused", () => {
    const before = mailOf("booking.confirmed-en").subject;
    edit("mails/visitor.json", (data) => {
      data.confirmed.subject = { en: "Confirmed ({{reference}})", ar: "تأكيد ({{ref}})" };
    });
    expect(() => readLiveContent(published)).toThrow(
      "content/mails/visitor.json: confirmed.subject.en (English): uses {{reference}}",
    );
    expect(mailOf("booking.confirmed-en").subject).toBe(before);
  }, 120_000);
});
