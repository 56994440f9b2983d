import { describe, expect, it } from "vitest";
import { messages } from "../../app/i18n/messages";
import { visitorCopy } from "../bookings";
import { sampleMails } from "../mail-samples";
import { acknowledgmentKind } from "../mail-kinds";

/** Issue 37: the most common mail, an acknowledgment with no time asked for, says it too. */
describe.each(["en", "ar"] as const)("the plain acknowledgment in %s", (lang) => {
  const plain = sampleMails().find(({ name }) => name === `${acknowledgmentKind}+plain-${lang}`)!;

  it("keeps what the visitor sent confidential and says writing does not engage the firm", () => {
    for (const part of [plain.mail.text, plain.mail.html]) {
      // As a mail says it, after they wrote: send nothing more yet (not "describe it briefly").
      expect(part).toContain(messages[lang].consultation.secrecySent);
      expect(part).not.toContain(messages[lang].consultation.secrecy);
      expect(part).toContain(visitorCopy[lang].ack.notEngaged);
    }
  });

  it("promises an answer once: within 24 hours without a time; with one held, by the hold's end alone", () => {
    const held = sampleMails().find(({ name }) => name === `${acknowledgmentKind}-${lang}`)!;
    // The text part isolates numbers inside Arabic («24»): read without those marks.
    const bare = (text: string) => text.replace(/[\u2066-\u2069]/g, "");
    expect(bare(plain.mail.text)).toContain(visitorCopy[lang].ack.intro);
    expect(bare(held.mail.text)).toContain(visitorCopy[lang].ack.introHeld);
    expect(bare(held.mail.text)).not.toContain(visitorCopy[lang].ack.intro);
  });

  it("says it once: no consultation paragraph, since no time was asked for", () => {
    const held = sampleMails().find(({ name }) => name === `${acknowledgmentKind}-${lang}`)!;
    expect(held.mail.text).not.toContain(visitorCopy[lang].ack.notEngaged);
    expect(plain.mail.text).not.toContain(messages[lang].consultation.engagement);
  });
});
