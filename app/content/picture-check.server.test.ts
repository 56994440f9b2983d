import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkPicture, pictureLimits } from "./picture-check.server";

/** A plain picture of a size, in a format. */
const picture = (width: number, height: number, format: "jpeg" | "png" | "webp") =>
  sharp({ create: { width, height, channels: 3, background: "#d9d4c7" } })
    .toFormat(format)
    .toBuffer();

/**
 * A PNG whose header says it is `width`×`height` (a bomb of the size's kind): a 1×1 PNG with its
 * IHDR rewritten and its checksum made again, so only a decode would find the pixels missing.
 */
async function pngSaying(width: number, height: number) {
  const png = Buffer.from(await picture(1, 1, "png"));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe("the check of a picture uploaded in the editor (issue 33, L6)", () => {
  it("takes a good JPEG, PNG and WebP", async () => {
    expect(await checkPicture("content/images/attorneys/3/image.jpg", await picture(1000, 1250, "jpeg"))).toBeNull();
    expect(await checkPicture("content/images/attorneys/3/image.png", await picture(900, 900, "png"))).toBeNull();
    expect(await checkPicture("content/images/attorneys/3/image.webp", await picture(900, 900, "webp"))).toBeNull();
  });

  it("refuses an SVG named .png: the kind comes from the bytes, not the name", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><rect width="900" height="900"/></svg>',
    );
    expect(await checkPicture("content/images/attorneys/3/image.png", svg)).toBe(
      "content/images/attorneys/3/image.png: is not a JPEG, PNG or WebP picture",
    );
  });

  it("refuses a picture whose name says another kind", async () => {
    expect(await checkPicture("content/images/attorneys/3/image.jpg", await picture(900, 900, "png"))).toBe(
      "content/images/attorneys/3/image.jpg: is a PNG picture named .jpg; name it .png",
    );
  });

  it("refuses a PNG whose header says 16000×16000, from the header alone", async () => {
    const bomb = await pngSaying(16_000, 16_000);
    expect(bomb.length).toBeLessThan(100);
    expect(await checkPicture("content/images/attorneys/3/image.png", bomb)).toBe(
      "content/images/attorneys/3/image.png: is 16000×16000 pixels; a picture may be at most 8000 pixels a side and 40 megapixels",
    );
  });

  it("refuses more than 40 megapixels even when each side is under 8,000 pixels", async () => {
    expect(await checkPicture("content/images/x.png", await pngSaying(7000, 7000))).toMatch(
      /^content\/images\/x\.png: is 7000×7000 pixels;/,
    );
  });

  it("refuses a file of 11 MB", async () => {
    const jpeg = await picture(1000, 1250, "jpeg");
    const big = Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024 - jpeg.length)]);
    expect(big.length).toBeGreaterThan(pictureLimits.bytes);
    expect(await checkPicture("content/images/attorneys/3/image.jpg", big)).toBe(
      "content/images/attorneys/3/image.jpg: is 11.0 MB; a picture may be at most 10.0 MB",
    );
  });

  it("refuses a picture cut short", async () => {
    const jpeg = await picture(1000, 1250, "jpeg");
    expect(await checkPicture("content/images/x.jpg", jpeg.subarray(0, jpeg.length / 2))).toBe(
      "content/images/x.jpg: is damaged or cut short; save it again from the original",
    );
  });
});
