import type { PortraitImage } from "~/content/portraits";
import { Monogram } from "../ui/monogram";

/**
 * An attorney's portrait in the shape of its place (a 4:3 card, a 4:5 profile header), as AVIF
 * or WebP in the width the screen needs; the initials on navy while the firm has uploaded none.
 */
export function AttorneyPortrait({
  portrait,
  initials,
  size = "md",
}: {
  portrait: PortraitImage | null;
  initials: string;
  size?: "md" | "lg";
}) {
  if (!portrait) return <Monogram initials={initials} size={size} />;
  const large = size === "lg";
  return (
    <picture>
      <source type="image/avif" srcSet={portrait.avif} sizes={portrait.sizes} />
      <source type="image/webp" srcSet={portrait.webp} sizes={portrait.sizes} />
      <img
        src={portrait.src}
        alt={portrait.alt}
        width={portrait.width}
        height={portrait.height}
        sizes={portrait.sizes}
        // The profile's portrait is part of the first screen; the cards' wait until scrolled to.
        loading={large ? "eager" : "lazy"}
        fetchPriority={large ? "high" : "auto"}
        decoding="async"
        className={`w-full bg-navy-900 object-cover object-top ${large ? "aspect-[4/5]" : "aspect-[4/3]"}`}
      />
    </picture>
  );
}
