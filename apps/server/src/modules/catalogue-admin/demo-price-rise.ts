import type { Database } from '../../db/client';
import { scheduledPriceRises } from '../../db/schema';

/**
 * The demo shop announces one real price rise: the table cloth goes up by 10 TL at midnight
 * (Turkey time) three days after the seed, so the product page shows the notice and the back
 * office a pending rise, and no test run reaches the moment it applies.
 */
export async function seedDemoPriceRise(
  tx: Pick<Database, 'insert'>,
  productIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const productId = productIds.get('MOK');
  if (productId === undefined) return;
  // Turkey is UTC+3 all year: its midnight is 21:00 UTC the day before.
  const applyAt = new Date(now);
  applyAt.setUTCDate(applyAt.getUTCDate() + 3);
  applyAt.setUTCHours(21, 0, 0, 0);
  await tx
    .insert(scheduledPriceRises)
    .values({ productId, amount: 1_000, applyAt, createdBy: 'Demo verisi' });
}
