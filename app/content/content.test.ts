import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkContent } from "./check";
import { contentDir } from "./files.server";

/**
 * Every bilingual value in the content files is an `{ en, ar }` pair. The Arabic side must
 * have the English side's structure (same keys, same number of list items) and be Arabic.
 */
const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
  .filter((path) => path.endsWith(".json"))
  .map((path) => [path, JSON.parse(readFileSync(`${contentDir}/${path}`, "utf8"))] as const);

type Pair = { path: string; en: unknown; ar: unknown };

function isPair(value: unknown): value is { en: unknown; ar: unknown } {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === "ar" && keys[1] === "en";
}

function findPairs(value: unknown, path: string, found: Pair[] = []): Pair[] {
  if (isPair(value)) found.push({ path, en: value.en, ar: value.ar });
  else if (Array.isArray(value))
    value.forEach((item, i) => findPairs(item, `${path}[${i}]`, found));
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) findPairs(child, `${path}.${key}`, found);
  }
  return found;
}

const arabicLetter = /[\u0600-\u06FF]/;
/** Values that are the same in both languages by nature: ids, icon names, URLs, emails, numbers. */
const languageNeutral = (text: string) => !/\s/.test(text) || /^[\d\s+()\-.,:/%]+$/.test(text);

function compare(en: unknown, ar: unknown, path: string, problems: string[]) {
  if (typeof en === "string") {
    if (typeof ar !== "string") return problems.push(`${path}: Arabic is not text`);
    if (en.trim() && !ar.trim()) return problems.push(`${path}: Arabic is empty`);
    if (ar === en && languageNeutral(en)) return;
    if (/[A-Za-z]/.test(en) && !arabicLetter.test(ar))
      problems.push(`${path}: Arabic left in English: ${ar.slice(0, 60)}`);
    if (/[\u0660-\u0669\u06F0-\u06F9]/.test(ar)) problems.push(`${path}: Eastern Arabic digits`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(ar) || ar.length !== en.length) {
      return problems.push(
        `${path}: ${en.length} items in English, ${Array.isArray(ar) ? ar.length : "none"} in Arabic`,
      );
    }
    en.forEach((item, i) => compare(item, ar[i], `${path}[${i}]`, problems));
    return;
  }
  if (en && typeof en === "object") {
    if (!ar || typeof ar !== "object") return problems.push(`${path}: missing in Arabic`);
    const enKeys = Object.keys(en).sort();
    const arKeys = Object.keys(ar).sort();
    if (enKeys.join() !== arKeys.join())
      problems.push(`${path}: keys differ (${enKeys} / ${arKeys})`);
    for (const key of enKeys)
      compare(
        (en as Record<string, unknown>)[key],
        (ar as Record<string, unknown>)[key],
        `${path}.${key}`,
        problems,
      );
    return;
  }
  if (en !== ar && typeof en !== typeof ar)
    problems.push(`${path}: ${typeof en} in English, ${typeof ar} in Arabic`);
}

const pairs = files.flatMap(([file, data]) => findPairs(data, file));

describe("bilingual content", () => {
  it("every content file holds what its schema asks, and no file is stray", () => {
    expect(checkContent()).toEqual([]);
  });

  it("finds the bilingual content to check", () => {
    expect(pairs.length).toBeGreaterThan(5);
  });

  it.each(pairs.map((pair) => [pair.path, pair] as const))(
    "%s: Arabic matches the English in structure and is Arabic",
    (_, pair) => {
      const problems: string[] = [];
      compare(pair.en, pair.ar, pair.path, problems);
      expect(problems).toEqual([]);
    },
  );

  it("the check itself catches what it should", () => {
    const problems: string[] = [];
    compare(
      { items: ["a b", "c d"], title: "Trading law" },
      { items: ["أ ب"], title: "Trading law" },
      "sample",
      problems,
    );
    expect(problems).toHaveLength(2);
  });
});
