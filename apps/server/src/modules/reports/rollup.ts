import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { defineQueue, type JobQueue } from '../../jobs';

/** The channel of retail orders; wholesale and marketplace orders get their own when rolled up. */
export const STOREFRONT_CHANNEL = 'storefront';

type Executor = Pick<Database, 'execute'>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The raw orders of one Istanbul day (UTC+3 all year), one row per sold line: paid by card or
 * taken as cash on delivery, not cancelled, with units left. VAT is the part of the
 * VAT-included line total above its net (`total - round(total × 100 / (100 + rate))`, the
 * domain's splitVatIncluded, which the rollup test checks it against); cost
 * is units × the SKU's purchase price (0 when none is recorded).
 */
const soldLines = (day: string) => sql`
  select o.id as order_id, coalesce(o.payment_method, '') as payment_method,
    coalesce(nullif(o.shipping_address->>'province', ''), '') as province,
    o.converter_appeal,
    (li->>'skuId')::int as sku_id, (li->>'productId')::int as product_id,
    (li->>'qty')::int as units,
    (li->>'itemsTotalPrice')::bigint as revenue,
    (li->>'itemsTotalPrice')::bigint
      - round((li->>'itemsTotalPrice')::bigint * 100.0 / (100 + coalesce((li->>'vat')::int, 0)))::bigint as vat,
    (li->>'qty')::bigint * coalesce(s.purchase_price, 0) as cost
  from orders o
  cross join lateral jsonb_array_elements(o.items) li
  left join skus s on s.id = (li->>'skuId')::int
  where o.created_at >= (${day}::date::timestamp - interval '3 hours') at time zone 'UTC'
    and o.created_at < (${day}::date::timestamp + interval '21 hours') at time zone 'UTC'
    and o.payment_status in ('PAID', 'CASH_ON_DELIVERY') and o.order_status <> 'CANCELLED'
    and (li->>'qty')::int > 0`;

const dayRange = (day: string, column: string) =>
  sql`${sql.raw(column)} >= (${day}::date::timestamp - interval '3 hours') at time zone 'UTC'
    and ${sql.raw(column)} < (${day}::date::timestamp + interval '21 hours') at time zone 'UTC'`;

/** Rebuilds every rollup's rows of one day from the raw orders and returns (idempotent). */
async function rebuildDay(tx: Executor, day: string): Promise<void> {
  for (const table of [
    'report_sales_daily',
    'report_product_daily',
    'report_category_daily',
    'report_province_daily',
    'report_campaign_daily',
  ]) {
    await tx.execute(sql`delete from ${sql.raw(table)} where day = ${day}::date`);
  }
  await tx.execute(sql`
    with lines as (${soldLines(day)}),
    by_order as (
      select payment_method, count(distinct order_id)::int as orders, sum(units)::int as units,
        sum(revenue) as revenue, sum(vat) as vat, sum(cost) as cost
      from lines group by payment_method
    ),
    totals as (
      select coalesce(o.payment_method, '') as payment_method,
        sum(o.total_price) filter (where o.payment_status in ('PAID', 'CASH_ON_DELIVERY') and o.order_status <> 'CANCELLED') as order_total,
        count(*) filter (where o.order_status = 'CANCELLED' and o.payment_status <> 'UNPAID')::int as cancelled_orders,
        coalesce(sum(o.total_price) filter (where o.order_status = 'CANCELLED' and o.payment_status <> 'UNPAID'), 0) as cancelled_amount
      from orders o where ${dayRange(day, 'o.created_at')}
      group by 1
    ),
    rets as (
      select coalesce(o.payment_method, '') as payment_method, count(*)::int as returns,
        sum(r.refund_amount) as returns_amount
      from returns r join orders o on o.id = r.order_id
      where ${dayRange(day, 'r.created_at')} and r.status not in ('REJECTED', 'CANCELLED')
      group by 1
    ),
    keys as (
      select payment_method from by_order union select payment_method from totals
      union select payment_method from rets
    )
    insert into report_sales_daily (day, channel, payment_method, orders, units, order_total,
      revenue, vat, cost, cancelled_orders, cancelled_amount, returns, returns_amount)
    select ${day}::date, ${STOREFRONT_CHANNEL}, k.payment_method, coalesce(b.orders, 0),
      coalesce(b.units, 0), coalesce(t.order_total, 0), coalesce(b.revenue, 0), coalesce(b.vat, 0),
      coalesce(b.cost, 0), coalesce(t.cancelled_orders, 0), coalesce(t.cancelled_amount, 0),
      coalesce(r.returns, 0), coalesce(r.returns_amount, 0)
    from keys k
    left join by_order b on b.payment_method = k.payment_method
    left join totals t on t.payment_method = k.payment_method
    left join rets r on r.payment_method = k.payment_method
    where coalesce(b.orders, 0) + coalesce(t.cancelled_orders, 0) + coalesce(r.returns, 0) > 0
      or coalesce(t.order_total, 0) > 0`);
  await tx.execute(sql`
    with lines as (${soldLines(day)})
    insert into report_product_daily (day, sku_id, product_id, orders, units, revenue, vat, cost)
    select ${day}::date, sku_id, min(product_id), count(distinct order_id)::int, sum(units)::int,
      sum(revenue), sum(vat), sum(cost)
    from lines group by sku_id`);
  await tx.execute(sql`
    with lines as (${soldLines(day)})
    insert into report_category_daily (day, category_id, brand_id, units, revenue, vat, cost)
    select ${day}::date, coalesce(p.main_category_id, 0), coalesce(p.brand_id, 0),
      sum(l.units)::int, sum(l.revenue), sum(l.vat), sum(l.cost)
    from lines l left join products p on p.id = l.product_id
    group by 2, 3`);
  await tx.execute(sql`
    with lines as (${soldLines(day)})
    insert into report_province_daily (day, province, orders, units, revenue, vat, cost)
    select ${day}::date, province, count(distinct order_id)::int, sum(units)::int, sum(revenue),
      sum(vat), sum(cost)
    from lines group by province`);
  await tx.execute(sql`
    with lines as (${soldLines(day)}),
    tagged as (
      select 'campaign' as kind, l.converter_appeal as key, l.* from lines l
      where coalesce(l.converter_appeal, '') <> ''
      union all
      select 'code' as kind, dc.code as key, l.* from lines l
      join discount_code_uses u on u.order_id = l.order_id
      join discount_codes dc on dc.id = u.code_id
    )
    insert into report_campaign_daily (day, kind, key, orders, units, revenue, vat, cost)
    select ${day}::date, kind, key, count(distinct order_id)::int, sum(units)::int, sum(revenue),
      sum(vat), sum(cost)
    from tagged group by kind, key`);
}

/**
 * Rebuilds the rollups of days whose orders or returns changed (marked by the triggers in
 * report_dirty_days), at most `limit` days, oldest first. Two callers never rebuild the same
 * day at once (rows locked, skip locked). Returns how many days were rebuilt.
 */
export async function refreshDirtyDays(db: Database, limit = 400): Promise<number> {
  return db.transaction(async (tx) => {
    const days = rowsOf<{ day: string }>(
      await tx.execute(sql`
        delete from report_dirty_days where day in (
          select day from report_dirty_days order by day limit ${limit} for update skip locked)
        returning to_char(day, 'YYYY-MM-DD') as day`),
    );
    for (const { day } of days) await rebuildDay(tx, day);
    return days.length;
  });
}

/** Marks every day with orders or returns dirty (after a bulk load or a rule change). */
export async function markAllDaysDirty(db: Database): Promise<void> {
  await db.execute(sql`
    insert into report_dirty_days (day)
    select distinct ((created_at at time zone 'UTC') + interval '3 hours')::date from orders
    union
    select distinct ((created_at at time zone 'UTC') + interval '3 hours')::date from returns
    on conflict do nothing`);
}

/** Every minute, once across processes: changed days are rolled up again. */
export const reportRollupQueue = defineQueue({
  name: 'report-rollup',
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 300,
});

export async function scheduleReportRollup(jobs: JobQueue, db: Database): Promise<void> {
  await jobs.work(reportRollupQueue, async () => {
    while ((await refreshDirtyDays(db)) > 0) {}
  });
  await jobs.schedule(reportRollupQueue, '* * * * *');
}
