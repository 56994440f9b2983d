import { describe, expect, it } from "vitest";
import { messages } from "~/i18n/messages";
import type { Lang } from "~/i18n/locales";
import { consultationTerms } from "./booking";
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
const nextWorkingDay: Record<Lang, string> = {
  en: "by the end of the next working day",
  ar: "قبل نهاية يوم العمل التالي",
};

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

/** The longest stretch of `text` that `other` says too, word for word. */
const shared = (text: string, other: string) => {
  let best = "";
  for (let i = 0, end = 1; end <= text.length; end++) {
    while (!other.includes(text.slice(i, end))) i++;
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

  it("gives the hold one deadline wherever it describes it, and keeps the spec's 24 hours for the reply", () => {
    expect(words.contact.form.booking.intro).toContain(nextWorkingDay[lang]);
    expect(words.contact.form.booking.success).toContain(nextWorkingDay[lang]);
    expect(contactSentHeldContent[lang].header.intro).toContain(nextWorkingDay[lang]);
    expect(contactSentHeldContent[lang].steps.items.join("\n").toLowerCase()).toContain(
      nextWorkingDay[lang],
    );
    expect(section(termsContent[lang], "consultations")).toContain(nextWorkingDay[lang]);
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

  it("calls it «أتعاب» and counts the dinars as Arabic does", () => {
    expect(fee("ar", 5)).toContain("أتعاب الاستشارة 5 دنانير أردنية");
    expect(fee("ar", 50)).toContain("أتعاب الاستشارة 50 دينارًا أردنيًا");
    expect(fee("ar", 150)).toContain("150 دينارًا أردنيًا");
    expect(fee("ar", 100)).toContain("أتعاب الاستشارة 100 دينار أردني");
    expect(fee("en", 50)).toBe("The consultation fee is JOD 50, plus general sales tax at 16%.");
  });

  it("says the consultation is free when the fee is 0", () => {
    expect(fee("en", 0)).toBe(messages.en.consultation.free);
    expect(fee("ar", 0)).toBe(messages.ar.consultation.free);
  });
});
