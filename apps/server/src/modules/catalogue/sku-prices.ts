// A cart line's price, decided from the catalogue: SKU records, landing campaigns and
// time-limited discounts. The cart, orders and promotions price lines through this file
// (reached through catalogue/index.ts; the cart through modules/pricing).
import {
  campaignPrice,
  type NewCartLine,
  type RetailCartLine,
  timeLimitedDiscountStatus,
  timeLimitedUnitPrice,
} from '@carsi/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, type StoredCartLine, type StoredImage, skus } from '../../db/schema';
import { type LineCampaign, runningLandingCampaigns } from './campaign-window';

/** A cart line priced from the catalogue: the domain's line plus what the cart page shows. */
export interface PricedLine extends RetailCartLine {
  skuNumber: number;
  productId: number;
  slug: string;
  image: StoredImage | null;
  size: string;
  color: string;
  target: string;
  type: string;
  countInStock: number;
  productUnit: string;
  /** When the product's time-limited discount ends for this visitor (ms, maybe past); else absent. */
  discountEndsAt?: number;
  /** The campaign gift (promotions/gift.ts): never stored, added whenever the cart is priced. */
  gift?: boolean;
  /** The landing campaign pricing the line now (running); absent once it has ended. */
  campaign?: LineCampaign;
}

/** The catalogue row of a sellable SKU. */
export interface SkuRecord {
  id: number;
  productId: number;
  sku: string;
  name: string;
  slug: string;
  size: string;
  color: string;
  target: string;
  type: string;
  price: number;
  priceGap: number;
  vat: number;
  countInStock: number;
  maxPurchaseQty: number;
  unit: string;
  images: StoredImage[];
  defaultImages: StoredImage[];
  buyOneGetOneFree: boolean;
  freeProductId: number | null;
  /** The product's time-limited discount: hours from the first visit, and kuruş off. */
  discountDuration: number | null;
  discountAmount: number | null;
}

/**
 * When a cart is priced: the visitor's first visit as the server knows it (see firstVisitOf)
 * and now. Time-limited discounts are applied only with a moment.
 */
export interface PricingMoment {
  firstVisitTime: number;
  nowMs: number;
}

/** The columns of a SkuRecord (skus joined with products). */
export const skuColumns = {
  id: skus.id,
  productId: skus.productId,
  sku: skus.sku,
  name: products.name,
  slug: products.slug,
  size: skus.size,
  color: skus.color,
  target: skus.target,
  type: skus.type,
  price: skus.price,
  priceGap: skus.priceGap,
  vat: skus.vat,
  countInStock: skus.countInStock,
  maxPurchaseQty: skus.maxPurchaseQty,
  unit: skus.unit,
  images: skus.images,
  defaultImages: products.defaultImages,
  buyOneGetOneFree: products.buyOneGetOneFree,
  freeProductId: skus.freeProductId,
  discountDuration: products.timeLimitedDiscountDuration,
  discountAmount: products.timeLimitedDiscountAmount,
};

/** Active SKUs of active products. */
export const sellableSku = and(eq(skus.isActive, true), eq(products.isActive, true));

/** Active SKUs of active products, by id (one query). */
export async function loadSkus(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, SkuRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(skuColumns)
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(sellableSku, inArray(skus.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The first active SKU of a product: what a "free other product" gift gives. */
export async function firstSkuOfProduct(
  db: Database,
  productId: number,
): Promise<SkuRecord | undefined> {
  const [row] = await db
    .select(skuColumns)
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(sellableSku, eq(skus.productId, productId)))
    .orderBy(asc(skus.position), asc(skus.id))
    .limit(1);
  return row;
}

/**
 * Where a line came from: `campaignId` is the landing campaign it was added from (kept with
 * the line), `campaign` that campaign while it runs (see runningLandingCampaigns).
 */
export interface LineOrigin {
  campaignId?: number | undefined;
  campaign?: LineCampaign | null | undefined;
}

/**
 * A new line for `record` at catalogue prices: the one place a cart line's unit price is
 * decided, for the cart and the order alike. `free` makes it a gift line (price 0). The
 * catalogue's prices are VAT-included shelf prices, which is what the domain's cart lines hold.
 * A line from a landing campaign costs the campaign's price (domain campaignPrice, first unit
 * and further units alike) while that campaign runs for this SKU's product, and no time-limited
 * discount comes on top; once it has ended, the regular price. With a `moment`, `price` is the
 * time-limited price while the discount holds (`priceForOne` stays the full shelf price);
 * without one, where only quantities matter, the full price.
 */
export function newLineFor(
  record: SkuRecord,
  qty: number,
  free: boolean,
  moment?: PricingMoment,
  origin: LineOrigin = {},
): NewCartLine<PricedLine> {
  const campaign =
    !free && origin.campaign && origin.campaign.productId === record.productId
      ? origin.campaign
      : undefined;
  const timeLimitedDiscount =
    !campaign && record.discountDuration && record.discountAmount
      ? { discountDuration: record.discountDuration, discountAmount: record.discountAmount }
      : undefined;
  const price = campaign
    ? campaignPrice(record.price, campaign.pricePercent)
    : moment
      ? timeLimitedUnitPrice(record.price, timeLimitedDiscount, moment.firstVisitTime, moment.nowMs)
      : record.price;
  const priceGap = campaign
    ? campaignPrice(record.priceGap, campaign.pricePercent)
    : record.priceGap;
  // The cart counts the discount down, and says so once it has run out.
  const discountEndsAt =
    moment && timeLimitedDiscount && !free && record.price > timeLimitedDiscount.discountAmount
      ? timeLimitedDiscountStatus(moment.firstVisitTime, timeLimitedDiscount.discountDuration, 0)
          .endsAt
      : undefined;
  return {
    skuId: String(record.id),
    skuNumber: record.id,
    productId: record.productId,
    sku: record.sku,
    name: record.name,
    slug: record.slug,
    image: record.images[0] ?? record.defaultImages[0] ?? null,
    size: record.size,
    color: record.color,
    target: record.target,
    type: record.type,
    price: free ? 0 : price,
    priceForOne: record.price,
    priceGap: free ? 0 : priceGap,
    vat: record.vat,
    qty,
    maxPurchaseQty: record.maxPurchaseQty,
    buyOneGetOneFree: record.buyOneGetOneFree,
    countInStock: record.countInStock,
    productUnit: record.unit,
    ...(timeLimitedDiscount && !free ? { timeLimitedDiscount } : {}),
    ...(discountEndsAt === undefined ? {} : { discountEndsAt }),
    ...(origin.campaignId === undefined ? {} : { campaignId: origin.campaignId }),
    ...(campaign ? { campaign } : {}),
  };
}

/**
 * Prices stored lines from the catalogue (time-limited and campaign prices at `moment`, see
 * newLineFor). Lines whose SKU is gone or inactive are dropped, together with the free lines
 * that followed them.
 */
export async function priceLines(
  db: Database,
  stored: readonly StoredCartLine[],
  moment?: PricingMoment,
): Promise<PricedLine[]> {
  const campaignIds = campaignIdsOf(stored);
  const [records, campaigns] = await Promise.all([
    loadSkus(
      db,
      stored.map((line) => line.skuId),
    ),
    runningLandingCampaigns(db, campaignIds),
  ]);
  return priceStoredLines(stored, records, campaigns, moment);
}

/** The landing campaigns stored lines came from (paid lines only): what to look up for them. */
export function campaignIdsOf(stored: readonly StoredCartLine[]): number[] {
  return stored.flatMap((line) =>
    line.campaignId === undefined || line.free ? [] : [line.campaignId],
  );
}

/**
 * priceLines over records already at hand (the cart's in-process price cache): the same
 * lines, with no database round trip.
 */
export function priceStoredLines(
  stored: readonly StoredCartLine[],
  records: ReadonlyMap<number, SkuRecord>,
  campaigns: ReadonlyMap<number, LineCampaign>,
  moment?: PricingMoment,
): PricedLine[] {
  const priced: PricedLine[] = [];
  let dropFree = false;
  for (const line of stored) {
    const record = records.get(line.skuId);
    if (line.free && dropFree) continue;
    if (!record) {
      dropFree = !line.free;
      continue;
    }
    if (!line.free) dropFree = false;
    const origin =
      line.campaignId === undefined
        ? {}
        : { campaignId: line.campaignId, campaign: campaigns.get(line.campaignId) };
    priced.push({
      ...newLineFor(record, line.qty, line.free, moment, origin),
      indexId: line.indexId,
    });
  }
  return priced;
}
