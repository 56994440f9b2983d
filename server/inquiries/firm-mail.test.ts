// @vitest-environment node
import { describe, expect, it } from "vitest";
import { headerText } from "../mail/transport";
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
    expect(mail.html).toContain("&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;");
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
});
