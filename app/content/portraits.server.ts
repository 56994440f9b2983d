import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { contentDir } from "./files.server";
import {
  type PortraitImage,
  type PortraitShape,
  portraitFileName,
  portraitShapes,
  portraitUrlBase,
} from "./portraits";

/** The folder the firm's uploaded pictures live in, inside the content folder. */
export const imagesDir = (dir = contentDir) => join(dir, "images");

/** A short hash of the uploaded file: a new picture gets new URLs, so no cache shows the old one. */
export function sourceHash(path: string) {
  return createHash("sha256").update(readFileSync(path)).digest("hex").slice(0, 12);
}

/** The `<picture>` of an uploaded portrait (a path under content/images/) in one shape. */
export function portraitImage(image: string, alt: string, shape: PortraitShape): PortraitImage {
  const path = join(imagesDir(), image);
  if (!existsSync(path)) throw new Error(`content/images/${image}: the picture is missing`);
  const hash = sourceHash(path);
  const { aspect, widths, sizes } = portraitShapes[shape];
  const srcset = (format: "avif" | "webp") =>
    widths
      .map((w) => `${portraitUrlBase}/${portraitFileName(hash, shape, w, format)} ${w}w`)
      .join(", ");
  const largest = widths.at(-1)!;
  return {
    alt,
    width: widths[0],
    height: Math.round((widths[0] * aspect[1]) / aspect[0]),
    sizes,
    avif: srcset("avif"),
    webp: srcset("webp"),
    src: `${portraitUrlBase}/${portraitFileName(hash, shape, largest, "webp")}`,
  };
}
