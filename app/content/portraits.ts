/**
 * Portraits the firm uploads (content/images/attorneys/) are made into these files at build:
 * AVIF and WebP, in a phone and a desktop width, cropped to the shape each place shows. The page
 * names them (./portraits.server.ts) and the build writes them (scripts/make-portraits.ts).
 */
export const portraitShapes = {
  /** The attorney cards: 4:3, one column on phones, three from `md`. */
  card: { aspect: [4, 3], widths: [400, 800], sizes: "(min-width: 768px) 24rem, 100vw" },
  /** The profile's header: 4:5, 14rem to 17rem wide. */
  profile: { aspect: [4, 5], widths: [280, 560], sizes: "(min-width: 1024px) 17rem, 14rem" },
} as const;

export type PortraitShape = keyof typeof portraitShapes;
export const portraitFormats = ["avif", "webp"] as const;

/** Served beside the build's other hashed files: cached for a year, kept for a week after a change. */
export const portraitUrlBase = "/assets";

/** One built file's name: the source's hash, the shape, the width and the format. */
export function portraitFileName(
  hash: string,
  shape: PortraitShape,
  width: number,
  format: (typeof portraitFormats)[number],
) {
  return `portrait-${hash}-${shape}-${width}.${format}`;
}

/** What a page needs to draw a portrait. */
export interface PortraitImage {
  alt: string;
  width: number;
  height: number;
  sizes: string;
  avif: string;
  webp: string;
  /** The fallback `src`: the larger WebP. */
  src: string;
}
