import type { CartLine } from '@carsi/contract';
import {
  campaignPrice,
  lineAmounts,
  type NewCartLine,
  type RetailCartLine,
  timeLimitedDiscountStatus,
  timeLimitedUnitPrice,
} from '@carsi/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, type StoredCartLine, type StoredImage, skus } from '../../db/schema';
import { type LineCampaign, runningLandingCampaigns } from '../catalogue/campaign-window';

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

const skuColumns = {
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

const sellable = and(eq(skus.isActive, true), eq(products.isActive, true));

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
    .where(and(sellable, inArray(skus.id, [...new Set(ids)])));
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
    .where(and(sellable, eq(skus.productId, productId)))
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
  const campaignIds = stored.flatMap((line) =>
    line.campaignId === undefined || line.free ? [] : [line.campaignId],
  );
  const [records, campaigns] = await Promise.all([
    loadSkus(
      db,
      stored.map((line) => line.skuId),
    ),
    runningLandingCampaigns(db, campaignIds),
  ]);
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

/** What the database keeps of a priced line (the campaign gift is not kept). */
export function toStored(lines: readonly PricedLine[]): StoredCartLine[] {
  return lines
    .filter((line) => !line.gift)
    .map((line) => ({
      indexId: line.indexId,
      skuId: line.skuNumber,
      qty: line.qty,
      free: line.price === 0,
      ...(line.campaignId === undefined ? {} : { campaignId: line.campaignId }),
    }));
}

/** A priced line as the API shows it; `codeDiscount` is what discount codes take off it. */
export function toCartLine(line: PricedLine, codeDiscount = 0): CartLine {
  const free = line.price === 0;
  const amounts = lineAmounts(line);
  return {
    indexId: line.indexId,
    skuId: line.skuNumber,
    productId: line.productId,
    sku: line.sku,
    name: line.name,
    slug: line.slug,
    image: line.image,
    size: line.size,
    color: line.color,
    target: line.target,
    type: line.type,
    price: line.price,
    priceForOne: line.priceForOne,
    priceGap: line.priceGap ?? 0,
    vat: line.vat,
    qty: line.qty,
    maxPurchaseQty: line.maxPurchaseQty,
    countInStock: line.countInStock,
    productUnit: line.productUnit,
    buyOneGetOneFree: line.buyOneGetOneFree === true,
    free,
    gift: line.gift === true,
    codeDiscount,
    quantityLocked: free || line.buyOneGetOneFree === true,
    itemsTotalPrice: amounts.gross,
    undiscountedTotalPrice: amounts.undiscountedGross,
    discountEndsAt:
      line.discountEndsAt === undefined ? null : new Date(line.discountEndsAt).toISOString(),
  };
}
