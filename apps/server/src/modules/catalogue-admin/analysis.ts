import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { fieldError } from './errors';

const rowsOf = async <T>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const MAX_DAYS = 366;

/**
 * A product's daily figures in Turkey time: add-to-cart events (analytics), orders, units and
 * revenue from its order lines (cancelled orders left out), and last month's units. The shop
 * keeps no per-product page views (page views go to Meta only), so none are reported.
 */
export async function productAnalysis(db: Database, productId: number, from: string, to: string) {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start)) throw fieldError('query.from', 'Başlangıç tarihi geçersiz.');
  if (Number.isNaN(end)) throw fieldError('query.to', 'Bitiş tarihi geçersiz.');
  if (end < start) throw fieldError('query.to', 'Bitiş tarihi başlangıçtan önce olamaz.');
  if ((end - start) / 86_400_000 > MAX_DAYS) {
    throw fieldError('query.to', `Dönem en çok ${MAX_DAYS} gün olabilir.`);
  }
  const [product] = await rowsOf<{ name: string }>(
    db,
    sql`select name from products where id = ${productId}`,
  );
  if (!product) throw notFound('Ürün bulunamadı.');
  const zone = 'Europe/Istanbul';
  const range = sql`(${from}::date)::timestamp at time zone ${zone}`;
  const rangeEnd = sql`((${to}::date) + 1)::timestamp at time zone ${zone}`;
  const [days, lastMonth] = await Promise.all([
    rowsOf<{ date: string; add_to_carts: number; orders: number; units: number; revenue: number }>(
      db,
      sql`
      with days as (
        select generate_series(${from}::date, ${to}::date, interval '1 day')::date as d
      ), carts as (
        select (e.occurred_at at time zone ${zone})::date as d, count(*)::int as n
        from analytics_events e join skus s on s.id = e.sku_id
        where e.name = 'add_to_cart' and s.product_id = ${productId}
          and e.occurred_at >= ${range} and e.occurred_at < ${rangeEnd}
        group by 1
      ), sold as (
        select (o.created_at at time zone ${zone})::date as d, count(distinct o.id)::int as orders,
          coalesce(sum((i->>'qty')::int), 0)::int as units,
          coalesce(sum((i->>'itemsTotalPrice')::bigint), 0)::bigint as revenue
        from orders o cross join lateral jsonb_array_elements(o.items) i
        where (i->>'productId')::int = ${productId} and o.order_status <> 'CANCELLED'
          and o.created_at >= ${range} and o.created_at < ${rangeEnd}
        group by 1
      )
      select to_char(days.d, 'YYYY-MM-DD') as date, coalesce(carts.n, 0) as add_to_carts,
        coalesce(sold.orders, 0) as orders, coalesce(sold.units, 0) as units,
        coalesce(sold.revenue, 0) as revenue
      from days left join carts on carts.d = days.d left join sold on sold.d = days.d
      order by days.d`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select coalesce(sum(quantity), 0)::int as n from product_sales
        where product_id = ${productId} and sold_at >= ${rangeEnd} - interval '30 days'
          and sold_at < ${rangeEnd}`,
    ),
  ]);
  const series = days.map((d) => ({
    date: d.date,
    addToCarts: d.add_to_carts,
    orders: d.orders,
    units: d.units,
    revenue: d.revenue,
  }));
  const sum = (key: 'addToCarts' | 'orders' | 'units' | 'revenue') =>
    series.reduce((total, d) => total + d[key], 0);
  const addToCarts = sum('addToCarts');
  const orders = sum('orders');
  return {
    productId,
    name: product.name,
    days: series,
    totals: {
      addToCarts,
      orders,
      units: sum('units'),
      revenue: sum('revenue'),
      conversionPercent: addToCarts > 0 ? Math.round((orders / addToCarts) * 1000) / 10 : null,
      lastMonthUnits: lastMonth[0]?.n ?? 0,
    },
  };
}
