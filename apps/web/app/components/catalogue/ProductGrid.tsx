import type { ProductSummary } from '@carsi/contract';
import { ProductCard } from './ProductCard';

/** The first row loads eagerly: it holds the page's largest image (LCP). */
const EAGER_IMAGES = 4;

export function ProductGrid({
  products,
  eagerCount = EAGER_IMAGES,
}: {
  products: ProductSummary[];
  eagerCount?: number;
}) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product._id} product={product} eager={index < eagerCount} />
      ))}
    </ul>
  );
}
