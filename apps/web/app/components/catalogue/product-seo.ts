import type { ProductDetails, ProductSku } from '@carsi/contract';
import { imageUrlUpTo } from '@carsi/contract/images';
import { formatDecimal } from '@carsi/domain';
import type { Crumb } from './Breadcrumbs';
import { defaultSku } from './sku-choice';

/**
 * The gallery of a product at one of its SKUs: the SKU's own photos, then the product's photos
 * that belong to no SKU (an uploaded product photo is shown whichever variant is chosen).
 */
export function galleryImages(product: ProductDetails, sku: ProductSku | undefined) {
  const ofSkus = new Set(product.skus.flatMap((s) => s.images.map((image) => image.key)));
  const shared = product.defaultImages.filter((image) => !ofSkus.has(image.key));
  const own = sku?.images ?? [];
  return own.length > 0 ? [...own, ...shared] : product.defaultImages;
}

/** The image the gallery opens with. */
export function firstImage(product: ProductDetails) {
  return galleryImages(product, defaultSku(product.skus))[0];
}

/** Ana Sayfa › categories (to their search pages) › product. */
export function productCrumbs(product: ProductDetails): Crumb[] {
  return [
    { name: 'Ana Sayfa', href: '/' },
    ...product.categories.map((c) => ({
      name: c.name,
      href: `/ara/${encodeURIComponent(c.name)}`,
    })),
    { name: product.name },
  ];
}

/** A plain-text description of at most 160 characters for search results. */
export function metaDescription(text: string, fallback: string): string {
  const clean = text.replace(/\s+/g, ' ').trim() || fallback;
  return clean.length > 160 ? `${clean.slice(0, 157).trimEnd()}...` : clean;
}

/** JSON-LD Product (offers in TRY with availability, aggregateRating) and BreadcrumbList. */
export function productJsonLd(product: ProductDetails, url: string, base: string) {
  const prices = product.skus.map((s) => s.price);
  const low = Math.min(...(prices.length ? prices : [product.defaultPrice]));
  const high = Math.max(...(prices.length ? prices : [product.defaultPrice]));
  const availability = product.inStock
    ? 'https://schema.org/InStock'
    : 'https://schema.org/OutOfStock';
  const images = product.defaultImages.map((image) => `${base}${imageUrlUpTo(image, 960)}`);
  const productLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.skus[0]?.sku ?? product.code,
    image: images,
    url,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'TRY',
      lowPrice: formatDecimal(low),
      highPrice: formatDecimal(high),
      offerCount: Math.max(1, product.skus.length),
      availability,
      url,
    },
  };
  if (product.numReviews > 0) {
    productLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating.toFixed(1),
      reviewCount: product.numReviews,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const crumbs = productCrumbs(product);
  const breadcrumbLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.href ? `${base}${crumb.href}` : url,
    })),
  };
  return [{ 'script:ld+json': productLd }, { 'script:ld+json': breadcrumbLd }];
}
