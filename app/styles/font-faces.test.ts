import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentDir } from "~/content/files.server";
import { localizedFirm } from "~/content/firm";
import type { Lang } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { fontFaces, inRanges, unicodeRange } from "./font-faces";
import { fontStyles } from "./fonts";

/**
 * The site's faces are cut down to a few hundred characters: a character of the copy outside
 * them would be drawn in another face, in the middle of a word. Every character of each
 * language's messages, page copy and firm facts must fall within that language's faces.
 */
// The mails' and the server's own pages' words (content/mails/) are drawn in the reader's
// system faces, never in the site's: they do not count here.
const contentFiles = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
  .filter((path) => path.endsWith(".json") && !path.startsWith("mails/"))
  .map((path) => JSON.parse(readFileSync(join(contentDir, path), "utf8")) as unknown);

/** All text of one language: its messages, its side of every `{ en, ar }` pair, its firm facts. */
function textOf(lang: Lang): string {
  const parts: string[] = [];
  const walk = (value: unknown, side: Lang | null) => {
    if (typeof value === "string") {
      if (side === lang) parts.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, side));
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        walk(child, key === "en" || key === "ar" ? key : side);
      }
    }
  };
  walk(messages[lang], lang);
  walk(localizedFirm(lang), lang);
  // Every content file, articles included: each `{ en, ar }` side is its language's text.
  contentFiles.forEach((file) => walk(file, null));
  return parts.join("\n");
}

/** Characters no face draws: line breaks, direction marks and isolates, joiners. */
const invisible = /[\n\t\u200b-\u200f\u2066-\u2069]/u;

const familiesOf: Record<Lang, string[]> = {
  en: ["Inter Variable", "Playfair Display"],
  ar: ["IBM Plex Sans Arabic"],
};

describe("web font subsets", () => {
  for (const lang of ["en", "ar"] as const) {
    it(`cover every character of the ${lang} copy`, () => {
      const text = textOf(lang);
      expect(text.length).toBeGreaterThan(10_000);
      for (const family of familiesOf[lang]) {
        const ranges = fontFaces.filter((face) => face.family === family).flatMap((f) => f.ranges);
        const missing = new Set(
          [...text].filter((c) => !invisible.test(c) && !inRanges(c.codePointAt(0)!, ranges)),
        );
        expect(
          [...missing].map((c) => `${c} U+${c.codePointAt(0)!.toString(16)}`),
          family,
        ).toEqual([]);
      }
    });
  }

  it("name their characters in CSS's unicode-range form: hex, ranges and singles", () => {
    expect(
      unicodeRange([
        [0x600, 0x6ff],
        [0x20, 0x20],
        [0xfe70, 0xfeff],
      ]),
    ).toBe("U+0600-06FF, U+0020, U+FE70-FEFF");
  });

  it("are each written into their language's pages, with their file", () => {
    for (const face of fontFaces) {
      const lang: Lang = face.family === "IBM Plex Sans Arabic" ? "ar" : "en";
      const other: Lang = lang === "ar" ? "en" : "ar";
      expect(fontStyles(lang)).toContain(`unicode-range:${unicodeRange(face.ranges)}`);
      expect(fontStyles(other)).not.toContain(`font-family:"${face.family}"`);
      expect(readFileSync(new URL(`./fonts/${face.file}`, import.meta.url)).length).toBeGreaterThan(
        5_000,
      );
    }
  });
});
