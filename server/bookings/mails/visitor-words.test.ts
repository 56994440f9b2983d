import { describe, expect, it } from "vitest";
import { localize } from "../../../app/content/bilingual";
import { mailContent } from "../../../app/content/mails.server";
import { fill } from "../../../app/content/schema/template";
import { messages } from "../../../app/i18n/messages";
import { langs } from "../../../app/i18n/locales";
import { visitorCopy } from "./visitor-copy";
import { consultationBlock } from "./visitor-mail";
import { formatMailTime } from "../when";

/**
 * Issue 37: what the visitor's mails say of secrecy, engagement, the hold and a mistaken address.
 * The sentences are the firm's to edit (content/interface.json, content/mails/visitor.json), so
 * they are read from there, and the mails must carry them whatever they say (issue 36, point 4).
 */
describe.each(langs)("the visitor's mails in %s", (lang) => {
  const copy = visitorCopy[lang];
  const words = localize(mailContent.visitor, lang);
  const { secrecySent, engagement } = messages[lang].consultation;

  it("say what a consultation is in the site's words: secrecy, and when the relationship begins", () => {
    const { p } = consultationBlock(lang) as { p: string };
    // Secrecy as said to someone who has written: send nothing more yet.
    expect(p).toContain(secrecySent);
    expect(p).toContain(engagement);
    // Once the firm has confirmed, its conflict check is done: no "until we have checked".
    const confirmed = (consultationBlock(lang, { checked: true }) as { p: string }).p;
    expect(confirmed).not.toContain(secrecySent);
    expect(confirmed).toContain(engagement);
  });

  it("say, when no time was asked for, that writing does not make the firm the visitor's lawyer", () => {
    expect(copy.ack.notEngaged).toBe(words.ack.notEngaged);
  });

  it("give the hold's end, the day and time by which the firm answers, when a time is held or moved", () => {
    const until = `${formatMailTime(Date.parse("2026-12-03T15:00:00Z"), lang)} (${copy.ammanTime})`;
    const bare = (text: string) => text.replace(/[\u2066-\u2069]/g, "");
    const held = (text: string) => bare(fill(text, { until }));
    expect(bare(copy.ack.booking(until))).toBe(held(words.ack.booking));
    expect(bare(copy.moved.pending(until))).toBe(held(words.moved.pending));
  });

  it("ask whoever was given the address by mistake to reply, so the request is deleted", () => {
    expect(copy.notYou("www.nasserlaw.jo")).toBe(fill(words.notYou, { host: "www.nasserlaw.jo" }));
    expect(copy.notYou("www.nasserlaw.jo")).not.toMatch(/ignore|تجاهل/i);
  });
});
