/**
 * Cuts the site's web fonts down to the characters each face can be asked to draw
 * (app/styles/font-faces.ts) with HarfBuzz's subsetter, and writes them with their @font-face
 * rules to app/styles/fonts/. Run it after changing a face or its ranges: `npm run fonts`.
 * The outputs are committed, so builds need no subsetting.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { fontFaces, unicodeRange } from "../app/styles/font-faces";

const require = createRequire(import.meta.url);
const out = new URL("../app/styles/fonts/", import.meta.url);
await mkdir(out, { recursive: true });

const rules: string[] = [];
for (const face of fontFaces) {
  const source = await readFile(require.resolve(face.source));
  const text = face.ranges
    .flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)))
    .join("");
  const [min, max] = face.weight;
  const variable = face.file.includes("-wght-");
  const subset = await subsetFont(source, text, {
    targetFormat: "woff2",
    ...(variable ? { variationAxes: { wght: { min, max } } } : {}),
  });
  await writeFile(new URL(face.file, out), subset);
  console.log(`${face.file}: ${source.length} -> ${subset.length} bytes`);
  rules.push(`/* ${face.family}: ${face.note}. */
@font-face {
  font-family: "${face.family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${min === max ? min : `${min} ${max}`};
  src: url("./${face.file}") format("woff2");
  unicode-range: ${unicodeRange(face.ranges)};
}`);
}

await writeFile(
  new URL("fonts.css", out),
  `/* Written by scripts/make-fonts.ts from app/styles/font-faces.ts: edit those, then \`npm run fonts\`. */\n\n${rules.join("\n\n")}\n`,
);
