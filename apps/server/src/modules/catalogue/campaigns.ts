import type {
  CampaignedProductDetails,
  CampaignInfo,
  HomeCampaign,
  SkuPrice,
} from '@carsi/contract';
import { campaignPrice } from '@carsi/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments, productCampaigns, products } from '../../db/schema';
import { lowestPricesBefore, struckPrice } from './before-prices';
import { isRunningCampaign } from './campaign-window';
import { findSku, productDetails } from './product-details';
import { departmentJoin, type SummaryRow, summaryColumns, toSummary } from './product-summary';
import { firstSkuOfProduct } from './sku-prices';

type CampaignRow = typeof productCampaigns.$inferSelect;

function toInfo(row: CampaignRow): CampaignInfo {
  return {
    kind: row.kind,
    title: row.title,
    urlExt: row.urlExt,
    pricePercent: row.pricePercent,
    minimumCartAmount: row.minimumCart,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

/** When a campaign's discount began: its start, or when it was made if it has none. */
export const campaignStart = (row: { startsAt: Date | null; createdAt: Date }) =>
  row.startsAt ?? row.createdAt;

/** When an answer built from this campaign stops being true on its own (its end). */
export const campaignExpiry = (row: { endsAt: Date | null } | null | undefined) =>
  row?.endsAt?.getTime();

async function runningCampaign(db: Database, productId: number) {
  const [row] = await db
    .select()
    .from(productCampaigns)
    .where(and(eq(productCampaigns.productId, productId), isRunningCampaign));
  return row ?? null;
}

/** The product page data at campaign prices; null without a running campaign. */
export async function campaignedProductDetails(
  db: Database,
  id: number,
): Promise<{ value: CampaignedProductDetails | null; expiresAt?: number | undefined }> {
  const campaign = await runningCampaign(db, id);
  if (!campaign) return { value: null };
  const details = await productDetails(db, id);
  if (!details) return { value: null };
  const percent = campaign.pricePercent;
  // The campaign's "before" price: the lowest price of the 30 days before it started.
  const lowest = await lowestPricesBefore(
    db,
    details.skus.map((s) => s._id),
    campaignStart(campaign),
  );
  return {
    value: {
      ...details,
      campaign: toInfo(campaign),
      defaultPrice: campaignPrice(details.defaultPrice, percent),
      defaultPriceGap: campaignPrice(details.defaultPriceGap, percent),
      skus: details.skus.map((sku) => ({
        ...sku,
        regularPrice: sku.price,
        regularPriceGap: sku.priceGap,
        price: campaignPrice(sku.price, percent),
        priceGap: campaignPrice(sku.priceGap, percent),
        beforePrice: struckPrice(sku.price, campaignPrice(sku.price, percent), lowest.get(sku._id)),
      })),
    },
    expiresAt: campaignExpiry(campaign),
  };
}

/** The running free-product campaign for the home page (the oldest, if several run). */
export async function homeCampaign(
  db: Database,
): Promise<{ value: HomeCampaign; expiresAt?: number | undefined }> {
  const [row] = await db
    .select({ campaign: productCampaigns, summary: summaryColumns })
    .from(productCampaigns)
    .innerJoin(products, eq(products.id, productCampaigns.productId))
    .leftJoin(departments, departmentJoin)
    .where(and(eq(productCampaigns.kind, 'free'), isRunningCampaign, eq(products.isActive, true)))
    .orderBy(asc(productCampaigns.id))
    .limit(1);
  if (!row) return { value: { item: null } };
  // The banner promises only what the cart gives (promotions/gift.ts): no stock, no gift.
  const giftSku = await firstSkuOfProduct(db, row.campaign.productId);
  if (!giftSku || giftSku.countInStock < 1) return { value: { item: null } };
  const product = toSummary(row.summary as SummaryRow);
  const lowest = await lowestPricesBefore(db, [giftSku.id], campaignStart(row.campaign));
  return {
    value: {
      item: {
        campaign: toInfo(row.campaign),
        product,
        beforePrice: struckPrice(giftSku.price, 0, lowest.get(giftSku.id)),
      },
    },
    expiresAt: campaignExpiry(row.campaign),
  };
}

/** Price and stock of one SKU, at the campaign's price when `campaign` is asked for. */
export async function skuPrice(
  db: Database,
  productId: number,
  skuId: number,
  options: { campaign: boolean },
): Promise<{ value: SkuPrice | null; expiresAt?: number | undefined }> {
  const [sku, campaign] = await Promise.all([
    findSku(db, productId, skuId),
    options.campaign ? runningCampaign(db, productId) : Promise.resolve(null),
  ]);
  if (!sku || (options.campaign && !campaign)) return { value: null };
  const percent = campaign?.pricePercent ?? 100;
  return {
    value: {
      productId,
      skuId: sku.id,
      sku: sku.sku,
      price: campaign ? campaignPrice(sku.price, percent) : sku.price,
      priceGap: campaign ? campaignPrice(sku.priceGap, percent) : sku.priceGap,
      regularPrice: sku.price,
      vat: sku.vat,
      countInStock: sku.countInStock,
      maxPurchaseQty: sku.maxPurchaseQty,
      inStock: sku.countInStock > 0,
    },
    expiresAt: campaignExpiry(campaign),
  };
}
