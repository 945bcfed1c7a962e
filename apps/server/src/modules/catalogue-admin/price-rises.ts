import { PRICE_RISE_MAX_DAYS_AHEAD, type PriceRiseView } from '@carsi/contract';
import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, scheduledPriceRises, skus } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { defineQueue, type JobQueue } from '../../jobs';
import { duplicate, fieldError, uniqueViolation } from './errors';
import { namePriceWriter } from './operations/run';

type RiseRow = typeof scheduledPriceRises.$inferSelect;

const DAY_MS = 86_400_000;

function toView(row: RiseRow): PriceRiseView {
  return {
    _id: row.id,
    productId: row.productId,
    amount: row.amount,
    applyAt: row.applyAt.toISOString(),
    status: row.appliedAt ? 'applied' : row.cancelledAt ? 'cancelled' : 'pending',
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPriceRises(db: Database, productId: number): Promise<PriceRiseView[]> {
  const rows = await db
    .select()
    .from(scheduledPriceRises)
    .where(eq(scheduledPriceRises.productId, productId))
    .orderBy(desc(scheduledPriceRises.id))
    .limit(20);
  return rows.map(toView);
}

/** Schedules a rise for a product: in the future, at most 30 days ahead, one pending at a time. */
export async function schedulePriceRise(
  db: Database,
  productId: number,
  input: { amount: number; applyAt: string },
  actor: string,
  now: Date,
): Promise<PriceRiseView> {
  const applyAt = new Date(input.applyAt);
  if (applyAt.getTime() <= now.getTime() + 60_000) {
    throw fieldError('body.applyAt', 'Uygulama zamanı en az bir dakika sonrası olmalı.');
  }
  if (applyAt.getTime() > now.getTime() + PRICE_RISE_MAX_DAYS_AHEAD * DAY_MS) {
    throw fieldError(
      'body.applyAt',
      `Fiyat artışı en çok ${PRICE_RISE_MAX_DAYS_AHEAD} gün sonrası için planlanabilir.`,
    );
  }
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound('Ürün bulunamadı.');
  try {
    const [row] = await db
      .insert(scheduledPriceRises)
      .values({ productId, amount: input.amount, applyAt, createdBy: actor })
      .returning();
    return toView(row!);
  } catch (error) {
    if (uniqueViolation(error) !== null) {
      throw duplicate(
        'body.applyAt',
        'Bu ürün için bekleyen bir fiyat artışı var; önce onu iptal edin.',
      );
    }
    throw error;
  }
}

/** Cancels a rise that has not been applied (the row lock orders it against the job). */
export async function cancelPriceRise(db: Database, id: number, now: Date): Promise<PriceRiseView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(scheduledPriceRises)
      .where(eq(scheduledPriceRises.id, id))
      .for('update');
    if (!row) throw notFound('Fiyat artışı bulunamadı.');
    if (row.appliedAt) {
      throw new AppError(409, 'PRICE_RISE_APPLIED', 'Bu fiyat artışı uygulandı; iptal edilemez.');
    }
    if (row.cancelledAt) return toView(row);
    const [cancelled] = await tx
      .update(scheduledPriceRises)
      .set({ cancelledAt: now })
      .where(eq(scheduledPriceRises.id, id))
      .returning();
    return toView(cancelled!);
  });
}

/**
 * Applies the rises that are due: every SKU of the product gets `amount` more on its price, and
 * on its further-unit price when it has one. Claimed with FOR UPDATE SKIP LOCKED, so several
 * processes may run it at once and each rise is applied exactly once.
 */
export async function applyDuePriceRises(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(scheduledPriceRises)
      .where(
        and(
          isNull(scheduledPriceRises.appliedAt),
          isNull(scheduledPriceRises.cancelledAt),
          lte(scheduledPriceRises.applyAt, now),
        ),
      )
      .orderBy(asc(scheduledPriceRises.applyAt))
      .limit(100)
      .for('update', { skipLocked: true });
    for (const rise of due) {
      await namePriceWriter(tx, `job:price-rise:${rise.id}`);
      await tx
        .update(skus)
        .set({
          price: sql`${skus.price} + ${rise.amount}`,
          priceGap: sql`case when ${skus.priceGap} > 0 then ${skus.priceGap} + ${rise.amount} else ${skus.priceGap} end`,
        })
        .where(eq(skus.productId, rise.productId));
      await tx
        .update(products)
        .set({
          defaultPrice: sql`${products.defaultPrice} + ${rise.amount}`,
          defaultPriceGap: sql`case when ${products.defaultPriceGap} > 0 then ${products.defaultPriceGap} + ${rise.amount} else ${products.defaultPriceGap} end`,
        })
        .where(and(eq(products.id, rise.productId), gt(products.defaultPrice, 0)));
      await tx
        .update(scheduledPriceRises)
        .set({ appliedAt: now })
        .where(eq(scheduledPriceRises.id, rise.id));
    }
    return due.length;
  });
}

/** Every minute, once across all server processes. */
export const priceRiseQueue = defineQueue({
  name: 'price-rises',
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
});

/** The storefront's caches follow the SKU rows' trigger, so nothing else needs telling. */
export async function schedulePriceRiseJob(jobs: JobQueue, db: Database): Promise<void> {
  await jobs.work(priceRiseQueue, async () => {
    await applyDuePriceRises(db, new Date());
  });
  await jobs.schedule(priceRiseQueue, '* * * * *');
}
