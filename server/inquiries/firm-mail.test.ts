// @vitest-environment node
import { describe, expect, it } from "vitest";
import { headerText } from "../mail/transport";
import { firm } from "../../app/content/firm";
import { mailWords } from "../../app/content/mails.server";
import { firmBookingCopy } from "../bookings";
import { agreeWithAttorney, clockPlace } from "../bookings/labels";
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
  source: "form",
  otherParties: "",
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
    const words = firmCopy.en;
    expect(mail.subject).toBe(words.subject(inquiry.id, words.generalInquiry, inquiry.fullName));
    expect(mail.replyTo).toEqual({ name: inquiry.fullName, address: "mallory@example.com" });
    expect(mail.messageId).toBe("<inquiry-K7Q2M9XW4T1B@www.nasserlaw.jo>");
    expect(mail.text).toContain(`${words.language}: ${words.languageNames.en} (en)`);
  });

  it("opens with the other parties named with a message alone, for the conflict check", () => {
    const otherParties = "Wexbridge Trading Ltd\nشركة النور للتجارة";
    const mail = composeInquiryMail({ ...inquiry, otherParties }, target);
    const words = firmCopy.en;
    expect(mail.text.indexOf(words.otherParties)).toBeGreaterThan(-1);
    expect(mail.text.indexOf(words.otherParties)).toBeLessThan(mail.text.indexOf(words.message));
    expect(mail.text).toContain(otherParties);
    expect(composeInquiryMail(inquiry, target).text).not.toContain(words.otherParties);
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
      firmMoves: 0,
      declinedAs: "",
      invited: false,
      note: "",
      createdAt: "",
      updatedAt: "",
    };
    const secret = "s".repeat(40);
    const mail = composeInquiryMail(inquiry, { ...target, lang: "ar", booking, secret });
    // The words are the firm's (content/mails/firm.json); the date is the site's own format.
    const words = firmBookingCopy.ar.booking;
    const when = "يوم الثلاثاء، 1 كانون الأول 2026، الساعة 10:00\u00a0ص";
    // A subject is one line: its spaces are plain ones (headerText), the body keeps «ص» on its line.
    const subjectWhen = when.replace("\u00a0", " ");
    expect(mail.subject).toBe(words.subject(inquiry.id, subjectWhen, inquiry.fullName));
    // The text isolates numbers and Latin runs (U+2066..U+2069); what a reader sees is this:
    const seen = mail.text.replace(/[\u2066-\u2069]/g, "");
    // The booking's part, above the inquiry's.
    const [top = "", inquiryPart] = seen.split(firmCopy.ar.newInquiry("www.nasserlaw.jo"));
    expect(inquiryPart).toBeDefined();
    // The conflict check comes first, before the time and the Confirm button, in the visitor's words.
    const parties = top.indexOf(words.otherParties);
    expect(parties).toBeGreaterThan(-1);
    expect(top.indexOf("شركة النور للتجارة\nSami <b>Haddad</b>")).toBeGreaterThan(parties);
    expect(top.indexOf(`${words.when}: ${when}`)).toBeGreaterThan(top.indexOf("Sami"));
    expect(mail.html).toContain("Sami &lt;b&gt;Haddad&lt;/b&gt;");
    expect(top).toContain(`${words.when}: ${when} (${mailWords.ar.ammanTime})`);
    const newYork = clockPlace("America/New_York", "ar");
    expect(top).toContain(
      `${words.visitorTime}: يوم الثلاثاء، 1 كانون الأول 2026، الساعة 2:00\u00a0ص (${newYork})`,
    );
    expect(top).toContain(`${words.meeting}: ${mailWords.ar.firmMeetings.video}`);
    // Attorney 3 is a woman: the label agrees with her (labels.test.ts).
    const rania = firm.attorneys.find((attorney) => attorney.id === "3")!;
    expect(top).toContain(`${agreeWithAttorney(words.attorney, "3", "ar")}: ${rania.name.ar}`);
    expect(top).toContain(`${words.requested}: ${words.any}`);
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
