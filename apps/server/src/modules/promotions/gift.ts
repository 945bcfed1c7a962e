import { lineAmounts } from '@carsi/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productCampaigns, products } from '../../db/schema';
import {
  firstSkuOfProduct,
  isRunningCampaign,
  newLineFor,
  type PricedLine,
  type SkuRecord,
} from '../catalogue/index';

/** The gift line's indexId: no stored line has it, so it can be neither removed nor changed. */
export const GIFT_INDEX_ID = 0;

/**
 * The home page's gift: while a 'free' campaign runs, every cart with a paid
 * line — and, when the campaign sets one, a VAT-included total of paid lines of at least its
 * minimum — gets one unit of the campaign product's first SKU as a free line (price 0, not
 * removable). The gift is never stored in the cart: it is added whenever the cart is priced,
 * and by the order, so the cart cannot keep a gift after the campaign ends. Without stock
 * there is no gift (and the home page does not promise one, see homeCampaign).
 */
export async function campaignGiftLine(
  db: Database,
  lines: readonly PricedLine[],
): Promise<PricedLine | null> {
  const paidTotal = lines.reduce((sum, line) => sum + lineAmounts(line).gross, 0);
  if (paidTotal <= 0) return null;
  const [campaign] = await db
    .select({ productId: productCampaigns.productId, minimumCart: productCampaigns.minimumCart })
    .from(productCampaigns)
    .innerJoin(products, eq(products.id, productCampaigns.productId))
    .where(and(eq(productCampaigns.kind, 'free'), eq(products.isActive, true), isRunningCampaign))
    .orderBy(asc(productCampaigns.id))
    .limit(1);
  if (!campaign || paidTotal < campaign.minimumCart) return null;
  return giftLineOf(lines, campaign, await firstSkuOfProduct(db, campaign.productId));
}

/**
 * campaignGiftLine over what is already at hand (the cart's in-process price cache): the running
 * free campaign (or null) and its product's first active SKU.
 */
export function giftLineOf(
  lines: readonly PricedLine[],
  campaign: { minimumCart: number } | null,
  sku: SkuRecord | undefined,
): PricedLine | null {
  const paidTotal = lines.reduce((sum, line) => sum + lineAmounts(line).gross, 0);
  if (paidTotal <= 0 || !campaign || paidTotal < campaign.minimumCart) return null;
  if (!sku || sku.countInStock < 1) return null;
  return { ...newLineFor(sku, 1, true), indexId: GIFT_INDEX_ID, gift: true };
}

/** The lines with the campaign gift appended when its rule holds. */
export async function withCampaignGift(
  db: Database,
  lines: readonly PricedLine[],
): Promise<PricedLine[]> {
  const gift = await campaignGiftLine(db, lines);
  return gift ? [...lines, gift] : [...lines];
}
