import type { ProductSummary } from '@carsi/contract';
import { formatTL, truncateProductName } from '@carsi/domain';
import { Link } from 'react-router';
import { ProductPicture } from './ProductPicture';

/** One product in a list: image, name (shortened on wide screens), price in the spec's format. */
export function ProductCard({ product, eager }: { product: ProductSummary; eager: boolean }) {
  const href = `/urun/${product.slug}/${product._id}`;
  const shortName = truncateProductName(product.name);
  return (
    <li className="product-card">
      <Link to={href} prefetch="intent" className="product-card__link">
        <div className="product-card__image">
          {product.image ? (
            <ProductPicture
              image={product.image}
              srcWidth={320}
              srcSet
              sizes="(max-width: 600px) 50vw, (max-width: 1000px) 33vw, 240px"
              alt={product.image.alt}
              width={320}
              height={320}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : 'auto'}
              decoding="async"
            />
          ) : null}
        </div>
        <h2 className="product-card__name">
          <span className="product-card__name--full">{product.name}</span>
          <span className="product-card__name--short" aria-hidden="true">
            {shortName}
          </span>
        </h2>
        <p className="product-card__price">{formatTL(product.defaultPrice)}</p>
        {product.inStock ? null : <p className="product-card__stock">Tükendi</p>}
      </Link>
    </li>
  );
}
