import { describe, expect, it } from "vitest";
import { contactPageContent } from "~/content/contact-page";
import { contactNotSentContent, contactSentContent } from "~/content/contact-result";
import { localizedFirm } from "~/content/firm";
import { privacyContent } from "~/content/privacy";
import { termsContent } from "~/content/terms";
import { fillFirm, splitTokens, tokenNames } from "./firm-text";

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("firm tokens in page copy", () => {
  it("splits copy into text, facts and labelled links", () => {
    expect(splitTokens("Write to {email} or read our {privacy|privacy policy}.")).toEqual([
      { kind: "text", text: "Write to " },
      { kind: "token", name: "email", label: undefined },
      { kind: "text", text: " or read our " },
      { kind: "token", name: "privacy", label: "privacy policy" },
      { kind: "text", text: "." },
    ]);
  });

  it("fills plain-text copy from firm.ts, with the language's comma", () => {
    expect(fillFirm("{firm}, {locality}", localizedFirm("en"), "en")).toBe(
      "Nasser & Partners Law Firm, Shmeisani, Amman, Jordan",
    );
    expect(fillFirm("{address}", localizedFirm("ar"), "ar")).toContain(
      "الطابق الثالث، الشميساني، عمّان",
    );
    // A phone number stays isolated left to right inside Arabic.
    expect(fillFirm("على الرقم {phone}", localizedFirm("ar"), "ar")).toBe(
      "على الرقم \u2066+962 6 555 0123\u2069",
    );
  });

  it("uses only tokens the renderer knows", () => {
    const known = new Set<string>([...tokenNames, "first", "last"]);
    const modules = {
      contactPageContent,
      contactSentContent,
      contactNotSentContent,
      privacyContent,
      termsContent,
    };
    const unknown = strings(modules)
      .flatMap((text) => splitTokens(text))
      .flatMap((part) => (part.kind === "token" && !known.has(part.name) ? [part.name] : []));
    expect(unknown).toEqual([]);
  });
});
