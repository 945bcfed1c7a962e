/** Where stored product images are served: `/uploads/{key}-{width}.webp`, and `.avif` beside
 * them for images whose `formats` list AVIF. No zod here: the storefront bundle imports this
 * module. */
export interface ImageRef {
  key: string;
  widths: number[];
  /** Encodings stored at every width; absent means WebP only. */
  formats?: readonly string[];
}

export type ImageFormat = 'webp' | 'avif';

/** URL of one stored variant of an image. */
export function imageUrl(
  image: Pick<ImageRef, 'key'>,
  width: number,
  format: ImageFormat = 'webp',
): string {
  return `/uploads/${image.key}-${width}.${format}`;
}

/**
 * URL of the widest stored variant not wider than `width` (the narrowest when all are wider).
 * An upload is stored only at the page widths up to its own (a 500 px photo has no -640 or
 * -960 file), so a fixed width must not be asked of every image.
 */
export function imageUrlUpTo(image: ImageRef, width: number, format: ImageFormat = 'webp'): string {
  const fitting = image.widths.filter((w) => w <= width);
  const chosen = fitting.length > 0 ? Math.max(...fitting) : Math.min(...image.widths);
  return imageUrl(image, Number.isFinite(chosen) ? chosen : width, format);
}

/** `srcset` value listing every stored width of an image. */
export function imageSrcSet(image: ImageRef, format: ImageFormat = 'webp'): string {
  return image.widths.map((w) => `${imageUrl(image, w, format)} ${w}w`).join(', ');
}

/** Whether the image's AVIF files exist (uploads have them; the demo drawings do not). */
export function hasAvif(image: ImageRef): boolean {
  return image.formats?.includes('avif') ?? false;
}
