import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scratchSite } from "./scratch-site";

const site = scratchSite("portraits-");
const { content, buildDir } = site;

/** A portrait-shaped picture: a face-like disc high on a plain ground, as a JPEG. */
async function picture(width: number, height: number) {
  const disc = Buffer.from(
    `<svg width="${width}" height="${height}"><rect width="100%" height="100%" fill="#d9d4c7"/><circle cx="${width / 2}" cy="${height / 3}" r="${width / 5}" fill="#7a4b2a"/></svg>`,
  );
  return sharp(disc).jpeg().toBuffer();
}

function setPortrait(id: string, image: string, alt: { en: string; ar: string }) {
  const file = join(content, "attorneys", `${id}.json`);
  const data = JSON.parse(readFileSync(file, "utf8"));
  data.portrait = { image, alt };
  writeFileSync(file, JSON.stringify(data, null, 2));
}

describe("a portrait the firm uploads, built for phones and desktops", () => {
  beforeAll(async () => {
    mkdirSync(join(content, "images", "attorneys"), { recursive: true });
    writeFileSync(
      join(content, "images", "attorneys", "rania-haddad.jpg"),
      await picture(1000, 1250),
    );
    setPortrait("3", "attorneys/rania-haddad.jpg", {
      en: "Rania Haddad in the firm's library",
      ar: "رانيا حداد في مكتبة المكتب",
    });
    await site.build();
  }, 180_000);
  afterAll(() => site.remove());

  const page = (path: string) => readFileSync(join(buildDir, "client", path, "index.html"), "utf8");

  it("shows the profile's portrait as AVIF and WebP, first on screen, with the alt text of each language", () => {
    for (const [lang, alt] of [
      ["en", "Rania Haddad in the firm&#x27;s library"],
      ["ar", "رانيا حداد في مكتبة المكتب"],
    ] as const) {
      const html = page(lang === "en" ? "attorneys/3" : "ar/attorneys/3");
      expect(html).toMatch(
        /<source type="image\/avif" srcset="\/assets\/portrait-\w+-profile-280\.avif 280w, \/assets\/portrait-\w+-profile-560\.avif 560w"/i,
      );
      expect(html).toMatch(/<source type="image\/webp" srcset="[^"]*-profile-560\.webp 560w"/i);
      expect(html).toContain(`alt="${alt}"`);
      expect(html).toMatch(/<img[^>]*loading="eager"[^>]*fetchpriority="high"/i);
    }
  });

  it("puts the card's portrait on the attorney list, loaded when scrolled to; others keep their initials", () => {
    const html = page("attorneys");
    expect(html.match(/-card-800\.avif 800w/g)).toHaveLength(1);
    expect(html).toMatch(/<img[^>]*loading="lazy"/);
    expect(html).toContain(">KN</span>");
  });

  it("writes every file the pages name, cropped to its shape", async () => {
    const html = page("ar/attorneys/3") + page("ar/attorneys");
    const names = [...new Set(html.match(/portrait-\w+-(card|profile)-\d+\.(avif|webp)/g))];
    expect(names).toHaveLength(8);
    for (const name of names) {
      const { width, height, format } = await sharp(
        join(buildDir, "client", "assets", name),
      ).metadata();
      const [, shape, w, ext] = name.match(/-(card|profile)-(\d+)\.(\w+)$/)!;
      expect(width, name).toBe(Number(w));
      expect(height, name).toBe(shape === "card" ? (Number(w) * 3) / 4 : (Number(w) * 5) / 4);
      expect(format === "heif" ? "avif" : format, name).toBe(ext);
    }
  });

  it("stops the build before anything is written when a picture is too small", async () => {
    writeFileSync(
      join(content, "images", "attorneys", "rania-haddad.jpg"),
      await picture(400, 500),
    );
    rmSync(buildDir, { recursive: true, force: true });
    const failed = await site.build().catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain(
      "content/images/attorneys/rania-haddad.jpg: is 400 pixels wide; upload one at least 800 pixels wide",
    );
    expect(existsSync(buildDir)).toBe(false);
  }, 60_000);
});
