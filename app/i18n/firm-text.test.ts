import { describe, expect, it } from "vitest";
import { contactPageContent } from "~/content/contact-page";
import { contactNotSentContent, contactSentContent } from "~/content/contact-result";
import { localizedFirm } from "~/content/firm";
import { readContent } from "~/content/files.server";
import { firmSchema } from "~/content/schema/firm";
import { privacyContent } from "~/content/privacy";
import { termsContent } from "~/content/terms";
import { fillFirm, splitTokens, tokenNames } from "./firm-text";
import { langs } from "./locales";

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

  it("fills each fact with content/firm.json's value in the page's language, joined by its comma", () => {
    const file = readContent("firm.json", firmSchema);
    for (const lang of langs) {
      const firm = localizedFirm(lang);
      const comma = lang === "ar" ? "، " : ", ";
      const { street, district, city, country } = file.address;
      const locality = [district, city, country].map((part) => part[lang]).join(comma);
      expect(fillFirm("{firm}", firm, lang)).toBe(file.legalName[lang]);
      expect(fillFirm("{name}", firm, lang)).toBe(file.name[lang]);
      expect(fillFirm("{locality}", firm, lang)).toBe(locality);
      expect(fillFirm("{address}", firm, lang)).toBe(`${street[lang]}${comma}${locality}`);
    }
  });

  it("keeps phone numbers and the email address left to right inside Arabic", () => {
    const file = readContent("firm.json", firmSchema);
    const firm = localizedFirm("ar");
    const isolated = (text: string) => `\u2066${text}\u2069`;
    expect(fillFirm("على الرقم {phone}", firm, "ar")).toBe(
      `على الرقم ${isolated(file.phone.display)}`,
    );
    expect(fillFirm("{whatsapp}", firm, "ar")).toBe(isolated(file.whatsapp.display));
    expect(fillFirm("{email}", firm, "ar")).toBe(isolated(file.email));
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
