import type { ProductImage } from '@carsi/contract';
import { useState } from 'react';
import { ProductPicture } from './ProductPicture';

/** Main image fills the column: full width on phones, about half from 800 px. */
export const GALLERY_SIZES = '(max-width: 800px) 100vw, 560px';

/**
 * The product's images. The first is the page's largest element (LCP): eager, high priority,
 * preloaded from the page head; the rest load when chosen.
 */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const shown = images[index] ?? images[0];
  if (!shown) return <div className="gallery gallery--empty" aria-hidden="true" />;
  return (
    <div className="gallery">
      <div className="gallery__main">
        <ProductPicture
          image={shown}
          srcWidth={640}
          srcSet
          sizes={GALLERY_SIZES}
          alt={shown.alt || name}
          width={shown.width}
          height={shown.height}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding={index === 0 ? 'sync' : 'async'}
        />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Ürün görselleri">
          {images.map((image, i) => (
            <li key={image.key}>
              <button
                type="button"
                aria-label={`Görsel ${i + 1}: ${image.alt}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <ProductPicture
                  image={image}
                  srcWidth={320}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
