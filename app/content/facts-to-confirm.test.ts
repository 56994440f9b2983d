import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { factsToConfirm } from "./facts-to-confirm";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
const section = readme.split("## For the firm: facts to confirm before going live")[1] ?? "";

/** A claim's switches as the list names them (`"firstInJordan":true`, `"shown":true`), turned off. */
const switchedOff = (text: string) => text.replace(/("[A-Za-z]+"):true\b/g, "$1:false");

describe("facts the firm must confirm", () => {
  it("has unique ids, each with at least one place it appears", () => {
    const ids = factsToConfirm.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const fact of factsToConfirm) expect(fact.where.length, fact.id).toBeGreaterThan(0);
  });

  it.each(
    factsToConfirm.flatMap((f) => f.where.map((w) => [f.id, w.file, w.text, f.kind] as const)),
  )("%s still appears in %s", (_, file, text, kind) => {
    const source = readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
    // A content file is searched as written and as compact JSON, so a location can name a field.
    const compact = file.endsWith(".json") ? JSON.stringify(JSON.parse(source)) : "";
    // A claim's switch found off is the claim removed, as the list asks the firm to do: its
    // place still holds, with the switch as the firm set it in the editor.
    const asSet =
      kind === "claim" && compact.includes(switchedOff(text)) ? switchedOff(text) : text;
    expect(`${source}\n${compact}`).toContain(asSet);
  });

  it("lists each claim the Bar may not allow as one to remove, with its switch, on by default", () => {
    const claims = factsToConfirm.filter((f) => f.kind === "claim");
    expect(claims.map((f) => f.id).sort()).toEqual(
      ["first-in-jordan", "free-consultation", "home-statistics", "testimonials"].sort(),
    );
    for (const fact of claims) {
      expect(fact.fact, fact.id).toMatch(/^Remove unless the Bar permits: /);
      // Its place in content/home.json is the switch itself, found (above) as set to true.
      const switches = fact.where.filter(
        (w) => w.file === "content/home.json" && /"(shown|[A-Za-z]+)":true\b/.test(w.text),
      );
      expect(switches.length, fact.id).toBeGreaterThan(0);
    }
  });

  it("is linked, not copied, from the README's section for the firm", () => {
    expect(section).toContain("(app/content/facts-to-confirm/)");
    for (const fact of factsToConfirm) expect(section, fact.id).not.toContain(fact.id);
  });
});
