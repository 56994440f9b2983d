/**
 * Cuts the site's web fonts down to the characters each face can be asked to draw
 * (app/styles/font-faces.ts) with HarfBuzz's subsetter, and writes them to app/styles/fonts/
 * (their @font-face rules are written into each page by app/styles/fonts.ts). Run it after
 * changing a face or its ranges: `npm run fonts`. The outputs are committed, so builds need no
 * subsetting.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { fontFaces } from "../app/styles/font-faces";

const require = createRequire(import.meta.url);
const out = new URL("../app/styles/fonts/", import.meta.url);
await mkdir(out, { recursive: true });

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
}
