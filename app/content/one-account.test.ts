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
const secrecy: Record<Lang, string> = {
  en: "We keep what you send us confidential, as lawyers must; but until we have checked that we do not act for the other side, please describe your matter briefly and keep documents for our meeting.",
  ar: "نحفظ ما ترسلونه إلينا سرًّا كما يوجب علينا سرّ المهنة، لكن إلى أن نتحقق من أننا لا نمثّل الطرف الآخر، يُرجى وصف قضيتكم بإيجاز والاحتفاظ بالمستندات للقائنا.",
};
const engagement: Record<Lang, string> = {
  en: "begins only when we agree in writing to act for you, in an engagement letter signed by both of us, with a power of attorney where we represent you before a court or authority.",
  ar: "لا تبدأ إلا بموافقتنا الخطية على تمثيلكم في اتفاقية أتعاب يوقّعها الطرفان، مع وكالة إن كان التمثيل أمام محكمة أو جهة رسمية.",
};
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

describe.each(["en", "ar"] as const)("the one account, in %s", (lang) => {
  const words = messages[lang];

  it("says secrecy in the same words in the contact intros, the booking part and both legal pages", () => {
    expect(words.consultation.secrecy).toBe(secrecy[lang]);
    expect(words.contact.intro).toContain(secrecy[lang]);
    expect(contactPageContent[lang].form.intro).toContain(secrecy[lang]);
    expect(section(privacyContent[lang], "summary")).toContain(secrecy[lang]);
    expect(section(privacyContent[lang], "controller")).toContain(secrecy[lang]);
    expect(section(termsContent[lang], "summary")).toContain(secrecy[lang]);
    expect(section(termsContent[lang], "confidentiality")).toContain(secrecy[lang]);
  });

  it("says when the client relationship begins in the same words in the booking part and the terms", () => {
    expect(words.consultation.engagement).toContain(engagement[lang]);
    expect(section(termsContent[lang], "summary")).toContain(engagement[lang]);
    expect(section(termsContent[lang], "no-lawyer-client-relationship")).toContain(
      engagement[lang],
    );
  });

  it("says in the terms that fees are agreed in writing and that sales tax is added", () => {
    const terms = section(termsContent[lang], "no-lawyer-client-relationship");
    expect(terms).toContain(
      { en: "we always agree our fees with you in writing", ar: "نتفق معكم دائمًا على الأتعاب كتابةً" }[
        lang
      ],
    );
    expect(terms).toContain(
      { en: "General sales tax, at 16%", ar: "الضريبة العامة على المبيعات بنسبة 16%" }[lang],
    );
    expect(terms).toContain(
      {
        en: "we do not act for you: we take no step in your matter and do not watch its deadlines",
        ar: "مدة مرور الزمن (التقادم)",
      }[lang],
    );
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

  it("asks on the not-sent page for consent to the processing, not agreement to the policy", () => {
    expect(contactNotSentContent[lang].steps.items.join("\n")).toContain(
      {
        en: "Tick the box to consent to the processing of your personal data",
        ar: "يرجى وضع إشارة في مربع الموافقة على معالجة بياناتكم الشخصية",
      }[lang],
    );
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
