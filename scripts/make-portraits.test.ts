import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentDir } from "../app/content/files.server";
import { checkPortraits } from "./make-portraits";

/** A copy of the content folder with a folder for portraits. */
let dir: string;
beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), "portrait-check-")), "content");
  cpSync(contentDir, dir, { recursive: true });
  mkdirSync(join(dir, "images", "attorneys", "3"), { recursive: true });
});
afterEach(() => rmSync(join(dir, ".."), { recursive: true, force: true }));

function setPortrait(id: string, image: string) {
  const file = join(dir, "attorneys", `${id}.json`);
  const data = JSON.parse(readFileSync(file, "utf8"));
  data.portrait = { image, alt: { en: "A portrait", ar: "صورة" } };
  writeFileSync(file, JSON.stringify(data, null, 2));
}

/** A 1×1 PNG whose header says 16000×16000. */
async function bomb() {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  png.writeUInt32BE(16_000, 16);
  png.writeUInt32BE(16_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe("the build's check of the content's pictures (issue 33, L6)", () => {
  it("stops at a picture bomb already in the content, naming it, without decoding it", async () => {
    writeFileSync(join(dir, "images", "attorneys", "3", "image.png"), await bomb());
    setPortrait("3", "attorneys/3/image.png");
    expect(await checkPortraits(dir)).toEqual([
      "content/images/attorneys/3/image.png: is 16000×16000 pixels; a picture may be at most 8000 pixels a side and 40 megapixels",
    ]);
  });

  it("stops at a drawing named .png, even one no attorney shows", async () => {
    writeFileSync(
      join(dir, "images", "attorneys", "stray.png"),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    expect(await checkPortraits(dir)).toEqual([
      "content/images/attorneys/stray.png: is not a JPEG, PNG or WebP picture",
    ]);
  });
});
