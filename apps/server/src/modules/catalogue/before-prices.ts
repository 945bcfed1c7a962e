import {
  BEFORE_PRICE_DAYS,
  type BeforePrice,
  beforePrice,
  type Kurus,
  lowestPriceBefore,
  type PriceHistoryEntry,
} from '@carsi/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The price history each SKU of `skuIds` needs for a discount starting at `start`: the prices
 * set in the 30 days before it and the one in effect when those days began — one indexed query
 * (sku_id, changed_at) whatever the catalogue's size.
 */
export async function priceHistoryBefore(
  db: Database,
  skuIds: readonly number[],
  start: Date,
): Promise<Map<number, PriceHistoryEntry[]>> {
  const history = new Map<number, PriceHistoryEntry[]>();
  if (skuIds.length === 0) return history;
  const opens = new Date(start.getTime() - BEFORE_PRICE_DAYS * DAY_MS);
  const ids = sql.join(
    skuIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select h.sku_id as "skuId", h.price, h.changed_at as "changedAt"
      from sku_price_history h
     where h.sku_id in (${ids})
       and h.changed_at <= ${start.toISOString()}::timestamptz
       and h.changed_at >= coalesce(
         (select max(m.changed_at) from sku_price_history m
           where m.sku_id = h.sku_id and m.changed_at <= ${opens.toISOString()}::timestamptz),
         ${opens.toISOString()}::timestamptz)`)) as unknown as {
    rows: Array<{ skuId: number; price: number | string; changedAt: string | Date }>;
  };
  for (const row of result.rows) {
    const list = history.get(Number(row.skuId)) ?? [];
    list.push({ price: Number(row.price), at: new Date(row.changedAt).getTime() });
    history.set(Number(row.skuId), list);
  }
  return history;
}

/** The lowest price of each SKU in the 30 days before `start` (absent: no evidence). */
export async function lowestPricesBefore(
  db: Database,
  skuIds: readonly number[],
  start: Date,
): Promise<Map<number, Kurus>> {
  const history = await priceHistoryBefore(db, skuIds, start);
  const lowest = new Map<number, Kurus>();
  for (const id of skuIds) {
    const value = lowestPriceBefore(history.get(id) ?? [], start.getTime());
    if (value !== null) lowest.set(id, value);
  }
  return lowest;
}

/** The struck-through price of a discount from `from` down to `sale`: a number, or null. */
export function struckPrice(from: Kurus, sale: Kurus, lowest: Kurus | undefined): Kurus | null {
  const result: BeforePrice = beforePrice({ from, sale, lowest: lowest ?? null });
  return result.show ? result.price : null;
}
