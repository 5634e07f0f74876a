import { FALLBACK_IMAGE, IMAGE_WIDTHS, responsiveImage, smallestImage } from "@matv/shared";

interface ResponsiveImageProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic ratio (defaults to 16:9) so the layout never shifts while it loads. */
  width?: number;
  height?: number;
  sizes: string;
  /** Above the fold: load now with high priority. Everything else loads lazily. */
  priority?: boolean;
  className?: string;
  /** Styled by the card it is in (a home card's image, ADR 088): no class of its own. */
  styledByParent?: boolean;
}

/** An image with width/height, srcset from the stored variants, and lazy loading below the fold. */
export function ResponsiveImage({ src, alt, width = 1200, height = 675, sizes, priority = false, className, styledByParent = false }: ResponsiveImageProps) {
  // A thumbnail of a fixed width a third of the smallest variant or less (home's compact cards): that variant
  // alone, since a srcset would never pick another, and its text is bytes on every card (ADR 084).
  const fixed = /^(\d+)px$/.exec(sizes);
  const image =
    fixed && Number(fixed[1]) * 3 <= IMAGE_WIDTHS[0] ? { src: smallestImage(src, FALLBACK_IMAGE), srcSet: undefined } : responsiveImage(src, FALLBACK_IMAGE);
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={styledByParent ? undefined : `img-cover ${className ?? ""}`}
    />
  );
}
