import type { CampaignedProductDetails, ProductDetails, ProductSummary } from '@carsi/contract';
import { questionsPath, reviewsPath } from '@carsi/contract/catalogue';
import { useState } from 'react';
import { Link } from 'react-router';
import { AddToCartButton } from '../purchase/AddToCartButton';
import { Breadcrumbs } from './Breadcrumbs';
import { PriceBox } from './PriceBox';
import { ProductGallery } from './ProductGallery';
import { ProductGrid } from './ProductGrid';
import { ProductPageStyles } from './ProductPageStyles';
import { ProductSafety } from './ProductSafety';
import { galleryImages, productCrumbs } from './product-seo';
import { ReviewItems } from './ReviewItems';
import { SkuPicker } from './SkuPicker';
import { StarRating } from './StarRating';
import { defaultSku } from './sku-choice';

interface ProductViewProps {
  product: ProductDetails | CampaignedProductDetails;
  sideProducts: ProductSummary[];
  lastMonthSales: number;
}

/** The product page body, shared by /urun and the landing page (at campaign prices). */
export function ProductView({ product, sideProducts, lastMonthSales }: ProductViewProps) {
  const skus = product.skus as CampaignedProductDetails['skus'];
  const [selected, setSelected] = useState(() => defaultSku(skus));
  const images = galleryImages(product, selected);
  const campaign = 'campaign' in product ? product.campaign : null;
  return (
    <main className="container product-page">
      <ProductPageStyles />
      <Breadcrumbs items={productCrumbs(product)} />
      <div className="product-page__top">
        <ProductGallery key={images[0]?.key ?? 'none'} images={images} name={product.name} />
        <div className="product-page__info">
          <h1 className="product-page__name">{product.name}</h1>
          {campaign ? <p className="product-page__campaign">{campaign.title}</p> : null}
          <div className="product-page__rating">
            <StarRating
              rating={product.rating}
              numReviews={product.numReviews}
              counts={product.ratingCounts}
            />{' '}
            <Link to={reviewsPath(product)}>{product.numReviews} değerlendirme</Link>
            {' · '}
            <Link to={questionsPath(product)}>{product.numQuestions} soru</Link>
          </div>
          {selected ? (
            <>
              <SkuPicker skus={skus} selected={selected} onSelect={setSelected} />
              <PriceBox
                sku={selected}
                productUnit={product.productUnit}
                refundGuarantee={product.refundGuarantee}
                buyOneGetOneFree={product.buyOneGetOneFree}
                timeLimitedDiscount={campaign ? null : product.timeLimitedDiscount}
                priceRise={campaign ? null : product.scheduledPriceRise}
                lastMonthSales={lastMonthSales}
              />
              <AddToCartButton
                skuId={selected._id}
                inStock={selected.inStock}
                campaign={campaign !== null}
              />
            </>
          ) : (
            <p className="price-box__facts">Bu ürün şu anda satışta değil.</p>
          )}
        </div>
      </div>
      <section className="product-page__section" aria-labelledby="aciklama">
        <h2 id="aciklama">Ürün açıklaması</h2>
        {product.description.startsWith('<') ? (
          // Rich text from the back office, sanitised by the server when it was saved.
          <div
            className="product-page__description"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on write (sanitize-html allow-list)
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        ) : (
          <p className="product-page__description">{product.description}</p>
        )}
        {product.userManualLink ? (
          <p>
            <a href={product.userManualLink} rel="noopener">
              Kullanım kılavuzu
            </a>
          </p>
        ) : null}
      </section>
      <ProductSafety safety={product.safety} />
      <section className="product-page__section" aria-labelledby="yorumlar">
        <h2 id="yorumlar">Değerlendirmeler</h2>
        {product.reviews.length > 0 ? (
          <ReviewItems reviews={product.reviews} />
        ) : (
          <p>Bu ürün için henüz değerlendirme yapılmamış. İlk değerlendirmeyi siz yazın.</p>
        )}
        <p>
          <Link to={reviewsPath(product)} className="button">
            Tüm değerlendirmeler ve yorum yaz
          </Link>{' '}
          <Link to={questionsPath(product)} className="button">
            Soru & Cevap ({product.numQuestions})
          </Link>
        </p>
      </section>
      {sideProducts.length > 0 ? (
        <section className="product-page__section" aria-labelledby="benzer">
          <h2 id="benzer">Bunlar da ilginizi çekebilir</h2>
          <ProductGrid products={sideProducts} eagerCount={0} />
        </section>
      ) : null}
    </main>
  );
}
