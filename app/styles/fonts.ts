import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import arialBold from "@capsizecss/metrics/arial/700";
import plexArabic from "@capsizecss/metrics/iBMPlexSansArabic";
import plexArabicSemiBold from "@capsizecss/metrics/iBMPlexSansArabic/600";
import inter from "@capsizecss/metrics/inter";
import interSemiBold from "@capsizecss/metrics/inter/600";
import notoSansArabic from "@capsizecss/metrics/notoSansArabic";
import notoSansArabicSemiBold from "@capsizecss/metrics/notoSansArabic/600";
import playfair from "@capsizecss/metrics/playfairDisplay";
import playfairSemiBold from "@capsizecss/metrics/playfairDisplay/600";
import roboto from "@capsizecss/metrics/roboto";
import robotoBold from "@capsizecss/metrics/roboto/700";
import times from "@capsizecss/metrics/timesNewRoman";
import timesBold from "@capsizecss/metrics/timesNewRoman/700";
import type { Lang } from "~/i18n/locales";
import { type FontFace, fontFaces, unicodeRange } from "./font-faces";
import interLatin from "./fonts/inter-latin-wght-400-700.woff2?url";
import playfairLatin600 from "./fonts/playfair-display-latin-600.woff2?url";
import plexArabic400 from "./fonts/ibm-plex-sans-arabic-arabic-400.woff2?url";
import plexArabic600 from "./fonts/ibm-plex-sans-arabic-arabic-600.woff2?url";
import plexLatin400 from "./fonts/ibm-plex-sans-arabic-latin-400.woff2?url";

/**
 * The site's faces, the standard way (docs/decisions/0016-first-paint-needs-only-the-page.md):
 * `font-display: optional`, so a face is used from the first paint or, if it is not there within
 * Chromium's 100 ms, not at all on that page (it is cached for the next one), and text never
 * moves; behind each face, system faces fitted to it by capsize's `createFontStack` (the same
 * line box and average width), so a page drawn without the site's faces keeps its layout.
 */

const urls: Record<string, string> = {
  "inter-latin-wght-400-700.woff2": interLatin,
  "playfair-display-latin-600.woff2": playfairLatin600,
  "ibm-plex-sans-arabic-arabic-400.woff2": plexArabic400,
  "ibm-plex-sans-arabic-arabic-600.woff2": plexArabic600,
  "ibm-plex-sans-arabic-latin-400.woff2": plexLatin400,
};

/** The faces each language's pages are drawn with. */
const familiesOf: Record<Lang, { sans: string; display: string }> = {
  en: { sans: "Inter Variable", display: "Playfair Display" },
  ar: { sans: "IBM Plex Sans Arabic", display: "IBM Plex Sans Arabic" },
};

type Metrics = Parameters<typeof createFontStack>[0][number];
interface Faces {
  regular: Metrics;
  bold: Metrics;
}

/** A system face drawn to another's metrics under its own names: Liberation to Arial's and Times'. */
const alias = ({ regular, bold }: Faces, name: string, postscript: string): Faces => ({
  regular: { ...regular, familyName: name, fullName: name, postscriptName: postscript },
  bold: {
    ...bold,
    familyName: name,
    fullName: `${name} Bold`,
    postscriptName: `${postscript}-Bold`,
  },
});
const arialFaces = { regular: arial, bold: arialBold };
const timesFaces = { regular: times, bold: timesBold };

/*
 * Each site face, regular and bold (the weight its headings use), and the system faces fitted to
 * it, the first a device has being used: Arial on Windows and Apple, Liberation (drawn to Arial's
 * and Times' widths) on Linux, Roboto and Noto on Android. Capsize's average widths are Latin
 * ones: for Arabic they are an estimate, which is enough, since an optional face never replaces
 * a fallback that text was already drawn in.
 */
const fittings: Record<string, { site: Faces; systems: Faces[]; generic: string }> = {
  "Inter Variable": {
    site: { regular: inter, bold: interSemiBold },
    systems: [
      arialFaces,
      alias(arialFaces, "Liberation Sans", "LiberationSans"),
      { regular: roboto, bold: robotoBold },
    ],
    generic: "sans-serif",
  },
  "Playfair Display": {
    site: { regular: playfair, bold: playfairSemiBold },
    systems: [timesFaces, alias(timesFaces, "Liberation Serif", "LiberationSerif")],
    generic: "serif",
  },
  "IBM Plex Sans Arabic": {
    site: { regular: plexArabic, bold: plexArabicSemiBold },
    systems: [{ regular: notoSansArabic, bold: notoSansArabicSemiBold }, arialFaces],
    generic: "sans-serif",
  },
};

/**
 * The fallback @font-face rules of one site face, regular and bold, and its font stack: capsize's
 * (the site face, its fitted faces, the system faces themselves), then the generic family.
 */
function fontStack(family: string): { rules: string[]; stack: string } {
  const { site, systems, generic } = fittings[family]!;
  const rules = (["regular", "bold"] as const).flatMap((w) => {
    const { fontFaces } = createFontStack(
      [{ ...site[w], familyName: family }, ...systems.map((system) => system[w])],
      {
        fontFaceFormat: "styleObject",
        fontFaceProperties: { fontWeight: w === "regular" ? "100 549" : "550 900" },
      },
    );
    return fontFaces.map(({ "@font-face": face }) => cssRule(face));
  });
  const { fontFamily } = createFontStack([
    { ...site.regular, familyName: family },
    ...systems.map((system) => system.regular),
  ]);
  return { rules, stack: `${fontFamily}, ${generic}` };
}

/** One @font-face rule, written compactly: the page carries it in its <head>. */
function cssRule(face: Record<string, unknown>): string {
  const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const body = Object.entries(face)
    .map(([key, value]) => `${kebab(key)}:${String(value)}`)
    .join(";");
  return `@font-face{${body}}`;
}

const quote = (name: string) => JSON.stringify(name);

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
 * the site's faces, the system faces fitted to them, and the font stacks.
 */
export function fontStyles(lang: Lang): string {
  const { sans, display } = familiesOf[lang];
  const stacks = Object.fromEntries([...new Set([sans, display])].map((f) => [f, fontStack(f)]));
  return [
    ...facesOf(lang).flatMap(siteFaceRules),
    ...Object.values(stacks).flatMap(({ rules }) => rules),
    `html[lang]{--font-sans:${stacks[sans]!.stack};--font-display:${stacks[display]!.stack}}`,
  ].join("\n");
}
