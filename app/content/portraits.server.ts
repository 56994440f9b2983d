import { createHash } from "node:crypto";
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { ContentError, contentDir } from "./files.server";
import {
  type PortraitImage,
  type PortraitShape,
  portraitFileName,
  portraitShapes,
  portraitUrlBase,
} from "./portraits";
import { portraitPath, portraitsFolder } from "./schema/attorney";

/** The folder the firm's uploaded pictures live in, inside the content folder. */
export const imagesDir = (dir = contentDir) => join(dir, "images");

/** The folder of the attorneys' portraits: content/images/attorneys/. */
export const portraitsDir = (dir = contentDir) => join(imagesDir(dir), portraitsFolder);

/**
 * What is wrong with a portrait's path (as written in an attorney's file, `attorneys/3/image.jpg`),
 * or null: it must name a file that is really inside content/images/attorneys/, after `..` and
 * links are followed, so no other file the server can read reaches the public site.
 */
export function portraitProblem(image: string, dir = contentDir): string | null {
  const where = `content/images/${image}`;
  const outside = `${where}: is not a picture in content/images/${portraitsFolder}/`;
  if (!portraitPath.test(image)) return outside;
  const path = resolve(imagesDir(dir), image);
  if (!existsSync(path)) return `${where}: the picture is missing`;
  const rest = relative(realpathSync(portraitsDir(dir)), realpathSync(path));
  if (rest === "" || rest.split(sep)[0] === ".." || isAbsolute(rest)) return outside;
  if (!statSync(path).isFile()) return `${where}: is not a file`;
  return null;
}

/** The file of a portrait, checked by `portraitProblem`; a ContentError naming it when it cannot be used. */
export function portraitFile(image: string, dir = contentDir): string {
  const problem = portraitProblem(image, dir);
  if (problem) throw new ContentError(problem);
  return join(imagesDir(dir), image);
}

/** A short hash of the uploaded file: a new picture gets new URLs, so no cache shows the old one. */
export function sourceHash(path: string) {
  return createHash("sha256").update(readFileSync(path)).digest("hex").slice(0, 12);
}

/** The `<picture>` of an uploaded portrait (a path under content/images/) in one shape. */
export function portraitImage(image: string, alt: string, shape: PortraitShape): PortraitImage {
  const path = portraitFile(image);
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
