import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { skuPriceHistory, skus } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo shop's price history before the seed (the database wrote each SKU's current price
 * when the seed inserted it), so the demo's discounts have the evidence a real shop would:
 * - the Nova duvet cover set (its time-limited discount) cost 300 TL more until 25 days ago,
 *   so its struck-through price is today's, the lowest of the last 30 days;
 * - the landing page's product (PSNL) has cost the same for 45 days, so its campaign strikes
 *   through that price.
 */
export async function seedDemoPriceHistory(
  tx: Pick<Database, 'insert' | 'select'>,
  productIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const plan: Array<[string, (price: number) => Array<{ price: number; changedAt: Date }>]> = [
    [
      'NOVA',
      (price) => [
        { price: price + 30_000, changedAt: at(60) },
        { price, changedAt: at(25) },
      ],
    ],
    ['PSNL', (price) => [{ price, changedAt: at(45) }]],
  ];
  for (const [code, entries] of plan) {
    const productId = productIds.get(code);
    if (productId === undefined) continue;
    const rows = await tx
      .select({ id: skus.id, price: skus.price })
      .from(skus)
      .where(eq(skus.productId, productId))
      .orderBy(asc(skus.id));
    const values = rows.flatMap((sku) =>
      entries(sku.price).map((e) => ({
        skuId: sku.id,
        productId,
        price: e.price,
        changedAt: e.changedAt,
        changedBy: 'Demo verisi',
      })),
    );
    if (values.length > 0) await tx.insert(skuPriceHistory).values(values);
  }
}
