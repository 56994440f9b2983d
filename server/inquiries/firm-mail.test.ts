// @vitest-environment node
import { describe, expect, it } from "vitest";
import { headerText } from "../mail/transport";
import { firmBookingCopy } from "../bookings";
import { verifyBookingToken } from "../bookings/links";
import type { Booking } from "../bookings/store";
import { firmCopy } from "./firm-copy";
import { composeInquiryMail } from "./firm-mail";
import type { StoredInquiry } from "./store";

const inquiry: StoredInquiry = {
  id: "K7Q2M9XW4T1B",
  receivedAt: "2025-06-01T09:30:00.000Z",
  language: "en",
  fullName: 'Mallory <img src=x onerror="alert(1)">',
  email: "mallory@example.com",
  phone: "",
  service: "",
  message: "<script>alert('x')</script>\nSecond line & more",
  spam: false,
  mailStatus: "pending",
  mailAttempts: 0,
  mailedAt: null,
  lastMailError: null,
};
const target = {
  to: "firm@example.test",
  siteUrl: "https://www.nasserlaw.jo",
};

describe("the mail to the firm", () => {
  it("never lets the visitor's text become markup", () => {
    const mail = composeInquiryMail(inquiry, target);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
    expect(mail.text).toContain("<script>alert('x')</script>\nSecond line & more");
  });

  it("puts the id, service and name in a one-line subject", () => {
    const mail = composeInquiryMail(inquiry, target);
    expect(mail.subject).toBe(
      `Website inquiry K7Q2M9XW4T1B: General inquiry - Mallory <img src=x onerror="alert(1)">`,
    );
    expect(mail.replyTo).toEqual({ name: inquiry.fullName, address: "mallory@example.com" });
    expect(mail.messageId).toBe("<inquiry-K7Q2M9XW4T1B@www.nasserlaw.jo>");
    expect(mail.text).toContain("Language: English (en)");
  });

  it("flattens anything that could start a header or disguise the subject", () => {
    expect(headerText("Ada\r\nBcc: victim@example.com")).toBe("Ada Bcc: victim@example.com");
    expect(headerText("a\u2028b\u202Ec\u0000d")).toBe("a b c d");
    expect(headerText("x".repeat(300), 10)).toBe(`${"x".repeat(9)}…`);
  });

  it("states a consultation at the top, in FIRM_LANGUAGE, with signed Confirm and Decline links", () => {
    const start = Date.parse("2026-12-01T07:00:00Z");
    const booking: Booking = {
      inquiryId: inquiry.id,
      attorney: "3",
      requestedAttorney: "any",
      start,
      end: start + 3_600_000,
      meeting: "video",
      timeZone: "America/New_York",
      otherParties: "شركة النور للتجارة\nSami <b>Haddad</b>",
      status: "requested",
      holdUntil: 0,
      sequence: 0,
      reschedules: 0,
      declinedAs: "",
      invited: false,
      note: "",
      createdAt: "",
      updatedAt: "",
    };
    const secret = "s".repeat(40);
    const mail = composeInquiryMail(inquiry, { ...target, lang: "ar", booking, secret });
    expect(mail.subject).toMatch(
      /^طلب موعد استشارة K7Q2M9XW4T1B: يوم الثلاثاء، 1 كانون الأول 2026، الساعة 10:00 ص - Mallory/,
    );
    // The text isolates numbers and Latin runs (U+2066..U+2069); what a reader sees is this:
    const seen = mail.text.replace(/[\u2066-\u2069]/g, "");
    // The booking's part, above the inquiry's; the words are the firm's (content/mails/firm.json).
    const [top = "", inquiryPart] = seen.split(firmCopy.ar.newInquiry("www.nasserlaw.jo"));
    expect(inquiryPart).toBeDefined();
    // The conflict check comes first, before the time and the Confirm button, in the visitor's words.
    const parties = top.indexOf(firmBookingCopy.ar.booking.otherParties);
    expect(parties).toBeGreaterThan(-1);
    expect(top.indexOf("شركة النور للتجارة\nSami <b>Haddad</b>")).toBeGreaterThan(parties);
    expect(top.indexOf("الموعد: يوم")).toBeGreaterThan(top.indexOf("Sami"));
    expect(mail.html).toContain("Sami &lt;b&gt;Haddad&lt;/b&gt;");
    expect(top).toContain("الموعد: يوم الثلاثاء، 1 كانون الأول 2026، الساعة 10:00 ص (بتوقيت عمّان)");
    expect(top).toContain(
      "توقيت صاحب الطلب: يوم الثلاثاء، 1 كانون الأول 2026، الساعة 2:00 ص (توقيت نيويورك)",
    );
    expect(top).toContain("طريقة اللقاء: مكالمة فيديو");
    expect(top).toContain("المحامية: رانيا حداد");
    expect(top).toContain("المحامي المطلوب: أول محامٍ متاح");
    for (const action of ["confirm", "decline"] as const) {
      const link = new RegExp(
        `https://www\\.nasserlaw\\.jo/booking/${action}/K7Q2M9XW4T1B\\?t=([\\w-]+)`,
      ).exec(top);
      expect(link).not.toBeNull();
      expect(verifyBookingToken(secret, action, inquiry.id, link![1])).toBe(true);
    }
    expect(mail.html).toContain('dir="rtl"');
  });
});
