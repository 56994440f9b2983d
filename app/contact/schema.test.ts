import { describe, expect, it } from "vitest";
import { inquirySchema, summaryError, validateInquiry } from "./schema";

const valid = {
  fullName: "Lina Saleh",
  email: "lina@example.com",
  phone: "+962 (79) 555-0123",
  service: "trading",
  message: "We need advice on a disclosure to the Securities Commission.",
  privacyAgreed: true,
  language: "ar",
};

describe("the inquiry schema shared by the form and the server", () => {
  it("accepts a complete inquiry and trims it", () => {
    const result = validateInquiry({ ...valid, fullName: "  Lina Saleh  " });
    expect(result).toMatchObject({
      ok: true,
      inquiry: { fullName: "Lina Saleh", service: "trading" },
    });
  });

  it("accepts the optional fields left empty", () => {
    expect(validateInquiry({ ...valid, phone: "", service: "" }).ok).toBe(true);
    expect(validateInquiry({ ...valid, phone: undefined, service: undefined }).ok).toBe(true);
  });

  it("takes a phone number typed in Arabic digits as the same number", () => {
    for (const phone of ["٠٧٩ ٥٥٥ ٠١٢٣", "۰۷۹ ۵۵۵ ۰۱۲۳"])
      expect(validateInquiry({ ...valid, phone })).toMatchObject({
        ok: true,
        inquiry: { phone: "079 555 0123" },
      });
  });

  it.each([
    ["fullName", "   ", "required"],
    ["fullName", "x".repeat(201), "tooLong"],
    ["fullName", "Lina\u0007", "invalidCharacters"],
    ["fullName", "Lina\nBcc: x@y.z", "invalidCharacters"],
    ["email", "", "required"],
    ["email", "not-an-email", "emailInvalid"],
    ["email", `${"a".repeat(250)}@x.jo`, "tooLong"],
    ["phone", "079-ABC", "phoneInvalid"],
    ["phone", "1".repeat(41), "tooLong"],
    ["service", "tax", "invalid"],
    ["message", "", "required"],
    ["message", "x".repeat(5001), "tooLong"],
    ["message", "hello\u0000", "invalidCharacters"],
    ["privacyAgreed", false, "privacy"],
    ["language", "fr", "invalid"],
  ])("refuses %s = %j with %s", (field, value, code) => {
    const result = validateInquiry({ ...valid, [field]: value }, ["2", "3", "4"]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[field as keyof typeof result.fields]).toBe(code);
  });

  it("keeps line breaks in the message", () => {
    const result = validateInquiry({ ...valid, message: "Line one\r\nLine two" });
    expect(result.ok && result.inquiry.message).toBe("Line one\r\nLine two");
  });

  it("reports a blank required field before the privacy consent, as the spec orders them", () => {
    const both = validateInquiry({ ...valid, email: " ", privacyAgreed: false });
    expect(!both.ok && summaryError(both.fields)).toBe("required");
    const privacyOnly = validateInquiry({ ...valid, privacyAgreed: false });
    expect(!privacyOnly.ok && summaryError(privacyOnly.fields)).toBe("privacy");
    const formatOnly = validateInquiry({ ...valid, email: "nope" });
    expect(!formatOnly.ok && summaryError(formatOnly.fields)).toBe(null);
    // An email written wrong comes first, as the browser's own check would: the consent's
    // message alone would hide it.
    const formatAndPrivacy = validateInquiry({
      ...valid,
      email: "sara@example",
      privacyAgreed: false,
    });
    expect(!formatAndPrivacy.ok && formatAndPrivacy.fields.privacyAgreed).toBeTruthy();
    expect(!formatAndPrivacy.ok && summaryError(formatAndPrivacy.fields)).toBe(null);
  });

  it("keeps the spec's fields first and in order; the booking fields come after them", () => {
    expect(Object.keys(inquirySchema.shape)).toEqual([
      "fullName",
      "email",
      "phone",
      "service",
      "message",
      "privacyAgreed",
      "language",
      "website",
      "slot",
      "attorney",
      "meeting",
      "timeZone",
      "otherParties",
    ]);
  });
});

describe("the optional consultation booking", () => {
  it("asks for no time when the booking fields are left out", () => {
    const result = validateInquiry(valid);
    expect(result).toMatchObject({
      ok: true,
      inquiry: { slot: "", attorney: "any", meeting: "office", timeZone: "", otherParties: "" },
    });
  });

  it("accepts a time, an attorney, a meeting mode and the visitor's zone", () => {
    const booking = {
      slot: "2026-12-01T10:00:00+03:00",
      attorney: "3",
      meeting: "video",
      timeZone: "America/New_York",
    };
    expect(validateInquiry({ ...valid, ...booking })).toMatchObject({ ok: true, inquiry: booking });
  });

  it.each([
    ["slot", 20261201, "invalid"],
    ["slot", "2026-12-01T10:00:00+03:00".padEnd(41, " x"), "invalid"],
    ["attorney", "5", "invalid"],
    ["attorney", "", "invalid"],
    ["meeting", "zoom", "invalid"],
    ["timeZone", "Mars/Olympus", "invalid"],
    ["timeZone", `Europe/${"x".repeat(64)}`, "invalid"],
    ["otherParties", "x".repeat(501), "tooLong"],
    ["otherParties", "Acme\u0007 Ltd", "invalidCharacters"],
    ["otherParties", 42, "invalid"],
  ])("refuses %s = %j with %s", (field, value, code) => {
    const result = validateInquiry({ ...valid, [field]: value }, ["2", "3", "4"]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[field as keyof typeof result.fields]).toBe(code);
  });

  it("takes the other parties to the matter, optional, one per line, up to 500 characters", () => {
    const otherParties = "  Wexbridge Trading Ltd\nشركة النور للتجارة  ";
    expect(validateInquiry({ ...valid, otherParties })).toMatchObject({
      ok: true,
      inquiry: { otherParties: "Wexbridge Trading Ltd\nشركة النور للتجارة" },
    });
    expect(validateInquiry({ ...valid, otherParties: "x".repeat(500) }).ok).toBe(true);
    expect(validateInquiry({ ...valid, otherParties: "   " })).toMatchObject({
      ok: true,
      inquiry: { otherParties: "" },
    });
  });

  it("leaves the spec's summary order alone when a booking field is wrong too", () => {
    const result = validateInquiry({
      ...valid,
      message: "",
      meeting: "zoom",
      privacyAgreed: false,
    });
    expect(!result.ok && summaryError(result.fields)).toBe("required");
  });
});
