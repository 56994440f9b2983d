// @vitest-environment jsdom
/**
 * A portrait the firm uploads, as the build makes it from content of its own, tested as the
 * functions the build calls: the profile's and the list's pages (loader and component), the files
 * postbuild's makePortraits writes, and the content check that starts `npm run build`. No build.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";

/** A portrait-shaped picture: a face-like disc high on a plain ground, as a JPEG. */
const fixture = await vi.hoisted(async () => {
  const { mkdirSync, readFileSync, writeFileSync } = await import("node:fs");
  const { join } = await import("node:path");
  const { default: sharp } = await import("sharp");
  const { fixtureContent } = await import("./fixture-content");
  const picture = (width: number, height: number) =>
    sharp(
      Buffer.from(
        `<svg width="${width}" height="${height}"><rect width="100%" height="100%" fill="#d9d4c7"/><circle cx="${width / 2}" cy="${height / 3}" r="${width / 5}" fill="#7a4b2a"/></svg>`,
      ),
    )
      .jpeg()
      .toBuffer();
  const jpeg = await picture(1000, 1250);
  const small = await picture(400, 500);
  const dir = fixtureContent("portraits-", (content) => {
    mkdirSync(join(content, "images", "attorneys"), { recursive: true });
    writeFileSync(join(content, "images", "attorneys", "rania-haddad.jpg"), jpeg);
    const file = join(content, "attorneys", "3.json");
    const data = JSON.parse(readFileSync(file, "utf8"));
    data.portrait = {
      image: "attorneys/rania-haddad.jpg",
      alt: { en: "Rania Haddad in the firm's library", ar: "رانيا حداد في مكتبة المكتب" },
    };
    writeFileSync(file, JSON.stringify(data, null, 2));
  });
  return { ...dir, small };
});

const Attorney = await import("~/routes/attorney");
const Attorneys = await import("~/routes/attorneys");
const { renderPage } = await import("~/components/sections/test-render");
const { makePortraits, checkPortraits } = await import("./make-portraits");

const out = mkdtempSync(join(tmpdir(), "portraits-out-"));
afterAll(() => {
  fixture.remove();
  rmSync(out, { recursive: true, force: true });
});

type Lang = "en" | "ar";
const request = (path: string) => new Request(`https://example.jo${path}`);
const render = (lang: Lang, page: React.ReactNode) => renderPage(lang, page).body.innerHTML;
const profile = (lang: Lang) => {
  const path = lang === "en" ? "/attorneys/3" : "/ar/attorneys/3";
  const loaderData = Attorney.loader({ request: request(path), params: { id: "3" } } as never);
  return render(
    lang,
    <Attorney.default {...({ loaderData } as unknown as Parameters<typeof Attorney.default>[0])} />,
  );
};
const list = (lang: Lang) => {
  const path = lang === "en" ? "/attorneys" : "/ar/attorneys";
  const loaderData = Attorneys.loader({ request: request(path), params: {} } as never);
  return render(
    lang,
    <Attorneys.default
      {...({ loaderData } as unknown as Parameters<typeof Attorneys.default>[0])}
    />,
  );
};

describe("a portrait the firm uploads, built for phones and desktops", () => {
  it("shows the profile's portrait as AVIF and WebP, first on screen, with the alt text of each language", () => {
    for (const [lang, alt] of [
      ["en", "Rania Haddad in the firm's library"],
      ["ar", "رانيا حداد في مكتبة المكتب"],
    ] as const) {
      const html = profile(lang);
      expect(html).toMatch(
        /<source type="image\/avif" srcset="\/assets\/portrait-\w+-profile-280\.avif 280w, \/assets\/portrait-\w+-profile-560\.avif 560w"/i,
      );
      expect(html).toMatch(/<source type="image\/webp" srcset="[^"]*-profile-560\.webp 560w"/i);
      const doc = new DOMParser().parseFromString(html, "text/html");
      expect(doc.querySelector(`img[alt="${alt}"]`)).not.toBeNull();
      expect(html).toMatch(/<img[^>]*loading="eager"[^>]*fetchpriority="high"/i);
    }
  });

  it("puts the card's portrait on the attorney list, loaded when scrolled to; others keep their initials", () => {
    const html = list("en");
    expect(html.match(/-card-800\.avif 800w/g)).toHaveLength(1);
    expect(html).toMatch(/<img[^>]*loading="lazy"/);
    expect(html).toContain(">KN</span>");
  });

  it("writes every file the pages name, cropped to its shape", async () => {
    const cache = join(out, "cache");
    await makePortraits({ outDir: join(out, "assets"), cacheDir: cache });
    const html = profile("ar") + list("ar");
    const names = [...new Set(html.match(/portrait-\w+-(card|profile)-\d+\.(avif|webp)/g))];
    expect(names).toHaveLength(8);
    expect(readdirSync(join(out, "assets")).sort()).toEqual([...names].sort());
    for (const name of names) {
      const { width, height, format } = await sharp(join(out, "assets", name)).metadata();
      const [, shape, w, ext] = name.match(/-(card|profile)-(\d+)\.(\w+)$/)!;
      expect(width, name).toBe(Number(w));
      expect(height, name).toBe(shape === "card" ? (Number(w) * 3) / 4 : (Number(w) * 5) / 4);
      expect(format === "heif" ? "avif" : format, name).toBe(ext);
    }
  }, 60_000);

  it("stops the build before anything is written when a picture is too small", async () => {
    const picture = join(fixture.content, "images", "attorneys", "rania-haddad.jpg");
    writeFileSync(picture, fixture.small);
    const problem =
      "content/images/attorneys/rania-haddad.jpg: is 400 pixels wide; upload one at least 800 pixels wide";
    expect(await checkPortraits(fixture.content)).toEqual([problem]);
    // `npm run build` starts with this check and stops there: react-router build never runs.
    const failed = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/check-content.ts"],
      { env: { ...process.env, CONTENT_DIR: fixture.content } },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain(problem);
  }, 60_000);
});
