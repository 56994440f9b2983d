import { readFileSync, statSync } from "node:fs";

/**
 * The most a picture of the content may be, on upload and at build: its file's size, and its
 * dimensions as its header says (a 0.75 MB PNG can say 16000×16000 and take gigabytes to decode).
 * A phone's photo is 12 to 50 megapixels; a portrait needs 800 pixels across.
 */
export const pictureLimits = {
  bytes: 10 * 1024 * 1024,
  side: 8000,
  pixels: 40_000_000,
} as const;

/** The kinds of picture the site takes, known by their first bytes, with their names' endings. */
const kinds = [
  {
    name: "JPEG",
    endings: ["jpg", "jpeg"],
    is: (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  },
  {
    name: "PNG",
    endings: ["png"],
    is: (bytes: Buffer) =>
      bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    name: "WebP",
    endings: ["webp"],
    is: (bytes: Buffer) =>
      bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP",
  },
] as const;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const tooLarge = (path: string, bytes: number) =>
  `${path}: is ${megabytes(bytes)}; a picture may be at most ${megabytes(pictureLimits.bytes)}`;

/**
 * Checks an uploaded picture before it is saved (and each picture of the content before a build):
 * a JPEG, PNG or WebP by its bytes, not its name, named with its kind's ending; at most 10 MB; at
 * most 8,000 pixels a side and 40 megapixels, read from its header without decoding it; and one
 * that decodes. `path` is the file as the firm knows it (`content/images/attorneys/3/image.jpg`).
 * Answers the one line to show the editor, starting with `path`, or null when the picture is fine.
 */
export async function checkPicture(path: string, bytes: Buffer): Promise<string | null> {
  if (bytes.length > pictureLimits.bytes) return tooLarge(path, bytes.length);
  const kind = kinds.find((k) => k.is(bytes));
  if (!kind) return `${path}: is not a JPEG, PNG or WebP picture`;
  const ending = /\.([^./]+)$/.exec(path)?.[1]?.toLowerCase() ?? "";
  if (!(kind.endings as readonly string[]).includes(ending))
    return `${path}: is a ${kind.name} picture named ${ending ? `.${ending}` : "without .jpg, .png or .webp"}; name it .${kind.endings[0]}`;
  // libvips, loaded by the first picture a save or a build checks, not by every server start.
  const { default: sharp } = await import("sharp");
  // The header only: no limit here, so the size is read and told rather than refused unread.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header || header.format !== kind.name.toLowerCase())
    return `${path}: is not a ${kind.name} picture that can be read`;
  const { width, height } = header;
  if (
    width > pictureLimits.side ||
    height > pictureLimits.side ||
    width * height > pictureLimits.pixels
  )
    return `${path}: is ${width}×${height} pixels; a picture may be at most ${pictureLimits.side} pixels a side and ${pictureLimits.pixels / 1_000_000} megapixels`;
  // Decoded small, as the build will decode it: a file cut short or damaged is told now.
  const decoded = await sharp(bytes, { limitInputPixels: pictureLimits.pixels })
    .resize(64, 64, { fit: "inside" })
    .raw()
    .toBuffer()
    .then(() => true)
    .catch(() => false);
  if (!decoded) return `${path}: is damaged or cut short; save it again from the original`;
  return null;
}

/**
 * `checkPicture` for a file already in the content (at build): `path` as the firm knows it, `file`
 * where it is on disk. A file over the size limit is refused without being read.
 */
export async function checkPictureFile(path: string, file: string): Promise<string | null> {
  const { size } = statSync(file);
  if (size > pictureLimits.bytes) return tooLarge(path, size);
  return checkPicture(path, readFileSync(file));
}
