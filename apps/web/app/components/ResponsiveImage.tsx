import { FALLBACK_IMAGE, responsiveImage } from "@matv/shared";

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
}

/** An image with width/height, srcset from the stored variants, and lazy loading below the fold. */
export function ResponsiveImage({ src, alt, width = 1200, height = 675, sizes, priority = false, className }: ResponsiveImageProps) {
  const image = responsiveImage(src, FALLBACK_IMAGE);
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
      className={`bg-gray-200 object-cover ${className ?? ""}`}
    />
  );
}
