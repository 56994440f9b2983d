import arial from "@capsizecss/metrics/arial";
import ibmPlexSansArabic from "@capsizecss/metrics/iBMPlexSansArabic";
import inter from "@capsizecss/metrics/inter";
import notoSansArabic from "@capsizecss/metrics/notoSansArabic";
import playfairDisplay from "@capsizecss/metrics/playfairDisplay";
import roboto from "@capsizecss/metrics/roboto";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import type { Lang } from "~/i18n/locales";
import { type FontFace, fontFaces, unicodeRange } from "./font-faces";
import {
  fittedMark,
  fontsPendingAttribute,
  fontsStorageKey,
  markFontsPending,
} from "./fonts-pending";
import interLatin from "./fonts/inter-latin-wght-400-700.woff2?url";
import playfairLatin600 from "./fonts/playfair-display-latin-600.woff2?url";
import plexArabic400 from "./fonts/ibm-plex-sans-arabic-arabic-400.woff2?url";
import plexArabic600 from "./fonts/ibm-plex-sans-arabic-arabic-600.woff2?url";
import plexLatin400 from "./fonts/ibm-plex-sans-arabic-latin-400.woff2?url";
import plexLatin600 from "./fonts/ibm-plex-sans-arabic-latin-600.woff2?url";

/**
 * The site's faces and how a page gets them without waiting for them
 * (docs/decisions/0016-first-paint-needs-only-the-page.md).
 *
 * A page's first paint needs nothing but its HTML: its text is drawn at once in a system face
 * fitted to the site's face (the same height, line box and average width: capsize's metrics as
 * `size-adjust` and the `ascent`/`descent` overrides), so swapping the site's face in later moves
 * next to nothing.
 * - A visitor's first page: the inline script in <head> marks the page (./fonts-pending.ts), which
 *   draws it in the fitted system faces only, so no font is fetched before the first paint. The
 *   page's script, which runs after that paint, loads this language's faces and the visitor's
 *   browser remembers (`fontsStorageKey`) that it has these files. The page keeps its fitted
 *   faces while it is read, as any page does whose faces are not there within 100 ms.
 * - Every later page: no mark, so the faces are used from the first paint. They come from the
 *   browser's cache; `font-display: optional` keeps the fitted face for the whole visit of a page
 *   whose face is not there within 100 ms, so text never jumps while someone reads it.
 * - Without JavaScript there is no mark either, and the same rule applies.
 */

const urls: Record<string, string> = {
  "inter-latin-wght-400-700.woff2": interLatin,
  "playfair-display-latin-600.woff2": playfairLatin600,
  "ibm-plex-sans-arabic-arabic-400.woff2": plexArabic400,
  "ibm-plex-sans-arabic-arabic-600.woff2": plexArabic600,
  "ibm-plex-sans-arabic-latin-400.woff2": plexLatin400,
  "ibm-plex-sans-arabic-latin-600.woff2": plexLatin600,
};

/** The faces each language's pages are drawn with. */
const familiesOf: Record<Lang, { sans: string; display: string }> = {
  en: { sans: "Inter Variable", display: "Playfair Display" },
  ar: { sans: "IBM Plex Sans Arabic", display: "IBM Plex Sans Arabic" },
};

type Metrics = typeof inter;

/** How much wider the site's face draws a text than a system face: capsize's average widths. */
const widthRatio = (site: Metrics, system: Metrics) =>
  site.xWidthAvg / site.unitsPerEm / (system.xWidthAvg / system.unitsPerEm);

interface Fitting {
  /** The system face, by the names `local()` finds it under, regular and bold. */
  regular: readonly string[];
  bold: readonly string[];
  /** `size-adjust` for each: the site face's width over the system face's. */
  sizeAdjust: { regular: number; bold: number };
}

/*
 * The system faces a page is first drawn in, fitted to each site face; the first one a device has
 * is used. Arial (Windows, Apple) with Liberation Sans and Arimo (Linux), which are drawn to
 * Arial's widths; Times New Roman likewise with Liberation Serif and Tinos; Roboto and Noto on
 * Android; DejaVu Sans, which draws Arabic on Linux. Regular widths are capsize's averages. Bold
 * ones, and DejaVu's, are the medians measured in Chromium over the site's own headings (bold)
 * and paragraphs (regular), canvas measureText of the site's face over the system face, with
 * Liberation standing in for Arial and Times: 1.01 and 1.061 for English, 0.775 and 0.87 for
 * Arabic. One text differs from the median by up to 3 to 10 %, so a heading can still break
 * onto one line more or less once its face arrives.
 */
const arialNames = {
  regular: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo"],
  bold: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold"],
};
const fittings: Record<string, { site: Metrics; generic: string; systems: [string, Fitting][] }> = {
  "Inter Variable": {
    site: inter,
    generic: "sans-serif",
    systems: [
      ["Arial", { ...arialNames, sizeAdjust: { regular: widthRatio(inter, arial), bold: 1.01 } }],
      [
        "Roboto",
        {
          regular: ["Roboto", "Roboto Regular", "Roboto-Regular"],
          bold: ["Roboto Bold", "Roboto-Bold"],
          sizeAdjust: {
            regular: widthRatio(inter, roboto),
            bold: widthRatio(inter, roboto) * 0.945,
          },
        },
      ],
    ],
  },
  "Playfair Display": {
    site: playfairDisplay,
    generic: "serif",
    systems: [
      [
        "Times New Roman",
        {
          regular: [
            "Times New Roman",
            "TimesNewRomanPSMT",
            "Liberation Serif",
            "LiberationSerif",
            "Tinos",
          ],
          bold: [
            "Times New Roman Bold",
            "TimesNewRomanPS-BoldMT",
            "Liberation Serif Bold",
            "LiberationSerif-Bold",
            "Tinos Bold",
          ],
          sizeAdjust: { regular: widthRatio(playfairDisplay, timesNewRoman), bold: 1.061 },
        },
      ],
    ],
  },
  "IBM Plex Sans Arabic": {
    site: ibmPlexSansArabic,
    generic: "sans-serif",
    systems: [
      [
        "DejaVu Sans",
        {
          regular: ["DejaVu Sans", "DejaVuSans"],
          bold: ["DejaVu Sans Bold", "DejaVuSans-Bold"],
          sizeAdjust: { regular: 0.87, bold: 0.775 },
        },
      ],
      [
        "Noto Sans Arabic",
        {
          regular: ["Noto Sans Arabic", "Noto Sans Arabic Regular", "NotoSansArabic-Regular"],
          bold: ["Noto Sans Arabic Bold", "NotoSansArabic-Bold"],
          sizeAdjust: {
            regular: widthRatio(ibmPlexSansArabic, notoSansArabic),
            bold: widthRatio(ibmPlexSansArabic, notoSansArabic),
          },
        },
      ],
      [
        "Arial",
        {
          ...arialNames,
          sizeAdjust: {
            regular: widthRatio(ibmPlexSansArabic, arial),
            bold: widthRatio(ibmPlexSansArabic, arial),
          },
        },
      ],
    ],
  },
};

/** `"Inter Variable Fallback: Arial"`: a system face fitted to a site face. */
const fittedName = (family: string, system: string) => `${family}${fittedMark}${system}`;

const quote = (name: string) => JSON.stringify(name);
const percent = (n: number) => `${(n * 100).toFixed(2)}%`;

/** The font stack of a site face: the face itself (unless pending), then its fitted faces. */
function stack(family: string, withSiteFace: boolean): string {
  const { generic, systems } = fittings[family]!;
  const names = systems.map(([system]) => quote(fittedName(family, system)));
  return [...(withSiteFace ? [quote(family)] : []), ...names, generic].join(", ");
}

/**
 * The @font-face rules of the system faces fitted to one site face, regular and bold: the width
 * scaled to the site face's, and the line box set to the site face's own ascent and descent.
 */
function fittedFaces(family: string): string[] {
  const { site, systems } = fittings[family]!;
  return systems.flatMap(([system, fitting]) =>
    (["regular", "bold"] as const).map((weight) => {
      const adjust = fitting.sizeAdjust[weight];
      const em = site.unitsPerEm * adjust;
      const src = fitting[weight].map((name) => `local(${quote(name)})`).join(",");
      return [
        `@font-face{font-family:${quote(fittedName(family, system))}`,
        `font-weight:${weight === "regular" ? "100 549" : "550 900"}`,
        `src:${src}`,
        `size-adjust:${percent(adjust)}`,
        `ascent-override:${percent(site.ascent / em)}`,
        `descent-override:${percent(Math.abs(site.descent) / em)}`,
        `line-gap-override:${percent(site.lineGap / em)}}`,
      ].join(";");
    }),
  );
}

/**
 * The @font-face rules of one site face. Chromium joins faces of one family by `unicode-range`
 * only when their other descriptors are the same: Plex's Latin face (one file for 400 to 700) is
 * therefore declared once for each weight of the family's Arabic faces, or Arabic letters would
 * fall to a system face (they did, until this was seen in Chromium's font report).
 */
function siteFaceRules(face: FontFace): string[] {
  const [min, max] = face.weight;
  const url = urls[face.file];
  if (!url) throw new Error(`no URL for ${face.file}`);
  const siblings = fontFaces.filter((other) => other.family === face.family && other !== face);
  const weights =
    min !== max && siblings.length > 0
      ? siblings.map((other) => String(other.weight[0]))
      : [min === max ? String(min) : `${min} ${max}`];
  return weights.map(
    (weight) =>
      `@font-face{font-family:${quote(face.family)};font-style:normal;font-display:optional;font-weight:${weight};src:url(${url}) format("woff2");unicode-range:${unicodeRange(face.ranges)}}`,
  );
}

function facesOf(lang: Lang): FontFace[] {
  const families = new Set(Object.values(familiesOf[lang]));
  return fontFaces.filter((face) => families.has(face.family));
}

/**
 * The stylesheet, written into each page's <head>, that gives a language's pages their faces:
 * the site's faces, the fitted system faces, and the font stacks with and without the mark.
 */
export function fontStyles(lang: Lang): string {
  const { sans, display } = familiesOf[lang];
  const families = [...new Set([sans, display])];
  const stacks = (withSiteFace: boolean) =>
    `--font-sans:${stack(sans, withSiteFace)};--font-display:${stack(display, withSiteFace)}`;
  return [
    ...facesOf(lang).flatMap(siteFaceRules),
    ...families.flatMap(fittedFaces),
    `html[lang]{${stacks(true)}}`,
    `html[data-${fontsPendingAttribute}][lang]{${stacks(false)}}`,
  ].join("\n");
}

/** What the browser notes once a language's faces have arrived. */
export function fontsVersion(lang: Lang): string {
  return facesOf(lang)
    .map((face) => urls[face.file])
    .join(" ");
}

/** The inline script's text for a language's pages. */
export function fontsPendingScript(lang: Lang): string {
  return `(${markFontsPending.toString()})(${[fontsStorageKey(lang), fontsVersion(lang), fontsPendingAttribute].map((v) => JSON.stringify(v)).join(",")})`;
}
