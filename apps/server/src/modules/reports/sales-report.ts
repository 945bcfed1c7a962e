import {
  type CampaignReport,
  PAYMENT_METHOD_LABELS,
  type ReportDimension,
  type SalesFigures,
  type SalesReport,
  type SalesReportQuery,
  type SalesSplitRow,
} from '@carsi/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshDirtyDays, STOREFRONT_CHANNEL } from './rollup';

const DAY_MS = 86_400_000;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const num = (v: unknown) => Number(v ?? 0);

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The period before (same length) and the same days a year earlier. */
export function comparisonPeriods(from: string, to: string) {
  const length = (ms(to) - ms(from)) / DAY_MS + 1;
  const lastYear = (day: string) => {
    const d = new Date(ms(day));
    d.setUTCFullYear(d.getUTCFullYear() - 1);
    return dayOf(d.getTime());
  };
  return {
    previous: { from: dayOf(ms(from) - length * DAY_MS), to: dayOf(ms(from) - DAY_MS) },
    lastYear: { from: lastYear(from), to: lastYear(to) },
  };
}

const CHANNEL_LABELS: Record<string, string> = { [STOREFRONT_CHANNEL]: 'Web mağaza' };

async function figures(db: Database, from: string, to: string): Promise<SalesFigures> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select coalesce(sum(orders), 0) as orders, coalesce(sum(units), 0) as units,
        coalesce(sum(order_total), 0) as order_total, coalesce(sum(revenue), 0) as revenue,
        coalesce(sum(vat), 0) as vat, coalesce(sum(cost), 0) as cost,
        coalesce(sum(cancelled_orders), 0) as cancelled_orders,
        coalesce(sum(cancelled_amount), 0) as cancelled_amount,
        coalesce(sum(returns), 0) as returns, coalesce(sum(returns_amount), 0) as returns_amount
      from report_sales_daily where day between ${from}::date and ${to}::date`),
  );
  const orders = num(row?.orders);
  const orderTotal = num(row?.order_total);
  const revenue = num(row?.revenue);
  const vat = num(row?.vat);
  const cost = num(row?.cost);
  return {
    orders,
    units: num(row?.units),
    orderTotal,
    revenue,
    averageBasket: orders > 0 ? Math.round(orderTotal / orders) : 0,
    vat,
    cost,
    grossMargin: revenue - vat - cost,
    cancelledOrders: num(row?.cancelled_orders),
    cancelledAmount: num(row?.cancelled_amount),
    returns: num(row?.returns),
    returnsAmount: num(row?.returns_amount),
  };
}

async function series(db: Database, from: string, to: string, granularity: string) {
  const unit = sql.raw(
    `'${granularity === 'month' ? 'month' : granularity === 'week' ? 'week' : 'day'}'`,
  );
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select to_char(date_trunc(${unit}, day), 'YYYY-MM-DD') as bucket, sum(orders) as orders,
        sum(units) as units, sum(revenue) as revenue, sum(vat) as vat, sum(cost) as cost
      from report_sales_daily where day between ${from}::date and ${to}::date
      group by 1 order by 1`),
  );
  return rows.map((r) => ({
    bucket: String(r.bucket),
    orders: num(r.orders),
    units: num(r.units),
    revenue: num(r.revenue),
    vat: num(r.vat),
    cost: num(r.cost),
    grossMargin: num(r.revenue) - num(r.vat) - num(r.cost),
  }));
}

const SPLIT_LIMIT = 50;

function splitQuery(dimension: ReportDimension, from: string, to: string): SQL {
  const period = sql`day between ${from}::date and ${to}::date`;
  const sums = sql`sum(units) as units, sum(revenue) as revenue, sum(vat) as vat, sum(cost) as cost`;
  switch (dimension) {
    case 'channel':
      return sql`select channel as key, channel as label, sum(orders) as orders, ${sums}
        from report_sales_daily where ${period} and orders > 0 group by 1, 2`;
    case 'paymentMethod':
      return sql`select payment_method as key, payment_method as label, sum(orders) as orders, ${sums}
        from report_sales_daily where ${period} and orders > 0 group by 1, 2`;
    case 'province':
      return sql`select province as key, province as label, sum(orders) as orders, ${sums}
        from report_province_daily where ${period} group by 1, 2`;
    case 'category':
      return sql`select r.category_id::text as key, coalesce(c.name, 'Kategorisiz') as label,
        null as orders, sum(r.units) as units, sum(r.revenue) as revenue, sum(r.vat) as vat,
        sum(r.cost) as cost
        from report_category_daily r left join main_categories c on c.id = r.category_id
        where r.day between ${from}::date and ${to}::date group by 1, 2`;
    case 'brand':
      return sql`select r.brand_id::text as key, coalesce(b.name, 'Markasız') as label,
        null as orders, sum(r.units) as units, sum(r.revenue) as revenue, sum(r.vat) as vat,
        sum(r.cost) as cost
        from report_category_daily r left join brands b on b.id = r.brand_id
        where r.day between ${from}::date and ${to}::date group by 1, 2`;
    case 'product':
      return sql`select r.product_id::text as key, coalesce(p.name, '#' || r.product_id) as label,
        sum(r.orders) as orders, sum(r.units) as units, sum(r.revenue) as revenue,
        sum(r.vat) as vat, sum(r.cost) as cost
        from report_product_daily r left join products p on p.id = r.product_id
        where r.day between ${from}::date and ${to}::date group by 1, 2`;
    case 'discountCode':
    case 'campaign':
      return sql`select key, key as label, sum(orders) as orders, ${sums}
        from report_campaign_daily where ${period}
        and kind = ${dimension === 'discountCode' ? 'code' : 'campaign'} group by 1, 2`;
  }
}

async function split(db: Database, dimension: ReportDimension, from: string, to: string) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select * from (${splitQuery(dimension, from, to)}) s order by revenue desc, key limit ${SPLIT_LIMIT}`,
    ),
  );
  return rows.map(
    (r): SalesSplitRow => ({
      key: String(r.key),
      label:
        dimension === 'paymentMethod'
          ? (PAYMENT_METHOD_LABELS[String(r.key)] ?? (String(r.key) || 'Belirtilmemiş'))
          : dimension === 'channel'
            ? (CHANNEL_LABELS[String(r.key)] ?? String(r.key))
            : String(r.label) || 'Belirtilmemiş',
      orders: r.orders === null ? null : num(r.orders),
      units: num(r.units),
      revenue: num(r.revenue),
      vat: num(r.vat),
      cost: num(r.cost),
      grossMargin: num(r.revenue) - num(r.vat) - num(r.cost),
    }),
  );
}

const DIMENSIONS: readonly ReportDimension[] = [
  'channel',
  'paymentMethod',
  'province',
  'category',
  'brand',
  'product',
  'discountCode',
  'campaign',
];

/** The sales report (satis-raporlari): rollups only, never a scan of the orders. */
export async function salesReport(db: Database, query: SalesReportQuery): Promise<SalesReport> {
  await refreshDirtyDays(db);
  const { from, to, granularity } = query;
  const { previous, lastYear } = comparisonPeriods(from, to);
  const [current, prev, ly, currentSeries, previousSeries, ...splitRows] = await Promise.all([
    figures(db, from, to),
    figures(db, previous.from, previous.to),
    figures(db, lastYear.from, lastYear.to),
    series(db, from, to, granularity),
    series(db, previous.from, previous.to, granularity),
    ...DIMENSIONS.map((d) => split(db, d, from, to)),
  ]);
  return {
    period: { from, to },
    previousPeriod: previous,
    lastYearPeriod: lastYear,
    current,
    previous: prev,
    lastYear: ly,
    series: currentSeries,
    previousSeries,
    splits: Object.fromEntries(DIMENSIONS.map((d, i) => [d, splitRows[i] ?? []])) as Record<
      ReportDimension,
      SalesSplitRow[]
    >,
  };
}

/** Revenue per discount code and campaign source, without cost or margin (marketing). */
export async function campaignReport(
  db: Database,
  query: { from: string; to: string },
): Promise<CampaignReport> {
  await refreshDirtyDays(db);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select kind, key, sum(orders) as orders, sum(units) as units, sum(revenue) as revenue
      from report_campaign_daily where day between ${query.from}::date and ${query.to}::date
      group by 1, 2 order by revenue desc, key limit 200`),
  );
  return {
    period: { from: query.from, to: query.to },
    rows: rows.map((r) => ({
      kind: r.kind === 'code' ? 'code' : 'campaign',
      key: String(r.key),
      orders: num(r.orders),
      units: num(r.units),
      revenue: num(r.revenue),
    })),
  };
}
