import { channelPrice, checkListing, type ListingProblem } from '@carsi/domain';
import type { MarketplaceContext } from './context';
import {
  type Listing,
  type MarketplaceAttribute,
  type MarketplaceCode,
  MarketplaceError,
} from './marketplace';
import { imagesOf, loadProduct } from './products';
import { categoryAttributes, categoryTree, findCategory } from './reference-data';

// A product as a listing to send, and the check before sending (the domain's checkListing with
// the marketplace's profile).

const desiOf = (sku: {
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}) =>
  sku.lengthCm && sku.widthCm && sku.heightCm
    ? Math.max(1, Math.ceil((sku.lengthCm * sku.widthCm * sku.heightCm) / 3000))
    : 1;

/** The listing for a product as it would be sent, and every problem found before sending. */
export async function prepareListing(
  ctx: MarketplaceContext,
  code: MarketplaceCode,
  productId: number,
): Promise<{ listing: Listing; problems: ListingProblem[] }> {
  const channel = ctx.channel(code);
  const { product, skuRows, skuMatches, match } = await loadProduct(ctx, code, productId);
  const rule = match?.priceRule ?? {
    kind: 'percent' as const,
    value: 0,
    ending: 'none' as const,
  };
  const bySku = new Map(skuMatches.map((m) => [m.skuId, m]));
  let attributes: MarketplaceAttribute[] = [];
  let categoryIsLeaf = true;
  const problems: ListingProblem[] = [];
  if (match?.categoryId) {
    try {
      const tree = await categoryTree(ctx, code);
      const node = findCategory(tree.data, match.categoryId);
      categoryIsLeaf = node ? node.leaf : true;
      attributes = await categoryAttributes(ctx, code, match.categoryId);
    } catch (error) {
      if (!(error instanceof MarketplaceError)) throw error;
      problems.push({
        field: 'category',
        message: `Kategori bilgileri alınamadı: ${error.message}`,
      });
    }
  }
  const chosen = Object.fromEntries((match?.attributes ?? []).map((a) => [a.attributeId, a]));
  const images = imagesOf(ctx, product);
  const allowLoopbackHttp = ctx.sandbox;
  const skuLines = skuRows.map((sku) => {
    const price = channelPrice(sku.price, rule);
    return {
      sku,
      price,
      barcode: bySku.get(sku.id)?.barcode ?? null,
      merchantSku: bySku.get(sku.id)?.merchantSku ?? sku.sku,
    };
  });
  problems.push(
    ...checkListing(
      {
        title: product.name,
        description: product.description,
        brandId: match?.brandId ?? null,
        categoryId: match?.categoryId ?? null,
        categoryIsLeaf,
        images: images.map((i) => ({
          ...i,
          // Sandbox shops serve images over loopback http, which the stand-ins take.
          url:
            allowLoopbackHttp && /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\//.test(i.url)
              ? i.url.replace(/^http:/, 'https:')
              : i.url,
        })),
        skus: skuLines.map((l) => ({
          sku: l.sku.sku,
          barcode: l.barcode,
          listPrice: l.price,
          salePrice: l.price,
          quantity: l.sku.countInStock,
        })),
        attributes,
        chosen,
        safetyAttributes: channel.safetyAttributes,
        shipmentAddressId: match?.shipmentAddressId ?? null,
        returningAddressId: match?.returningAddressId ?? null,
        addressesRequired: channel.addressesRequired,
      },
      channel.profile,
    ),
  );
  const listing: Listing = {
    productId,
    brandId: match?.brandId ?? '',
    brandName: match?.brandName ?? '',
    categoryId: match?.categoryId ?? '',
    ...(match?.cargoCompanyId ? { cargoCompanyId: match.cargoCompanyId } : {}),
    ...(match?.shipmentAddressId ? { shipmentAddressId: match.shipmentAddressId } : {}),
    ...(match?.returningAddressId ? { returningAddressId: match.returningAddressId } : {}),
    items: skuLines
      .filter((l) => l.barcode)
      .map((l) => ({
        sku: l.sku.sku,
        barcode: l.barcode!,
        merchantSku: l.merchantSku,
        title: product.name.trim(),
        description: product.description,
        groupId: String(product.id),
        quantity: l.sku.countInStock,
        listPrice: l.price,
        salePrice: l.price,
        vatRate: l.sku.vat,
        desi: match?.desi ?? desiOf(l.sku),
        images: (l.sku.images.length > 0 ? imagesOf(ctx, product, l.sku) : images).map(
          (i) => i.url,
        ),
        attributes: (match?.attributes ?? []).filter(
          (a) => attributes.length === 0 || attributes.some((x) => x.id === a.attributeId),
        ),
      })),
  };
  return { listing, problems };
}

export async function checkListingFor(
  ctx: MarketplaceContext,
  code: MarketplaceCode,
  productId: number,
) {
  const { problems, listing } = await prepareListing(ctx, code, productId);
  return {
    ok: problems.length === 0,
    problems,
    itemCount: listing.items.length,
    message:
      problems.length === 0
        ? `Ürün ${ctx.channel(code).label}'a gönderilmeye hazır.`
        : `${problems.length} sorun var; her biri ilgili alanın yanında.`,
  };
}
