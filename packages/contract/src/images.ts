/** Where stored product images are served: `/uploads/{key}-{width}.webp`. No zod here: the
 * storefront bundle imports this module. */
export interface ImageRef {
  key: string;
  widths: number[];
}

/** URL of one stored variant of an image. */
export function imageUrl(image: Pick<ImageRef, 'key'>, width: number): string {
  return `/uploads/${image.key}-${width}.webp`;
}

/** `srcset` value listing every stored width of an image. */
export function imageSrcSet(image: ImageRef): string {
  return image.widths.map((w) => `${imageUrl(image, w)} ${w}w`).join(', ');
}
