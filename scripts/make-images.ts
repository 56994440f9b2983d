/**
 * Renders the share cards (public/og/{en,ar}.png, 1200x630) and the touch/ICO icons in
 * Debian's Chromium, from the firm's name and the home page's copy. Run it after changing
 * either: `npx tsx scripts/make-images.ts`. The outputs are committed, so builds need no browser.
 */
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { chromium } from "playwright-core";
import { firm } from "../app/content/firm";
import { langs, locales } from "../app/i18n/locales";
import { messages } from "../app/i18n/messages";
import { chromiumArgs, chromiumPath } from "./chromium";

const require = createRequire(import.meta.url);
const font = (file: string) => `url("file://${require.resolve(file)}")`;
const fonts = `
  @font-face { font-family: Display; font-weight: 600; src: ${font("@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2")}; }
  @font-face { font-family: Body; font-weight: 100 900; src: ${font("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")}; }
  @font-face { font-family: Arabic; font-weight: 400; src: ${font("@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2")}; }
  @font-face { font-family: Arabic; font-weight: 600; src: ${font("@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2")}; }
`;
const mark = (size: number) => `
  <svg width="${size}" height="${size}" viewBox="0 0 40 40"><rect x="1" y="1" width="38" height="38" rx="2" fill="none" stroke="#cfab67" stroke-width="1.5"/>
  <path d="M12 29V11l16 18V11" fill="none" stroke="#fff" stroke-width="2.25" stroke-linecap="square"/></svg>`;

function card(lang: (typeof langs)[number]) {
  const t = messages[lang];
  const ar = lang === "ar";
  return `<!doctype html><html lang="${lang}" dir="${locales[lang].dir}"><head><meta charset="utf-8"><style>${fonts}
    body { margin:0; width:1200px; height:630px; background:#0f2140; color:#fff; font-family:${ar ? "Arabic" : "Body"}; overflow:hidden; position:relative; }
    .lattice { position:absolute; inset:0; background-image: linear-gradient(135deg, rgb(207 171 103 / .08) 25%, transparent 25%), linear-gradient(225deg, rgb(207 171 103 / .08) 25%, transparent 25%); background-size:64px 64px; }
    .wrap { position:absolute; inset:72px 80px; display:flex; flex-direction:column; }
    .brand { display:flex; align-items:center; gap:20px; font-family:${ar ? "Arabic" : "Display"}; font-weight:600; font-size:34px; }
    h1 { font-family:${ar ? "Arabic" : "Display"}; font-weight:600; font-size:${ar ? 60 : 64}px; line-height:${ar ? 1.5 : 1.15}; margin:auto 0 0; max-width:980px; }
    p { color:#e0c58f; font-size:26px; margin:24px 0 0; letter-spacing:${ar ? 0 : ".12em"}; text-transform:uppercase; }
    .rule { position:absolute; left:0; right:0; bottom:0; height:10px; background:linear-gradient(90deg,#97763a,#e0c58f,#97763a); }
  </style></head><body><div class="lattice"></div><div class="wrap">
    <div class="brand">${mark(64)}<span>${firm.legalName[lang]}</span></div>
    <h1>${t.hero.title}</h1><p>${t.hero.eyebrow}</p></div><div class="rule"></div></body></html>`;
}

const icon = `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#0f2140;display:flex;align-items:center;justify-content:center;width:180px;height:180px">${mark(140)}</body></html>`;

/** An .ico holding one PNG, which every current browser reads. */
function ico(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  // Pages load from file:// and use the fonts in node_modules.
  args: [...chromiumArgs, "--allow-file-access-from-files"],
});
const page = await browser.newPage();
const scratch = await mkdtemp(join(tmpdir(), "site-images-"));
/** Pages load from file:// so that they may use the fonts installed in node_modules. */
async function show(html: string) {
  const file = join(scratch, "page.html");
  await writeFile(file, html);
  await page.goto(`file://${file}`);
  await page.evaluate(() => document.fonts.ready);
}
await mkdir("public/og", { recursive: true });
for (const lang of langs) {
  await page.setViewportSize({ width: 1200, height: 630 });
  await show(card(lang));
  await page.screenshot({ path: `public/og/${lang}.png` });
}
await page.setViewportSize({ width: 180, height: 180 });
await show(icon);
await page.screenshot({ path: "public/apple-touch-icon.png" });
await page.setViewportSize({ width: 32, height: 32 });
await show(icon.replaceAll("180px", "32px").replace(mark(140), mark(26)));
await writeFile("public/favicon.ico", ico(await page.screenshot(), 32));
await browser.close();
console.log(
  "wrote public/og/en.png, public/og/ar.png, public/apple-touch-icon.png, public/favicon.ico",
  (await readFile("public/og/en.png")).length,
);
