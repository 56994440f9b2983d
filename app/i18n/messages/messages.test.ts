import { describe, expect, it } from "vitest";
import { messages } from ".";

const { en, ar } = messages;

type Tree = string | Tree[] | { [key: string]: Tree };

/** Every leaf string with its dotted key. */
function leaves(tree: Tree, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  const entries = Array.isArray(tree)
    ? tree.map((v, i) => [String(i), v] as const)
    : Object.entries(tree);
  return entries.flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const tokens = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0]).sort();
const arabicLetter = /[\u0600-\u06FF]/;

describe("UI messages", () => {
  const english = new Map(leaves(en));
  const arabic = new Map(leaves(ar as Tree));

  it("Arabic has exactly the English keys, list items included", () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("Arabic keeps every placeholder and tag of the English", () => {
    for (const [key, text] of english)
      expect(tokens(arabic.get(key) ?? ""), key).toEqual(tokens(text));
  });

  it("no Arabic message is left in English", () => {
    for (const [key, text] of arabic) {
      if (/[A-Za-z]{2}/.test(text.replace(/\{\{\s*\w+\s*\}\}|<\/?\w+>|\S+@\S+/g, ""))) {
        expect(text, key).toMatch(arabicLetter);
      }
      if (/[A-Za-z\u0600-\u06FF]/.test(text)) expect(text, key).toMatch(arabicLetter);
    }
  });

  it("Arabic uses Western digits only", () => {
    for (const [key, text] of arabic) expect(text, key).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });

  it("names trading law with the glossary's one Arabic term, wherever the English names it", () => {
    const naming = [...english].filter(([, text]) => /trading law/i.test(text));
    for (const [key] of naming) expect(arabic.get(key), key).toContain("قانون الأوراق المالية");
    const all = [...arabic.values()].join("\n");
    expect(all).not.toMatch(/قانون (التداول|الأسهم|التجارة)/);
  });
});
