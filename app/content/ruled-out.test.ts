import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentDir } from "./files.server";

/**
 * Statements issue 13 ruled out of the site's copy, in either language: they say more than
 * Jordanian law or the firm can stand behind, or are calques. The check walks every string of
 * every content file (the copy of every page and of the interface), so a phrase cannot come back
 * anywhere unnoticed.
 */
const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
  .filter((path) => path.endsWith(".json"))
  .map((path) => [path, JSON.parse(readFileSync(`${contentDir}/${path}`, "utf8"))] as const);

type Text = { path: string; text: string };

/** Every string reachable from `value`, with its path; functions and cycles are skipped. */
function strings(value: unknown, path: string, out: Text[] = [], seen = new Set<object>()) {
  if (typeof value === "string") out.push({ path, text: value });
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const [key, child] of Object.entries(value)) strings(child, `${path}.${key}`, out, seen);
  }
  return out;
}

const copy: Text[] = files.flatMap(([file, data]) => strings(data, file));

const ruledOut: { name: string; pattern: RegExp }[] = [
  // Civil lawyers do not appear before the Sharia and ecclesiastical courts.
  { name: "«جميع المحاكم»", pattern: /(جميع|كل|كافة)\s+(ال)?محاكم/ },
  { name: "every court", pattern: /\b(every|all)\s+(the\s+)?(\w+\s+)?courts?\b/i },
  { name: "«ممارسة المكتب»", pattern: /ممارسة\s+المكتب/ },
  { name: "«تنظيم ذمم الدائنين»", pattern: /تنظيم\s+ذمم/ },
  { name: "what you write stays confidential", pattern: /stays confidential|يبقى سري/i },
];

/** The "first in Jordan" superlative, however it is phrased. */
const superlative = [
  /\b(first|only|leading|premier|foremost)\b[^.;:!?]{0,80}?\b(in|of)\s+(Jordan|the\s+country|the\s+Kingdom)\b/i,
  /\bJordan's\s+(first|only|leading|premier|foremost)\b/i,
  /(أول|الأول|الأولى|الوحيد|الرائد)[^.؟!؛:]{0,80}?في\s+(الأردن|المملكة)/,
];
/** Where the spec puts it: the hero and the trading card, once in each language. */
const superlativeAllowed = [
  "home.json.text.hero.subtitle.en",
  "home.json.text.hero.subtitle.ar",
  "services/trading.json.description.en",
  "services/trading.json.description.ar",
];

function findRuledOut(texts: Text[]): string[] {
  const found: string[] = [];
  for (const { path, text } of texts) {
    for (const { name, pattern } of ruledOut)
      if (pattern.test(text)) found.push(`${path}: ${name}`);
    if (superlative.some((p) => p.test(text)) && !superlativeAllowed.includes(path))
      found.push(`${path}: "first in Jordan" outside the hero and the trading card`);
  }
  return found;
}

describe("ruled-out statements (issue 13)", () => {
  it("walks all the copy: every page's content and the interface, in both languages", () => {
    const expected = ["firm.json", "home.json", "interface.json", "pages/attorneys.json"];
    expected.push("pages/services.json", "pages/contact.json", "pages/contact-sent.json");
    expected.push("legal/privacy.json", "legal/terms.json", "attorneys/", "services/");
    for (const file of expected)
      for (const lang of ["en", "ar"])
        expect(
          copy.some(({ path }) => path.startsWith(file) && path.endsWith(`.${lang}`)),
          `${file} ${lang}`,
        ).toBe(true);
  });

  it("finds none of them anywhere in the copy", () => {
    expect(findRuledOut(copy)).toEqual([]);
  });

  it("keeps the superlative where the spec puts it, in both languages", () => {
    for (const path of superlativeAllowed) {
      const text = copy.find((t) => t.path === path)?.text ?? "";
      expect(
        superlative.some((p) => p.test(text)),
        path,
      ).toBe(true);
    }
  });

  it("the check itself catches each phrase coming back", () => {
    const samples = [
      "We represent you before every Jordanian court.",
      "تمثيل أمام جميع المحاكم في الأردن.",
      "منسّقة ممارسة المكتب في قضايا الشركات",
      "تنظيم ذمم الدائنين",
      "What you write stays confidential.",
      "Nasser & Partners, the first in the country with trading-law specialists.",
      "Jordan's first trading-law specialists.",
      "أول مكتب في المملكة يضم متخصصين في قانون الأوراق المالية.",
    ];
    const found = findRuledOut(samples.map((text, i) => ({ path: `sample${i}`, text })));
    expect(found.map((f) => f.split(":")[0])).toEqual(samples.map((_, i) => `sample${i}`));
  });
});
