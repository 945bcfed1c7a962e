import { imageUrlUpTo } from '@carsi/contract';
import { channelPrice } from '@carsi/domain';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import {
  marketplaceProductMatches,
  marketplaceSkuMatches,
  marketplaceUploadItems,
  marketplaceUploads,
  products,
  type StoredImage,
  skus,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import type { MarketplaceContext } from './context';
import type { MarketplaceCode } from './marketplace';
import { uploadViews } from './upload-results';

// The shop's products as a marketplace screen lists and shows them: their match, SKUs with the
// marketplace's price, images as sent, and the latest upload.

export const MARKETPLACE_PAGE_SIZE = 25;
export const PRODUCT_FILTERS = ['all', 'matched', 'uploaded', 'needs-fixing'] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];

const WIDEST_SENT_IMAGE = 1920;

export async function productList(
  ctx: MarketplaceContext,
  code: MarketplaceCode,
  query: { q?: string | undefined; filter: ProductFilter; page: number },
) {
  ctx.channel(code);
  const latest = sql`(select u.id from ${marketplaceUploads} u where u.marketplace = ${code} and u.product_id = ${products.id} order by u.id desc limit 1)`;
  const conditions: SQL[] = [];
  const text = query.q?.trim().replace(/[%_\\]/g, '');
  if (text)
    conditions.push(or(ilike(products.name, `%${text}%`), ilike(products.code, `%${text}%`))!);
  if (query.filter === 'matched')
    conditions.push(sql`${marketplaceProductMatches.productId} is not null`);
  if (query.filter === 'uploaded')
    conditions.push(
      sql`exists (select 1 from ${marketplaceUploads} u where u.marketplace = ${code} and u.product_id = ${products.id} and u.is_uploaded)`,
    );
  if (query.filter === 'needs-fixing')
    conditions.push(
      sql`exists (select 1 from ${marketplaceUploadItems} i where i.upload_id = ${latest} and i.approval = 'rejected')
          or exists (select 1 from ${marketplaceUploads} u where u.id = ${latest} and u.state = 'failed')`,
    );
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const joined = ctx.db
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      brandName: marketplaceProductMatches.brandName,
      categoryName: marketplaceProductMatches.categoryName,
      matchedAt: marketplaceProductMatches.updatedAt,
      uploadId: sql<number | null>`${latest}`,
    })
    .from(products)
    .leftJoin(
      marketplaceProductMatches,
      and(
        eq(marketplaceProductMatches.productId, products.id),
        eq(marketplaceProductMatches.marketplace, code),
      ),
    )
    .where(where)
    .orderBy(desc(marketplaceProductMatches.updatedAt), asc(products.id))
    .limit(MARKETPLACE_PAGE_SIZE)
    .offset((query.page - 1) * MARKETPLACE_PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    joined,
    ctx.db
      .select({ n: count() })
      .from(products)
      .leftJoin(
        marketplaceProductMatches,
        and(
          eq(marketplaceProductMatches.productId, products.id),
          eq(marketplaceProductMatches.marketplace, code),
        ),
      )
      .where(where),
  ]);
  const uploads = await uploadViews(
    ctx,
    rows.map((r) => r.uploadId).filter((id): id is number => id !== null),
  );
  return {
    rows: rows.map((row) => ({
      productId: row.id,
      code: row.code,
      name: row.name,
      matched: row.matchedAt !== null,
      brandName: row.brandName,
      categoryName: row.categoryName,
      upload: row.uploadId !== null ? (uploads.get(row.uploadId) ?? null) : null,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: MARKETPLACE_PAGE_SIZE,
  };
}

export async function loadProduct(
  ctx: MarketplaceContext,
  code: MarketplaceCode,
  productId: number,
) {
  const [product] = await ctx.db.select().from(products).where(eq(products.id, productId));
  if (!product) throw notFound('Ürün bulunamadı.');
  const [skuRows, skuMatches, [match]] = await Promise.all([
    ctx.db
      .select()
      .from(skus)
      .where(and(eq(skus.productId, productId), eq(skus.isActive, true)))
      .orderBy(asc(skus.position), asc(skus.id)),
    ctx.db
      .select()
      .from(marketplaceSkuMatches)
      .where(
        and(
          eq(marketplaceSkuMatches.marketplace, code),
          eq(marketplaceSkuMatches.productId, productId),
        ),
      ),
    ctx.db
      .select()
      .from(marketplaceProductMatches)
      .where(
        and(
          eq(marketplaceProductMatches.marketplace, code),
          eq(marketplaceProductMatches.productId, productId),
        ),
      ),
  ]);
  return { product, skuRows, skuMatches, match: match ?? null };
}

export function imagesOf(
  ctx: MarketplaceContext,
  product: { defaultImages: StoredImage[] },
  sku?: { images: StoredImage[] },
) {
  const images = sku && sku.images.length > 0 ? sku.images : product.defaultImages;
  return images.map((image) => {
    const widest =
      Math.max(...image.widths.filter((w) => w <= WIDEST_SENT_IMAGE), 0) || image.width;
    const scale = image.width > 0 ? Math.min(1, widest / image.width) : 1;
    return {
      url: `${ctx.publicUrl}${imageUrlUpTo(image, WIDEST_SENT_IMAGE)}`,
      width: Math.round(image.width * scale),
      height: Math.round(image.height * scale),
    };
  });
}

export async function productDetail(
  ctx: MarketplaceContext,
  code: MarketplaceCode,
  productId: number,
) {
  const { product, skuRows, skuMatches, match } = await loadProduct(ctx, code, productId);
  const rule = match?.priceRule ?? {
    kind: 'percent' as const,
    value: 0,
    ending: 'none' as const,
  };
  const bySku = new Map(skuMatches.map((m) => [m.skuId, m]));
  const [latest] = await ctx.db
    .select({ id: marketplaceUploads.id })
    .from(marketplaceUploads)
    .where(
      and(eq(marketplaceUploads.marketplace, code), eq(marketplaceUploads.productId, productId)),
    )
    .orderBy(desc(marketplaceUploads.id))
    .limit(1);
  const upload = latest ? ((await uploadViews(ctx, [latest.id])).get(latest.id) ?? null) : null;
  return {
    product: {
      id: product.id,
      code: product.code,
      name: product.name,
      description: product.description,
      images: imagesOf(ctx, product),
    },
    skus: skuRows.map((sku) => ({
      skuId: sku.id,
      sku: sku.sku,
      variant: [sku.color, sku.size, sku.type, sku.target]
        .filter((v) => v && v !== 'Pass')
        .join(' / '),
      shopPrice: sku.price,
      marketplacePrice: channelPrice(sku.price, rule),
      stock: sku.countInStock,
      barcode: bySku.get(sku.id)?.barcode ?? null,
      suggestedBarcode: sku.barcode,
      merchantSku: bySku.get(sku.id)?.merchantSku ?? sku.sku,
    })),
    match: match
      ? {
          brandId: match.brandId,
          brandName: match.brandName,
          categoryId: match.categoryId,
          categoryName: match.categoryName,
          attributes: match.attributes,
          priceRule: match.priceRule,
          shipmentAddressId: match.shipmentAddressId,
          returningAddressId: match.returningAddressId,
          cargoCompanyId: match.cargoCompanyId,
          desi: match.desi,
          updatedAt: match.updatedAt.toISOString(),
        }
      : null,
    upload,
  };
}
