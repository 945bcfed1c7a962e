import type { ProductDetails, RatingCounts } from '@carsi/contract';
import { productPath, questionsPath, reviewsPath } from '@carsi/contract/catalogue';
import { formatTL } from '@carsi/domain';
import { Link } from 'react-router';
import { useShelfPrice } from './PriceBox';
import { ProductPageStyles } from './ProductPageStyles';
import { ProductPicture } from './ProductPicture';
import { StarRating } from './StarRating';
import { defaultSku } from './sku-choice';

interface ProductSubpageHeaderProps {
  product: ProductDetails;
  counts: RatingCounts;
  current: 'reviews' | 'questions';
}

/** The product in brief above its reviews or Q&A, with links between the three pages. */
export function ProductSubpageHeader({ product, counts, current }: ProductSubpageHeaderProps) {
  const image = product.defaultImages[0];
  return (
    <header className="subpage-header">
      <ProductPageStyles />
      {image ? (
        <ProductPicture
          image={image}
          srcWidth={320}
          alt=""
          width={96}
          height={96}
          decoding="async"
        />
      ) : null}
      <div>
        <p className="subpage-header__name">
          <Link to={productPath(product)}>{product.name}</Link>
        </p>
        <div className="subpage-header__rating">
          <StarRating rating={product.rating} numReviews={product.numReviews} counts={counts} />{' '}
          <SubpagePrice product={product} />
        </div>
        <nav aria-label="Ürün sayfaları" className="subpage-header__tabs">
          <Link to={productPath(product)}>Ürün</Link>
          <Link to={reviewsPath(product)} aria-current={current === 'reviews' ? 'page' : undefined}>
            Değerlendirmeler ({product.numReviews})
          </Link>
          <Link
            to={questionsPath(product)}
            aria-current={current === 'questions' ? 'page' : undefined}
          >
            Soru & Cevap ({product.numQuestions})
          </Link>
        </nav>
      </div>
    </header>
  );
}

/** The first SKU's current price, as the product page shows it first (time-limited discount). */
function SubpagePrice({ product }: { product: ProductDetails }) {
  const sku = defaultSku(product.skus);
  if (!sku) return null;
  return <SkuPrice sku={sku} product={product} />;
}

function SkuPrice({
  sku,
  product,
}: {
  sku: ProductDetails['skus'][number];
  product: ProductDetails;
}) {
  const { price, struck } = useShelfPrice(sku, product.timeLimitedDiscount);
  return (
    <span className="subpage-header__price" data-testid="price">
      {struck !== price ? (
        <s className="price-box__old">
          <span className="visually-hidden">Eski fiyat: </span>
          {formatTL(struck)}
        </s>
      ) : null}{' '}
      {formatTL(price)}
    </span>
  );
}
