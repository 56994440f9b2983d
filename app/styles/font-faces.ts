/**
 * The site's web fonts: each face cut down (scripts/make-fonts.ts) to the characters it can be
 * asked to draw, so a phone downloads a fraction of the published files. The ranges cover more
 * than today's Arabic copy, so that what a visitor types into the form stays in the site's face;
 * font-faces.test.ts checks that every character of the copy falls within its language's faces.
 */

/** Inclusive code point ranges. */
export type CodePointRange = readonly [number, number];

/**
 * Latin text: ASCII, the no-break space and the few signs the copy uses beyond it (© « » · é and
 * typographic dashes and quotes). Other accented letters a visitor types come from the system's
 * face, letter by letter; each costs every visitor bytes, so they stay out.
 */
export const latinRanges: CodePointRange[] = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xab, 0xab],
  [0xb7, 0xb7],
  [0xbb, 0xbb],
  [0xe9, 0xe9],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
];

/**
 * Arabic text: the letters and vowel marks of Modern Standard Arabic, its punctuation, the
 * Arabic-Indic digits a visitor may type, the letters of common Persian names, and the joiners.
 */
export const arabicRanges: CodePointRange[] = [
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  [0x0621, 0x0652],
  [0x0660, 0x0669],
  [0x0670, 0x0670],
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x06a4, 0x06a4],
  [0x06af, 0x06af],
  [0x06cc, 0x06cc],
  [0x200c, 0x200f],
];

export interface FontFace {
  family: string;
  /** The published face this one is cut from, in node_modules. */
  source: string;
  /** The file written into app/styles/fonts/. */
  file: string;
  /** A single weight or, for a variable face, the range kept. */
  weight: readonly [number, number];
  ranges: CodePointRange[];
  /** Who is drawn with it; comment for the stylesheet. */
  note: string;
}

export const fontFaces: FontFace[] = [
  {
    family: "Inter Variable",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "inter-latin-wght-400-700.woff2",
    weight: [400, 700],
    ranges: latinRanges,
    note: "English text, regular to bold",
  },
  {
    family: "Playfair Display",
    source: "@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2",
    file: "playfair-display-latin-600.woff2",
    weight: [600, 600],
    ranges: latinRanges,
    note: "English headings",
  },
  {
    family: "IBM Plex Sans Arabic",
    source: "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2",
    file: "ibm-plex-sans-arabic-arabic-400.woff2",
    weight: [400, 400],
    ranges: arabicRanges,
    note: "Arabic text",
  },
  {
    family: "IBM Plex Sans Arabic",
    source: "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2",
    file: "ibm-plex-sans-arabic-arabic-600.woff2",
    weight: [600, 600],
    ranges: arabicRanges,
    note: "Arabic headings and emphasis",
  },
  {
    family: "IBM Plex Sans Arabic",
    source: "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2",
    file: "ibm-plex-sans-arabic-latin-400.woff2",
    weight: [400, 700],
    ranges: latinRanges,
    note: "the spaces, digits, phone numbers and emails of Arabic pages",
  },
  {
    family: "IBM Plex Sans Arabic",
    source: "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-600-normal.woff2",
    file: "ibm-plex-sans-arabic-latin-600.woff2",
    // The Arabic headings' weight: their digits ("15 عامًا") drawn as bold as the words around them.
    weight: [600, 600],
    ranges: latinRanges,
    note: "the digits and Latin letters of Arabic headings and emphasis",
  },
];

/** The CSS unicode-range of a face. */
export function unicodeRange(ranges: CodePointRange[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ");
}

export function inRanges(codePoint: number, ranges: CodePointRange[]): boolean {
  return ranges.some(([a, b]) => codePoint >= a && codePoint <= b);
}
