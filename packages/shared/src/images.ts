/**
 * Responsive images: stored media carry width variants named `{base}-{width}.webp` (made by the seed
 * and the upload pipeline), so a page can build srcset from the one URL an article stores.
 */
export const IMAGE_WIDTHS = [480, 800, 1200] as const;

const VARIANT = /^(\/media\/.+)-(\d+)\.webp$/;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
}

export function responsiveImage(url: string | null | undefined, fallback: string): ResponsiveImage {
  const src = url || fallback;
  const match = VARIANT.exec(src);
  if (!match) return { src };
  const base = match[1];
  return {
    src: `${base}-800.webp`,
    srcSet: IMAGE_WIDTHS.map((w) => `${base}-${w}.webp ${w}w`).join(", "),
  };
}

/** The smallest variant, for a picture never wider than a third of it in CSS pixels (one file covers 3x screens). */
export function smallestImage(url: string | null | undefined, fallback: string): string {
  const src = url || fallback;
  const match = VARIANT.exec(src);
  return match ? `${match[1]}-${IMAGE_WIDTHS[0]}.webp` : src;
}

/** The largest variant, for Open Graph (at most 1200 px wide). */
export function socialImage(url: string | null | undefined, fallback: string): string {
  const src = url || fallback;
  const match = VARIANT.exec(src);
  return match ? `${match[1]}-1200.webp` : src;
}
