import { describe, expect, it } from "vitest";
import { messages } from "~/i18n/messages";
import type { Lang } from "~/i18n/locales";
import { consultationTerms } from "./booking";
import { fill } from "./schema/template";
import { contactPageContent } from "./contact-page";
import { contactNotSentContent, contactSentHeldContent } from "./contact-result";
import type { LegalBlock, LegalDocument } from "./legal-document";
import { privacyContent } from "./privacy";
import { termsContent } from "./terms";

/**
 * Issue 37: one account of professional secrecy and one of when the client relationship begins,
 * in the same words wherever the site says them (the contact intros, the booking part, the mails
 * through `consultation`, the privacy policy and the terms), and the hold's one deadline.
 */

const blockText = (block: LegalBlock): string[] => {
  if (typeof block === "string") return [block];
  if ("list" in block) return block.list;
  if ("definitions" in block) return block.definitions.flatMap((d) => [d.term, d.detail]);
  return block.processors.items.flatMap((item) => Object.values(item));
};
/** The text of a legal page's section, or of its summary. */
const section = (doc: LegalDocument, id: string) =>
  id === "summary"
    ? doc.summary.items.join("\n")
    : (doc.sections.find((s) => s.id === id)?.body.flatMap(blockText).join("\n") ?? "");

/** The longest stretch of `text` that each of `others` says too, word for word. */
const shared = (text: string, ...others: string[]) => {
  let best = "";
  for (let i = 0, end = 1; end <= text.length; end++) {
    while (!others.every((other) => other.includes(text.slice(i, end)))) i++;
    if (end - i > best.length) best = text.slice(i, end);
  }
  return best;
};

describe.each(["en", "ar"] as const)("the one account, in %s", (lang) => {
  const words = messages[lang];

  // The words are the firm's to edit (issue 36, point 4): the booking part's sentence is the
  // account, and every other place must say it too.
  it("says secrecy in the same words in the contact intros, the booking part and both legal pages", () => {
    const secrecy = words.consultation.secrecy;
    expect(secrecy).not.toBe("");
    expect(words.contact.intro).toContain(secrecy);
    expect(contactPageContent[lang].form.intro).toContain(secrecy);
    expect(section(privacyContent[lang], "summary")).toContain(secrecy);
    expect(section(privacyContent[lang], "controller")).toContain(secrecy);
    expect(section(termsContent[lang], "summary")).toContain(secrecy);
    expect(section(termsContent[lang], "confidentiality")).toContain(secrecy);
  });

  // Each place leads into it in its own words ("A consultation…", "Contacting us…"), so what must
  // agree is the rest: most of the booking part's sentence, word for word.
  it("says when the client relationship begins in the same words in the booking part and the terms", () => {
    const engagement = words.consultation.engagement;
    for (const id of ["summary", "no-lawyer-client-relationship"])
      expect(shared(engagement, section(termsContent[lang], id)).length).toBeGreaterThan(
        engagement.length / 2,
      );
  });

  it("adds in the terms the sales tax that the consultation fee adds", () => {
    const [fee] = consultationTerms(words.consultation, 50);
    const rate = fee.match(/\d+%/)?.[0];
    expect(rate).toBeDefined();
    expect(section(termsContent[lang], "no-lawyer-client-relationship")).toContain(rate);
  });

  // The deadline is the firm's words (issue 36, point 4): what must hold is that every place
  // that describes the hold says one deadline, word for word.
  it("gives the hold one deadline wherever it describes it, and keeps the spec's 24 hours for the reply", () => {
    const [first = "", ...others] = [
      words.contact.form.booking.intro,
      words.contact.form.booking.success,
      contactSentHeldContent[lang].header.intro,
      contactSentHeldContent[lang].steps.items.join("\n"),
      section(termsContent[lang], "consultations"),
    ].map((text) => text.toLowerCase());
    const deadline = shared(first, ...others);
    expect(deadline.trim().split(/\s+/).length, deadline).toBeGreaterThanOrEqual(5);
    expect(words.contact.form.success).toContain({ en: "within 24 hours", ar: "خلال 24 ساعة" }[lang]);
  });

  // The step that asks for the box says what the box says (less the markup of the link).
  it("asks on the not-sent page for the consent the form's box asks for", () => {
    const box = words.contact.form.privacy.replace(/<\/?\w+>/g, "");
    const steps = contactNotSentContent[lang].steps.items.join("\n").replace(/\{\w+\||\}/g, "");
    expect(shared(box, steps).length).toBeGreaterThan(box.length / 2);
    // The form's own error keeps the spec's words.
    expect(words.contact.form.errors.privacy).toBe(
      { en: "Please agree to the privacy policy to continue", ar: "يرجى الموافقة على سياسة الخصوصية للمتابعة." }[
        lang
      ],
    );
  });
});

describe("the consultation's fee", () => {
  const fee = (lang: Lang, amount: number) => consultationTerms(messages[lang].consultation, amount)[0];

  // The sentences are the firm's (issue 36, point 4); which one an amount takes is Arabic's
  // grammar of counting: 3 to 10 dinars, 11 to 99, and the rest (1, 2, 100…) read differently.
  it("takes the sentence that Arabic's count of the amount needs, with the amount in it", () => {
    const forms = messages.ar.consultation.fee;
    const counts = { few: [3, 5, 10, 103], many: [11, 50, 99, 150], other: [1, 2, 100, 200] };
    for (const [form, amounts] of Object.entries(counts) as [keyof typeof forms, number[]][])
      for (const amount of amounts)
        expect(fee("ar", amount), String(amount)).toBe(fill(forms[form], { amount }));
    expect(new Set([forms.few, forms.many, forms.other]).size).toBe(3);
    for (const amount of [5, 50, 100]) {
      expect(fee("en", amount)).toContain(String(amount));
      expect(fee("en", amount)).not.toContain("{{");
    }
  });

  it("says the consultation is free when the fee is 0", () => {
    expect(fee("en", 0)).toBe(messages.en.consultation.free);
    expect(fee("ar", 0)).toBe(messages.ar.consultation.free);
  });
});
