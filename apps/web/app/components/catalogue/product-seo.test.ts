import type { ProductDetails, ProductImage, ProductSku } from '@carsi/contract';
import { describe, expect, it } from 'vitest';
import { firstImage, galleryImages, productJsonLd } from './product-seo';

const drawing = (key: string): ProductImage => ({
  key,
  alt: key,
  width: 960,
  height: 960,
  widths: [320, 640, 960],
});
/** A 500 px wide upload: stored at 320 only (never enlarged). */
const upload: ProductImage = {
  key: 'products/u-0a1b2c',
  alt: 'Yatak odasında',
  width: 320,
  height: 240,
  widths: [320],
  formats: ['webp', 'avif'],
};

const sku = (id: number, images: ProductImage[], countInStock = 3): ProductSku => ({
  _id: id,
  sku: `S-${id}`,
  size: 'Tek',
  color: id === 1 ? 'Beyaz' : 'Gri',
  target: 'Pass',
  type: 'Pass',
  price: 9_990,
  priceGap: 0,
  vat: 10,
  countInStock,
  maxPurchaseQty: 5,
  unit: 'Adet',
  images,
  freeProductId: null,
  inStock: countInStock > 0,
});

const white = drawing('products/nev-1');
const grey = drawing('products/nev-2');
const product = {
  _id: 7,
  code: 'NEV',
  name: 'Nevresim',
  slug: 'nevresim',
  description: 'Pamuk',
  defaultPrice: 9_990,
  defaultPriceGap: 0,
  defaultImages: [white, grey, upload],
  defaultCountInStock: 0,
  productUnit: 'Adet',
  defaultVat: 10,
  rating: 0,
  numReviews: 0,
  ratingCounts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  numQuestions: 0,
  reviews: [],
  buyOneGetOneFree: false,
  refundGuarantee: 90,
  timeLimitedDiscount: null,
  inStock: true,
  categories: [],
  brand: null,
  model: null,
  skus: [sku(1, [white]), sku(2, [grey])],
  sideProductIds: [],
  userManualLink: null,
  scheduledPriceRise: null,
} satisfies ProductDetails;

describe('the product page gallery', () => {
  it('shows an uploaded product photo after the chosen variant’s own photos', () => {
    expect(galleryImages(product, product.skus[0])).toEqual([white, upload]);
    expect(galleryImages(product, product.skus[1])).toEqual([grey, upload]);
    expect(firstImage(product)).toEqual(white);
  });

  it('shows the product’s photos when the variant has none', () => {
    const plain = { ...product, skus: [sku(3, [])] };
    expect(galleryImages(plain, plain.skus[0])).toEqual([white, grey, upload]);
  });

  it('points structured data at files that exist: the widest stored width up to 960', () => {
    const [ld] = productJsonLd(product, 'https://carsi.test/urun/nevresim/7', 'https://carsi.test');
    expect((ld!['script:ld+json'] as { image: string[] }).image).toEqual([
      'https://carsi.test/uploads/products/nev-1-960.webp',
      'https://carsi.test/uploads/products/nev-2-960.webp',
      'https://carsi.test/uploads/products/u-0a1b2c-320.webp',
    ]);
  });
});
