import { describe, expect, it } from "vitest";
import { visitorCopy } from "./visitor-copy";
import { consultationBlock } from "./visitor-mail";
import { formatMailTime } from "../when";

/** Issue 37: what the visitor's mails say of secrecy, engagement, the hold and a mistaken address. */
describe.each([
  {
    lang: "en",
    secrecy:
      "We keep what you send us confidential, as lawyers must; but until we have checked that we do not act for the other side, please describe your matter briefly and keep documents for our meeting.",
    engagement:
      "begins only when we agree in writing to act for you, in an engagement letter signed by both of us, with a power of attorney where we represent you before a court or authority.",
    hold: "by Thursday 3 December 2026, 6:00 PM (Amman time), you will receive either a confirmation",
    notYou:
      "If it was not you, please tell us by replying to this email, so that we can delete the request.",
  },
  {
    lang: "ar",
    secrecy:
      "نحفظ ما ترسلونه إلينا سرًّا كما يوجب علينا سرّ المهنة، لكن إلى أن نتحقق من أننا لا نمثّل الطرف الآخر، يُرجى وصف قضيتكم بإيجاز والاحتفاظ بالمستندات للقائنا.",
    engagement:
      "لا تبدأ إلا بموافقتنا الخطية على تمثيلكم في اتفاقية أتعاب يوقّعها الطرفان، مع وكالة إن كان التمثيل أمام محكمة أو جهة رسمية.",
    hold: "ستصلكم قبل يوم الخميس، 3 كانون الأول 2026، الساعة 6:00 م (بتوقيت عمّان) إما رسالة تأكيد",
    notYou: "وإن لم تكونوا من أدخله، فيُرجى إعلامنا بالرد على هذه الرسالة لنحذف الطلب.",
  },
] as const)("the visitor's mails in $lang", ({ lang, secrecy, engagement, hold, notYou }) => {
  const copy = visitorCopy[lang];

  it("say what a consultation is in the site's words: secrecy, and when the relationship begins", () => {
    const { p } = consultationBlock(lang) as { p: string };
    expect(p).toContain(secrecy);
    expect(p).toContain(engagement);
  });

  it("say, when no time was asked for, that writing does not make the firm the visitor's lawyer", () => {
    expect(copy.ack.notEngaged).toContain(engagement);
  });

  it("give the hold's end, the day and time by which the firm answers, when a time is held or moved", () => {
    const until = `${formatMailTime(Date.parse("2026-12-03T15:00:00Z"), lang)} (${copy.ammanTime})`;
    const bare = (text: string) => text.replace(/[\u2066-\u2069]/g, "");
    expect(bare(copy.ack.booking(until))).toContain(hold);
    expect(bare(copy.moved.pending(until))).toContain(hold);
  });

  it("ask whoever was given the address by mistake to reply, so the request is deleted", () => {
    expect(copy.notYou("www.nasserlaw.jo")).toContain(notYou);
    expect(copy.notYou("www.nasserlaw.jo")).not.toMatch(/ignore|تجاهل/i);
  });
});
