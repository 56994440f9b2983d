import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { attorneySchema } from "../app/content/schema/attorney";
import { readCollection } from "../app/content/files.server";
import { checkPictureFile, pictureLimits } from "../app/content/picture-check.server";
import { imagesDir, portraitFile, sourceHash } from "../app/content/portraits.server";
import { portraitFileName, portraitFormats, portraitShapes } from "../app/content/portraits";

/** The widest file any shape needs: a smaller upload would be blown up and blurred. */
const minimumWidth = Math.max(...Object.values(portraitShapes).flatMap((shape) => shape.widths));

/** The uploaded portraits' files, in the attorneys' order. */
function uploadedPortraits(dir?: string) {
  return readCollection("attorneys", attorneySchema, dir).flatMap(({ portrait }) =>
    portrait.image ? [portraitFile(portrait.image, dir)] : [],
  );
}

/** A picture's file as the firm knows it: `content/images/attorneys/3/image.jpg`. */
const where = (source: string) => `content/images/${source.split("/images/").at(-1)}`;

/**
 * Before a build: every picture under content/images/ must pass the editor's check on upload (a
 * JPEG, PNG or WebP by its bytes, within the size and pixel limits: app/content/picture-check),
 * so one that came by another way stops the build here rather than taking its memory; and each
 * uploaded portrait must be wide enough for the largest file made of it. One line per problem,
 * naming the file.
 */
export async function checkPortraits(dir?: string): Promise<string[]> {
  const problems: string[] = [];
  const images = imagesDir(dir);
  const pictures = existsSync(images)
    ? readdirSync(images, { recursive: true, encoding: "utf8" })
        .sort()
        .map((name) => join(images, name))
        .filter((file) => statSync(file).isFile())
    : [];
  const refused = new Set<string>();
  for (const file of pictures) {
    const problem = await checkPictureFile(where(file), file);
    if (problem) {
      problems.push(problem);
      refused.add(file);
    }
  }
  for (const source of uploadedPortraits(dir)) {
    if (refused.has(source)) continue;
    const metadata = await sharp(source, { limitInputPixels: pictureLimits.pixels })
      .metadata()
      .catch(() => null);
    if (!metadata) problems.push(`${where(source)}: is not a picture the build can read`);
    else if ((metadata.autoOrient?.width ?? metadata.width) < minimumWidth)
      problems.push(
        `${where(source)}: is ${metadata.width} pixels wide; upload one at least ${minimumWidth} pixels wide`,
      );
  }
  return problems;
}

/**
 * Makes every uploaded portrait into the files the pages name (app/content/portraits.ts): each
 * shape cropped around what draws the eye (the face), in each width, as AVIF and WebP. Results are
 * kept in `cacheDir` by the source's hash, so an unchanged picture is not encoded again.
 * Throws one line naming the file when a picture cannot be used.
 */
export async function makePortraits({ outDir, cacheDir }: { outDir: string; cacheDir: string }) {
  mkdirSync(outDir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  let made = 0;
  for (const source of uploadedPortraits()) {
    const hash = sourceHash(source);
    for (const [shape, { aspect, widths }] of Object.entries(portraitShapes))
      for (const width of widths)
        for (const format of portraitFormats) {
          const name = portraitFileName(hash, shape as keyof typeof portraitShapes, width, format);
          const cached = join(cacheDir, name);
          if (!existsSync(cached)) {
            const height = Math.round((width * aspect[1]) / aspect[0]);
            // No larger a picture than an upload may be: one that is fails here, named, rather
            // than taking gigabytes to decode.
            const resized = sharp(source, { limitInputPixels: pictureLimits.pixels })
              .autoOrient()
              .resize(width, height, { fit: "cover", position: sharp.strategy.attention });
            await (
              format === "avif"
                ? resized.avif({ quality: 55, effort: 4 })
                : resized.webp({ quality: 78 })
            )
              .toFile(cached)
              .catch((error: Error) => {
                throw new Error(
                  `${where(source)}: cannot be made into the site's sizes (${error.message})`,
                );
              });
            made += 1;
          }
          copyFileSync(cached, join(outDir, name));
        }
  }
  return { made };
}
