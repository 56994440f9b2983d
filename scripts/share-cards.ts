import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import sharp from "sharp";
import subsetFont from "subset-font";
import { localizedFirm } from "../app/content/firm";
import { articlesIn, insightsText } from "../app/content/insights";
import { langs, type Lang } from "../app/i18n/locales";
import { arabicRanges, latinRanges } from "../app/styles/font-faces";
import { insightCardPath } from "../app/i18n/paths";

/**
 * A share card per Insights article and language (1200×630, the site's card: navy, the lattice,
 * the firm's mark and name, the title, a gold rule), drawn at build by sharp with Pango, which
 * shapes Arabic. Pango reads TrueType, not the site's WOFF2: the faces are cut to TrueType first. Cards are cached by their words, so an unchanged article is not drawn again.
 */
const require = createRequire(import.meta.url);
const source = (file: string) => readFileSync(require.resolve(file));
const faces = {
  en: {
    title: {
      family: "Playfair Display SemiBold",
      file: "@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2",
    },
    body: {
      family: "Inter Variable",
      file: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    },
  },
  ar: {
    title: {
      family: "IBM Plex Sans Arabic SemiBold",
      file: "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2",
    },
    body: {
      family: "IBM Plex Sans Arabic",
      file: "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2",
    },
  },
} as const;

/** The cards' design: a change draws every card again. 4: a title too long is cut to fit. */
const design = 4;
const width = 1200;
const height = 630;
const margin = 80;

const escapeMarkup = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The card's ground: navy, the lattice of the site's headers, the gold rule, the mark. */
function ground(lang: Lang) {
  const markX = lang === "ar" ? width - margin - 64 : margin;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <pattern id="lattice" width="64" height="64" patternUnits="userSpaceOnUse">
      <path d="M0 0 L32 32 L64 0 Z" fill="rgb(207 171 103 / 0.08)"/>
    </pattern>
    <linearGradient id="rule"><stop offset="0" stop-color="#97763a"/><stop offset="0.5" stop-color="#e0c58f"/><stop offset="1" stop-color="#97763a"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="#0f2140"/>
  <rect width="100%" height="100%" fill="url(#lattice)"/>
  <rect y="${height - 10}" width="100%" height="10" fill="url(#rule)"/>
  <g transform="translate(${markX} 72) scale(1.6)">
    <rect x="1" y="1" width="38" height="38" rx="2" fill="none" stroke="#cfab67" stroke-width="1.5"/>
    <path d="M12 29V11l16 18V11" fill="none" stroke="#fff" stroke-width="2.25" stroke-linecap="square"/>
  </g>
</svg>`);
}

/**
 * A TrueType cut of a face to the characters the site's own faces cover (app/styles/font-faces.ts),
 * written once to the cache. One cut per face: fontconfig keeps every file it is given, and two cuts
 * of one family would each lend the other's missing letters.
 */
const coverage = [...latinRanges, ...arabicRanges]
  .flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  )
  .join("");
async function face(cacheDir: string, file: string) {
  const words = coverage;
  const key = createHash("sha256").update(file).update(words).digest("hex").slice(0, 16);
  const path = join(cacheDir, `face-${key}.ttf`);
  if (!existsSync(path))
    writeFileSync(path, await subsetFont(source(file), words, { targetFormat: "truetype" }));
  return path;
}

async function text(
  words: string,
  options: {
    family: string;
    fontfile: string;
    size: number;
    colour: string;
    width: number;
    align: "left" | "right";
    /** Where lines may break: Pango's default is between words only, so one long word overflows. */
    wrap?: "word" | "word-char";
  },
) {
  return sharp({
    text: {
      // The family by name in the markup: in `font`, Pango would read "SemiBold" as a weight.
      text: `<span foreground="${options.colour}" font_family="${options.family}">${escapeMarkup(words)}</span>`,
      font: `Sans ${options.size}`,
      fontfile: options.fontfile,
      width: options.width,
      align: options.align,
      wrap: options.wrap ?? "word",
      rgba: true,
      dpi: 72,
      spacing: Math.round(options.size * 0.35),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/** The title's box: under the mark and the firm's name, above the eyebrow line (28 px apart). */
const titleTop = 190;
const titleGap = 28;

/**
 * The card's title, drawn to fit `maxHeight` (on the card, the box between the firm's name and
 * the eyebrow line: four lines of a long English title, three of Arabic): the whole title
 * when it fits, else as much of it as fits, cut after a word (or inside a word with no space to
 * cut at), ending in "…". A title of any length makes a card: a 400-character one had stopped
 * the build, its drawing taller than the card.
 */
export async function layTitle(lang: Lang, title: string, cacheDir: string, maxHeight: number) {
  const titleFace = faces[lang].title;
  const fontfile = await face(cacheDir, titleFace.file);
  const size = title.length > 70 ? 50 : 60;
  const draw = async (words: string) => ({
    words,
    ...(await text(words, {
      family: titleFace.family,
      fontfile,
      size,
      colour: "#ffffff",
      width: width - 2 * margin,
      align: lang === "ar" ? "right" : "left",
      wrap: "word-char",
    })),
  });
  const whole = await draw(title);
  if (whole.info.height <= maxHeight) return whole;
  // The longest start that fits with "…", found by halving: first among the cuts after a word.
  const longest = async (cuts: number[]) => {
    let [low, high, best] = [0, cuts.length - 1, null as Awaited<ReturnType<typeof draw>> | null];
    while (low <= high) {
      const middle = Math.floor((low + high) / 2);
      const drawn = await draw(`${title.slice(0, cuts[middle]).trimEnd()}…`);
      if (drawn.info.height <= maxHeight) [best, low] = [drawn, middle + 1];
      else high = middle - 1;
    }
    return best;
  };
  const afterWords = [...title.matchAll(/\S(?=\s)/gu)].map((m) => m.index + m[0].length);
  const characters: number[] = [];
  let end = 0;
  for (const character of title) characters.push((end += character.length));
  return (await longest(afterWords)) ?? (await longest(characters)) ?? (await draw("…"));
}

/** One card: 1200×630 PNG. */
export async function shareCard(lang: Lang, title: string, cacheDir: string) {
  const firm = localizedFirm(lang);
  const eyebrow = insightsText[lang].header.eyebrow;
  const align = lang === "ar" ? "right" : "left";
  const { title: titleFace, body: bodyFace } = faces[lang];
  const titleFont = await face(cacheDir, titleFace.file);
  const bodyFont = await face(cacheDir, bodyFace.file);
  const brand = await text(firm.legalName, {
    family: titleFace.family,
    fontfile: titleFont,
    size: 34,
    colour: "#ffffff",
    width: 800,
    align,
  });
  const line = await text(eyebrow, {
    family: bodyFace.family,
    fontfile: bodyFont,
    size: 26,
    colour: "#e0c58f",
    width: 800,
    align,
  });
  const lineTop = height - 72 - line.info.height;
  const heading = await layTitle(lang, title, cacheDir, lineTop - titleGap - titleTop);
  const x = (image: { info: { width: number } }) =>
    lang === "ar" ? width - margin - image.info.width : margin;
  const brandX = lang === "ar" ? width - margin - 64 - 24 - brand.info.width : margin + 64 + 24;
  const headingTop = Math.max(titleTop, lineTop - titleGap - heading.info.height);
  return sharp(ground(lang))
    .composite([
      { input: brand.data, left: brandX, top: 72 + Math.round((64 - brand.info.height) / 2) },
      { input: heading.data, left: x(heading), top: headingTop },
      { input: line.data, left: x(line), top: lineTop },
    ])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}

/** Draws (or takes from the cache) the card of every article in every language it exists in. */
export async function makeShareCards({ outDir, cacheDir }: { outDir: string; cacheDir: string }) {
  mkdirSync(cacheDir, { recursive: true });
  let drawn = 0;
  for (const lang of langs)
    for (const article of articlesIn(lang)) {
      const key = createHash("sha256")
        .update(
          JSON.stringify({
            design,
            lang,
            title: article.title,
            firm: localizedFirm(lang).legalName,
          }),
        )
        .digest("hex")
        .slice(0, 16);
      const cached = join(cacheDir, `card-${key}.png`);
      if (!existsSync(cached)) {
        writeFileSync(cached, await shareCard(lang, article.title, cacheDir));
        drawn += 1;
      }
      const target = join(outDir, insightCardPath(lang, article.slug).slice(1));
      mkdirSync(join(target, ".."), { recursive: true });
      copyFileSync(cached, target);
    }
  return { drawn };
}
