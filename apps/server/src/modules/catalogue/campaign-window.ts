import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productCampaigns } from '../../db/schema';

/** Running now: active, started (or no start) and not ended (or no end). */
export const isRunningCampaign = and(
  eq(productCampaigns.isActive, true),
  or(isNull(productCampaigns.startsAt), lte(productCampaigns.startsAt, sql`now()`)),
  or(isNull(productCampaigns.endsAt), gt(productCampaigns.endsAt, sql`now()`)),
);

/** A running landing campaign as the cart prices a line by it. */
export interface LineCampaign {
  id: number;
  productId: number;
  pricePercent: number;
  /** What an order from it records as converterAppeal: its appeal, or its urlExt when ''. */
  appeal: string;
}

/**
 * The running landing campaigns among `ids` (one query). A landing campaign at 0 % is not sold
 * through the cart (a paid line at price 0 would be a free line), so it does not count.
 */
export async function runningLandingCampaigns(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, LineCampaign>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: productCampaigns.id,
      productId: productCampaigns.productId,
      pricePercent: productCampaigns.pricePercent,
      appeal: productCampaigns.appeal,
      urlExt: productCampaigns.urlExt,
    })
    .from(productCampaigns)
    .where(
      and(
        inArray(productCampaigns.id, [...new Set(ids)]),
        eq(productCampaigns.kind, 'landing'),
        gt(productCampaigns.pricePercent, 0),
        isRunningCampaign,
      ),
    );
  return new Map(
    rows.map(({ urlExt, appeal, ...row }) => [row.id, { ...row, appeal: appeal || urlExt || '' }]),
  );
}

/** The running landing campaign of a product, if any: what a landing page's add-to-cart sells at. */
export async function runningLandingCampaignOf(
  db: Database,
  productId: number,
): Promise<LineCampaign | null> {
  const [row] = await db
    .select({ id: productCampaigns.id })
    .from(productCampaigns)
    .where(
      and(
        eq(productCampaigns.productId, productId),
        eq(productCampaigns.kind, 'landing'),
        isRunningCampaign,
      ),
    );
  if (!row) return null;
  return (await runningLandingCampaigns(db, [row.id])).get(row.id) ?? null;
}
