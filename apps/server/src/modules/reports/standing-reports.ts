import {
  STANDING_REPORT_PAGE_SIZE,
  type StandingReport,
  type StandingReportId,
  type StandingReportQuery,
} from '@carsi/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshDirtyDays } from './rollup';

type Column = StandingReport['columns'][number];
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const text = (key: string, label: string): Column => ({ key, label, kind: 'text' });
const count = (key: string, label: string): Column => ({ key, label, kind: 'count' });
const money = (key: string, label: string): Column => ({ key, label, kind: 'money' });

interface Definition {
  columns: Column[];
  /** Rows of the whole report (paged by the caller); the ORDER BY is part of it. */
  query: (since: SQL, days: number) => SQL;
  /** The report's order, over its output columns (the last one unique, so pages are stable). */
  order: string;
  totals: boolean;
}

/** Sales of the last N days per product, from the daily product rollup. */
const productSales = (since: SQL) => sql`
  select product_id, sum(units)::bigint as units, sum(revenue)::bigint as revenue,
    sum(revenue - vat - cost)::bigint as margin
  from report_product_daily where day >= ${since} group by product_id`;

const stockPerProduct = sql`
  select product_id, sum(count_in_stock)::bigint as stock,
    sum(count_in_stock::bigint * coalesce(purchase_price, 0))::bigint as stock_cost
  from skus where is_active group by product_id`;

const DEFINITIONS: Record<StandingReportId, Definition> = {
  'best-sellers': {
    columns: [
      text('code', 'Kod'),
      text('name', 'Ürün'),
      count('units', 'Adet'),
      money('revenue', 'Ciro'),
      money('margin', 'Brüt kâr'),
    ],
    totals: true,
    query: (since) => sql`
      select p.code, p.name, s.units, s.revenue, s.margin
      from (${productSales(since)}) s join products p on p.id = s.product_id
`,
    order: 'units desc, revenue desc, code',
  },
  'worst-sellers': {
    columns: [
      text('code', 'Kod'),
      text('name', 'Ürün'),
      count('units', 'Adet'),
      money('revenue', 'Ciro'),
      count('stock', 'Stok'),
    ],
    totals: false,
    query: (since) => sql`
      select p.code, p.name, coalesce(s.units, 0) as units, coalesce(s.revenue, 0) as revenue,
        coalesce(k.stock, 0) as stock
      from products p
      left join (${productSales(since)}) s on s.product_id = p.id
      left join (${stockPerProduct}) k on k.product_id = p.id
      where p.is_active
`,
    order: 'units, revenue, code',
  },
  'idle-stock': {
    columns: [
      text('code', 'Kod'),
      text('name', 'Ürün'),
      count('stock', 'Stok'),
      money('stock_cost', 'Stok maliyeti'),
      text('last_sale', 'Son satış'),
    ],
    totals: true,
    query: (since) => sql`
      select p.code, p.name, k.stock, k.stock_cost,
        coalesce((select to_char(max(day), 'YYYY-MM-DD') from report_product_daily r
          where r.product_id = p.id), '—') as last_sale
      from (${stockPerProduct}) k join products p on p.id = k.product_id
      where k.stock > 0 and not exists (
        select 1 from report_product_daily r where r.product_id = p.id and r.day >= ${since})
`,
    order: 'stock_cost desc, code',
  },
  'stock-value': {
    columns: [
      text('code', 'Kod'),
      text('name', 'Ürün'),
      count('stock', 'Stok'),
      money('stock_cost', 'Maliyetle değer'),
    ],
    totals: true,
    query: () => sql`
      select p.code, p.name, k.stock, k.stock_cost
      from (${stockPerProduct}) k join products p on p.id = k.product_id
      where k.stock > 0
`,
    order: 'stock_cost desc, code',
  },
  'days-of-stock': {
    columns: [
      text('code', 'Kod'),
      text('name', 'Ürün'),
      count('stock', 'Stok'),
      count('units', 'Dönemde satılan'),
      count('days_left', 'Kalan gün'),
    ],
    totals: false,
    // Stock ÷ (units sold in the last N days ÷ N), rounded down; only products that sold.
    query: (since, days) => sql`
      select p.code, p.name, k.stock, s.units,
        floor(k.stock::numeric * ${days} / s.units)::bigint as days_left
      from (${productSales(since)}) s
      join products p on p.id = s.product_id
      join (${stockPerProduct}) k on k.product_id = p.id
      where s.units > 0
`,
    order: 'days_left, code',
  },
  'return-reasons': {
    columns: [text('reason', 'Neden'), count('returns', 'İade'), money('amount', 'Tutar')],
    totals: true,
    query: (since) => sql`
      select reason, count(*)::bigint as returns, sum(refund_amount)::bigint as amount
      from returns
      where created_at >= (${since}::timestamp - interval '3 hours') at time zone 'UTC'
        and status not in ('REJECTED', 'CANCELLED')
      group by reason`,
    order: 'returns desc, reason',
  },
  'cod-refusals': {
    columns: [text('province', 'İl'), count('refusals', 'Ret'), money('amount', 'Tutar')],
    totals: true,
    // A cash-on-delivery order cancelled after it was shipped: the shopper did not take it.
    query: (since) => sql`
      select coalesce(nullif(o.shipping_address->>'province', ''), 'Belirtilmemiş') as province,
        count(distinct o.id)::bigint as refusals, sum(o.total_price)::bigint as amount
      from order_status_changes c join orders o on o.id = c.order_id
      where c.to_status = 'CANCELLED' and c.from_status in ('SHIPPED', 'UNDELIVERED')
        and o.payment_method = 'CashOnDelivery'
        and c.at >= (${since}::timestamp - interval '3 hours') at time zone 'UTC'
      group by 1`,
    order: 'refusals desc, province',
  },
};

/** The Istanbul day N-1 days before today (so "last N days" includes today). */
const sinceDay = (days: number, now: Date) =>
  new Date(now.getTime() + 3 * 3_600_000 - (days - 1) * 86_400_000).toISOString().slice(0, 10);

const value = (column: Column, v: unknown) =>
  column.kind === 'text' ? (v === null || v === undefined ? null : String(v)) : Number(v ?? 0);

/** One standing report of raporlar; `all` skips paging (the export). */
export async function standingReport(
  db: Database,
  query: StandingReportQuery,
  now: Date,
  all = false,
): Promise<StandingReport> {
  await refreshDirtyDays(db);
  const definition = DEFINITIONS[query.report];
  const since = sql`${sinceDay(query.days, now)}::date`;
  const numeric = definition.columns.filter((c) => c.kind !== 'text');
  const sums = sql.join(
    numeric.map(
      (c) => sql`sum(${sql.identifier(c.key)}) over () as ${sql.identifier(`__sum_${c.key}`)}`,
    ),
    sql`, `,
  );
  const offset = (query.page - 1) * STANDING_REPORT_PAGE_SIZE;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select r.*, count(*) over () as __count, ${sums}
      from (${definition.query(since, query.days)}) r
      order by ${sql.raw(definition.order)}
      ${all ? sql`` : sql`limit ${STANDING_REPORT_PAGE_SIZE} offset ${offset}`}`),
  );
  let totalCount = Number(rows[0]?.__count ?? 0);
  if (rows.length === 0 && offset > 0) {
    const [c] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from (${definition.query(since, query.days)}) r`,
      ),
    );
    totalCount = Number(c?.n ?? 0);
  }
  const first = rows[0];
  return {
    report: query.report,
    days: query.days,
    columns: definition.columns,
    rows: rows.map((r) =>
      Object.fromEntries(definition.columns.map((c) => [c.key, value(c, r[c.key])])),
    ),
    totals:
      definition.totals && first
        ? Object.fromEntries(numeric.map((c) => [c.key, Number(first[`__sum_${c.key}`] ?? 0)]))
        : null,
    page: query.page,
    pages: Math.max(1, Math.ceil(totalCount / STANDING_REPORT_PAGE_SIZE)),
    totalCount,
  };
}
