// The content editor as a member of the firm's staff reads it: every field, list item and choice
// named in words, never by the key or the code the content file uses.
import type { ComponentSchema } from "@keystatic/core";
import { describe, expect, it } from "vitest";
import config from "./keystatic.config";
import { arabicLabel } from "./fields-from-schema";

type Field = ComponentSchema & {
  label?: string;
  fields?: Record<string, Field>;
  element?: Field;
  itemLabel?: (props: unknown) => string;
  options?: { label: string; value: string }[];
};

interface Seen {
  path: string;
  key: string;
  field: Field;
}

/** Every field of every page and collection of the editor, with its key and where it is. */
function everyField(): Seen[] {
  const seen: Seen[] = [];
  const walk = (field: Field, key: string, path: string) => {
    seen.push({ path, key, field });
    for (const [child, inner] of Object.entries(field.fields ?? {}))
      walk(inner, child, `${path}.${child}`);
    if (field.element) walk(field.element, key, `${path}[]`);
  };
  for (const [name, { schema }] of Object.entries({ ...config.singletons, ...config.collections }))
    for (const [key, field] of Object.entries(schema as Record<string, Field>))
      walk(field, key, `${name}.${key}`);
  return seen;
}

/** Words a member of staff would read as code, not as the editor's English. */
const codeWords = /\b(cta|csv|json|utc|a11y|nav|toc|english|arabic)\b/;
/** Words that say nothing alone (the tester found "None", "Other", "See" and "Zone"). */
const saysNothing = /^(None|Other|See|Zone|Any|One|Two|Few|Many|Primary|Secondary|Item \d+)$/;

describe("the editor's labels", () => {
  const fields = everyField();

  it("reads every field's label as words: a capital first, no key, no code", () => {
    const wrong = fields
      .filter(({ field }) => field.label !== undefined && field.label !== arabicLabel)
      .filter(
        ({ key, field: { label = "" } }) =>
          !/^[A-Z“0-9]/.test(label) ||
          (/[a-z][A-Z]/.test(key) && label === key) ||
          /[a-z]\d/.test(label) ||
          /:\S/.test(label) ||
          codeWords.test(label) ||
          saysNothing.test(label),
      )
      .map(({ path, field }) => `${path}: ${field.label}`);
    expect(wrong).toEqual([]);
  });

  it("names the languages of an article with capitals, as the guide does", () => {
    const article = config.collections!.insights!.schema as Record<string, Field>;
    expect([article.inEnglish!.label, article.inArabic!.label]).toEqual([
      "In English",
      "In Arabic",
    ]);
  });

  it("gives the hero's buttons and its next times' words their meaning", () => {
    const labels = Object.fromEntries(fields.map(({ path, field }) => [path, field.label]));
    expect(labels["home.text.hero.primaryCta"]).toBe("Main button");
    expect(labels["home.text.hero.nextTimes.none"]).toBe("When no time is free");
    expect(labels["home.text.about.body2"]).toBe("Body, second paragraph");
  });

  it("labels every list's items by what they hold, never “Item 1”", () => {
    const unlabelled = fields
      .filter(({ field }) => field.kind === "array" && !field.itemLabel)
      .map(({ path }) => path);
    expect(unlabelled).toEqual([]);
    const families = fields.find(({ path }) => path === "home.families")!.field;
    expect(
      families.itemLabel!({
        fields: { family: { value: "corporate" }, highlighted: { value: true } },
      }),
    ).toBe("Corporate (highlighted)");
  });

  it("offers choices in words, not codes", () => {
    const gender = (config.collections!.attorneys!.schema as Record<string, Field>).gender!;
    expect(gender.options!.map(({ label }) => label)).toEqual([
      "Man (المحامي)",
      "Woman (المحامية)",
    ]);
  });
});

describe("an empty side of a pair", () => {
  const name = (config.singletons!.firm!.schema as Record<string, Field>).name!;
  const side = (language: "en" | "ar") =>
    name.fields![language] as Field & { validate: (value: string, args: unknown) => string };

  it("is refused in a sentence that names its language in English", () => {
    expect(() => side("ar").validate("", {})).toThrow(/^The Arabic text must not be empty$/);
    expect(() => side("en").validate("", {})).toThrow(/^The English text must not be empty$/);
    expect(side("ar").validate("ناصر وشركاه", {})).toBe("ناصر وشركاه");
  });
});
