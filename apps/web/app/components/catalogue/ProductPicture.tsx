import { hasAvif, type ImageRef, imageSrcSet, imageUrlUpTo } from '@carsi/contract/images';
import type { ImgHTMLAttributes } from 'react';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'>;

/**
 * A stored product image: `<picture>` with an AVIF source before the WebP `<img>` when the image
 * has AVIF files (`formats`), otherwise the plain `<img>`. The browser takes the first source it
 * can decode; width, height, sizes, loading and priority stay on the `<img>`, which is laid out
 * exactly as before (the picture element is `display: contents`).
 *
 * `srcWidth` names the width wanted (`src`: the widest stored one up to it, and the only candidate
 * when `srcSet` is false); with `srcSet` every stored width is offered.
 */
export function ProductPicture({
  image,
  srcWidth,
  srcSet = false,
  alt,
  ...img
}: ImgProps & { image: ImageRef; srcWidth: number; srcSet?: boolean; alt: string }) {
  const webp = (
    <img
      src={imageUrlUpTo(image, srcWidth)}
      srcSet={srcSet ? imageSrcSet(image) : undefined}
      alt={alt}
      {...img}
    />
  );
  if (!hasAvif(image)) return webp;
  return (
    <picture style={{ display: 'contents' }}>
      <source
        type="image/avif"
        srcSet={srcSet ? imageSrcSet(image, 'avif') : imageUrlUpTo(image, srcWidth, 'avif')}
        sizes={srcSet ? img.sizes : undefined}
      />
      {webp}
    </picture>
  );
}
