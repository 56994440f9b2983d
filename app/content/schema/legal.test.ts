import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentDir } from "../files.server";
import {
  type LegalFile,
  legalSchema,
  privacySchema,
  privacySections,
  termsSchema,
  termsSections,
} from "./legal";

const read = (name: string): LegalFile =>
  JSON.parse(readFileSync(join(contentDir, "legal", name), "utf8"));

/** Why a legal file changed by `edit` is refused, one line per issue; empty when it is taken. */
function refusals(schema: typeof legalSchema, name: string, edit: (file: LegalFile) => void) {
  const file = read(name);
  edit(file);
  const result = schema.safeParse(file);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe.each([
  ["privacy.json", privacySchema, privacySections, "the policy"],
  ["terms.json", termsSchema, termsSections, "the terms"],
] as const)("%s", (name, schema, sections, page) => {
  it("is taken as the firm has it, and refused without any one of the sections it keeps", () => {
    expect(refusals(schema, name, () => {})).toEqual([]);
    for (const id of sections)
      expect(
        refusals(schema, name, (file) => {
          file.sections = file.sections.filter((section) => section.id !== id);
        }),
        id,
      ).toEqual([
        `sections: has no section with the id "${id}": ` +
          `${page} must keep it; its words are the firm's to change`,
      ]);
  });
});

describe("the privacy policy's file", () => {
  it("lists the providers under who receives the data", () => {
    const recipients = read("privacy.json").sections.findIndex(({ id }) => id === "recipients");
    expect(
      refusals(privacySchema, "privacy.json", (file) => {
        const section = file.sections[recipients]!;
        section.body = section.body.filter((block) => block.discriminant !== "processors");
      }),
    ).toEqual([
      `sections.${recipients}.body: has no list of providers: the policy names each, where it keeps the data and why it may`,
    ]);
  });

  it("leaves the request form's anchor to the form", () => {
    expect(
      refusals(privacySchema, "privacy.json", (file) => {
        file.sections.push({ ...file.sections[0]!, id: "request" });
      }),
    ).toEqual([
      `sections.${read("privacy.json").sections.length}.id: is "request", the anchor of the page's request form`,
    ]);
  });
});

describe("a legal page's sections", () => {
  it("each have an id of their own, for their link in the contents", () => {
    const terms = read("terms.json");
    expect(
      refusals(legalSchema, "terms.json", (file) => {
        file.sections.push({ ...file.sections[1]!, heading: file.sections[0]!.heading });
      }),
    ).toEqual([
      `sections.${terms.sections.length}.id: is "${terms.sections[1]!.id}" again: each section needs an id of its own, for its link`,
    ]);
  });
});
