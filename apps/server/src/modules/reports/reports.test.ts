import {
  type AdminRole,
  adminRoles,
  SALES_REPORT_EXPORT_PATH,
  STANDING_REPORT_EXPORT_PATH,
} from '@carsi/contract';
import { splitVatIncluded } from '@carsi/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { brands, discountCodes, discountCodeUses, orders, products, skus } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { adminBearer } from '../identity/testing';
import { refreshDirtyDays } from './index';

let database: DatabaseHandle;
let app: FastifyInstance;
let skuIds: number[] = [];
const PURCHASE = [1_000, 2_500, 0];
let productId = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const [brand] = await database.db
    .insert(brands)
    .values({ name: 'Rapor Marka', slug: 'rapor-marka' })
    .returning();
  const [product] = await database.db
    .insert(products)
    .values({
      code: 'RPT',
      name: 'Rapor ürünü',
      slug: 'rapor-urunu',
      defaultPrice: 10_000,
      defaultVat: 20,
      brandId: brand!.id,
    })
    .returning();
  productId = product!.id;
  const rows = await database.db
    .insert(skus)
    .values(
      PURCHASE.map((purchasePrice, i) => ({
        productId,
        sku: `RPT-${i}`,
        price: 10_000,
        vat: 20,
        purchasePrice: purchasePrice || null,
      })),
    )
    .returning();
  skuIds = rows.map((r) => r.id);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const base = {
  orderPhone: '+905320000000',
  itemsPrice: 0,
  shippingPrice: 0,
  taxPrice: 0,
  deliveryContact: { firstName: 'A', lastName: 'B', phone: '', email: '', ip: '' },
  userAnalytics: {
    userAgent: '',
    userBrowser: '',
    userDevice: '',
    userEngine: '',
    userOS: '',
    userCPU: '',
  },
};

const line = fc.record({
  sku: fc.integer({ min: 0, max: 2 }),
  qty: fc.integer({ min: 0, max: 4 }),
  total: fc.integer({ min: 0, max: 200_000 }),
  vat: fc.constantFrom(0, 1, 10, 20),
});

const order = fc.record({
  // Five Istanbul days and their edges: 21:00 UTC is the next day's midnight in Istanbul.
  at: fc.integer({
    min: Date.parse('2026-02-28T20:00:00Z'),
    max: Date.parse('2026-03-05T22:00:00Z'),
  }),
  paymentStatus: fc.constantFrom(
    'UNPAID',
    'PAID',
    'CASH_ON_DELIVERY',
    'REFUND_PENDING',
    'REFUNDED',
  ),
  orderStatus: fc.constantFrom('NEW', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'),
  paymentMethod: fc.constantFrom('CreditCard', 'CashOnDelivery'),
  province: fc.constantFrom('İstanbul', 'Ankara', 'İzmir'),
  campaign: fc.option(fc.constantFrom('meta-bahar', 'google-marka'), { nil: null }),
  code: fc.boolean(),
  lines: fc.array(line, { minLength: 1, maxLength: 3 }),
  totalPrice: fc.integer({ min: 0, max: 500_000 }),
});
type GeneratedOrder = typeof order extends fc.Arbitrary<infer T> ? T : never;

/** What a report should say, computed the slow way: a scan of the generated orders. */
function scan(list: GeneratedOrder[]) {
  const istanbulDay = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
  const byDayMethod = new Map<string, { orders: number; revenue: number; total: number }>();
  const totals = { orders: 0, units: 0, revenue: 0, vat: 0, cost: 0, cancelled: 0, total: 0 };
  const bySku = new Map<number, number>();
  let campaignRevenue = 0;
  let codeRevenue = 0;
  for (const o of list) {
    if (o.orderStatus === 'CANCELLED' && o.paymentStatus !== 'UNPAID') totals.cancelled += 1;
    const sold =
      (o.paymentStatus === 'PAID' || o.paymentStatus === 'CASH_ON_DELIVERY') &&
      o.orderStatus !== 'CANCELLED';
    if (!sold) continue;
    const lines = o.lines.filter((l) => l.qty > 0);
    totals.total += o.totalPrice;
    if (lines.length > 0) totals.orders += 1;
    let orderRevenue = 0;
    for (const l of lines) {
      totals.units += l.qty;
      totals.revenue += l.total;
      orderRevenue += l.total;
      // The domain's VAT split: the SQL rollup must agree with it to the kuruş.
      totals.vat += splitVatIncluded(l.total, l.vat).vat;
      totals.cost += l.qty * PURCHASE[l.sku]!;
      bySku.set(l.sku, (bySku.get(l.sku) ?? 0) + l.qty);
    }
    if (o.campaign) campaignRevenue += orderRevenue;
    if (o.code) codeRevenue += orderRevenue;
    const key = `${istanbulDay(o.at)}|${o.paymentMethod}`;
    const entry = byDayMethod.get(key) ?? { orders: 0, revenue: 0, total: 0 };
    if (lines.length > 0) entry.orders += 1;
    entry.revenue += orderRevenue;
    entry.total += o.totalPrice;
    byDayMethod.set(key, entry);
  }
  return { totals, byDayMethod, bySku, campaignRevenue, codeRevenue };
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

let run = 0;
async function load(list: GeneratedOrder[]) {
  await database.db.execute(sql`delete from discount_code_uses`);
  await database.db.execute(sql`delete from orders`);
  run += 1;
  const [code] = await database.db
    .insert(discountCodes)
    .values({ code: `RAPOR${run}`, kind: 'amount', value: 1_000 })
    .returning();
  const ids = list.map((_, i) => `rpt-${run}-${i}`.padEnd(22, 'x'));
  if (list.length > 0) {
    await database.db.insert(orders).values(
      list.map((o, i) => ({
        ...base,
        id: ids[i]!,
        orderNumber: `R-${run}-${i}`,
        orderStatus: o.orderStatus,
        paymentStatus: o.paymentStatus,
        paymentMethod: o.paymentMethod,
        totalPrice: o.totalPrice,
        converterAppeal: o.campaign,
        createdAt: new Date(o.at),
        shippingAddress: { country: 'Türkiye', province: o.province, district: 'x', address: 'x' },
        items: o.lines.map((l) => ({
          skuId: skuIds[l.sku]!,
          productId,
          sku: `RPT-${l.sku}`,
          name: 'Rapor ürünü',
          target: 'Pass',
          type: 'Pass',
          size: 'Pass',
          color: 'Pass',
          image: null,
          qty: l.qty,
          price: l.total,
          priceForOne: l.total,
          priceGap: 0,
          vat: l.vat,
          productUnit: 'Adet',
          itemsTotalPrice: l.total,
        })),
      })),
    );
    const withCode = list.flatMap((o, i) => (o.code ? [ids[i]!] : []));
    if (withCode.length > 0)
      await database.db.insert(discountCodeUses).values(
        withCode.map((orderId) => ({
          codeId: code!.id,
          orderId,
          phone: '+905320000000',
          amount: 1_000,
        })),
      );
  }
  while ((await refreshDirtyDays(database.db)) > 0) {}
}

describe('daily sales rollups', () => {
  it('always add up to a scan of the raw orders', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(order, { maxLength: 25 }), async (list) => {
        await load(list);
        const expected = scan(list);
        const [sales] = await rows<Record<string, string>>(sql`
          select coalesce(sum(orders), 0) as orders, coalesce(sum(units), 0) as units,
            coalesce(sum(revenue), 0) as revenue, coalesce(sum(vat), 0) as vat,
            coalesce(sum(cost), 0) as cost, coalesce(sum(cancelled_orders), 0) as cancelled,
            coalesce(sum(order_total), 0) as total
          from report_sales_daily`);
        expect(Object.fromEntries(Object.entries(sales!).map(([k, v]) => [k, Number(v)]))).toEqual(
          expected.totals,
        );
        // Day × payment method, line by line.
        const perKey = await rows<{
          key: string;
          orders: string;
          revenue: string;
          total: string;
        }>(sql`
          select to_char(day, 'YYYY-MM-DD') || '|' || payment_method as key, orders, revenue,
            order_total as total
          from report_sales_daily where orders > 0 or order_total > 0`);
        const actual = new Map(
          perKey.map((r) => [
            r.key,
            { orders: Number(r.orders), revenue: Number(r.revenue), total: Number(r.total) },
          ]),
        );
        const wanted = new Map(
          [...expected.byDayMethod].filter(([, v]) => v.orders > 0 || v.total > 0),
        );
        expect(actual).toEqual(wanted);
        // Every narrow rollup carries the same revenue as the order-level one.
        for (const table of [
          'report_product_daily',
          'report_category_daily',
          'report_province_daily',
        ]) {
          const [t] = await rows<{ revenue: string; units: string; cost: string }>(
            sql`select coalesce(sum(revenue), 0) as revenue, coalesce(sum(units), 0) as units,
              coalesce(sum(cost), 0) as cost from ${sql.raw(table)}`,
          );
          expect([Number(t!.revenue), Number(t!.units), Number(t!.cost)]).toEqual([
            expected.totals.revenue,
            expected.totals.units,
            expected.totals.cost,
          ]);
        }
        const bySku = await rows<{ sku_id: number; units: string }>(
          sql`select sku_id, sum(units) as units from report_product_daily group by 1`,
        );
        expect(
          new Map(bySku.map((r) => [skuIds.indexOf(Number(r.sku_id)), Number(r.units)])),
        ).toEqual(new Map([...expected.bySku].filter(([, units]) => units > 0)));
        const campaign = await rows<{ kind: string; revenue: string }>(
          sql`select kind, sum(revenue) as revenue from report_campaign_daily group by 1`,
        );
        const revenueOf = (kind: string) =>
          Number(campaign.find((c) => c.kind === kind)?.revenue ?? 0);
        expect(revenueOf('campaign')).toBe(expected.campaignRevenue);
        expect(revenueOf('code')).toBe(expected.codeRevenue);
      }),
      { numRuns: 15 },
    );
  });

  it('follows a change to an order: a cancellation moves it out of sales on its day', async () => {
    const one = {
      at: Date.parse('2026-03-02T10:00:00Z'),
      paymentStatus: 'PAID',
      orderStatus: 'CONFIRMED',
      paymentMethod: 'CreditCard',
      province: 'Ankara',
      campaign: null,
      code: false,
      lines: [{ sku: 0, qty: 2, total: 24_000, vat: 20 }],
      totalPrice: 24_000,
    } satisfies GeneratedOrder;
    await load([one]);
    const report = async () =>
      (
        await app.inject({
          url: '/api/admin/reports/sales?from=2026-03-01&to=2026-03-03',
          headers: await adminBearer(database, 'accounting'),
        })
      ).json();
    const before = await report();
    expect(before.current).toMatchObject({
      orders: 1,
      units: 2,
      revenue: 24_000,
      vat: 4_000,
      cost: 2_000,
      grossMargin: 18_000,
      averageBasket: 24_000,
    });
    expect(before.splits.province).toEqual([
      expect.objectContaining({ key: 'Ankara', revenue: 24_000 }),
    ]);
    await database.db.execute(
      sql`update orders set order_status = 'CANCELLED', payment_status = 'REFUND_PENDING'`,
    );
    const after = await report();
    expect(after.current).toMatchObject({
      orders: 0,
      revenue: 0,
      cancelledOrders: 1,
      cancelledAmount: 24_000,
    });
  });
});

describe('who sees the reports', () => {
  const query = 'from=2026-03-01&to=2026-03-31';
  it.each(adminRoles)('sales report and export for %s', async (role: AdminRole) => {
    const headers = await adminBearer(database, role);
    const allowed = role === 'owner' || role === 'accounting';
    const json = await app.inject({ url: `/api/admin/reports/sales?${query}`, headers });
    expect(json.statusCode).toBe(allowed ? 200 : 403);
    const file = await app.inject({ url: `${SALES_REPORT_EXPORT_PATH}?${query}`, headers });
    expect(file.statusCode).toBe(allowed ? 200 : 403);
    const standing = await app.inject({
      url: '/api/admin/reports/standing?report=stock-value',
      headers,
    });
    expect(standing.statusCode).toBe(allowed ? 200 : 403);
    const standingFile = await app.inject({
      url: `${STANDING_REPORT_EXPORT_PATH}?report=best-sellers`,
      headers,
    });
    expect(standingFile.statusCode).toBe(allowed ? 200 : 403);
    const campaigns = await app.inject({ url: `/api/admin/reports/campaigns?${query}`, headers });
    expect(campaigns.statusCode).toBe(role === 'owner' || role === 'marketing' ? 200 : 403);
    if (campaigns.statusCode === 200) {
      // Revenue per campaign only: no cost, VAT or margin.
      for (const row of campaigns.json().rows)
        expect(Object.keys(row).sort()).toEqual(['key', 'kind', 'orders', 'revenue', 'units']);
    }
  });

  it('refuses callers who are not staff', async () => {
    expect((await app.inject({ url: `/api/admin/reports/sales?${query}` })).statusCode).toBe(401);
    expect((await app.inject({ url: `${SALES_REPORT_EXPORT_PATH}?${query}` })).statusCode).toBe(
      401,
    );
  });

  it('names the field of a bad period', async () => {
    const headers = await adminBearer(database, 'owner');
    const bad = await app.inject({
      url: '/api/admin/reports/sales?from=2026-03-05&to=2026-03-01',
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('to');
  });
});

describe('sales report export', () => {
  it('opens as a workbook with TL cells and Turkish headings', async () => {
    const headers = await adminBearer(database, 'owner');
    const file = await app.inject({
      url: `${SALES_REPORT_EXPORT_PATH}?from=2026-03-01&to=2026-03-03&granularity=day`,
      headers,
    });
    expect(file.statusCode).toBe(200);
    const { default: excel } = await import('exceljs');
    const workbook = new excel.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const summary = workbook.getWorksheet('Özet')!;
    expect(summary.getRow(1).getCell(1).value).toBe('Gösterge');
    const revenueRow = summary.getRow(2);
    expect(revenueRow.getCell(1).value).toBe('Ciro (KDV dahil)');
    expect(typeof revenueRow.getCell(2).value).toBe('number');
    expect(revenueRow.getCell(2).numFmt).toBe('#,##0.00 "₺"');
    expect(workbook.getWorksheet('İl')).toBeDefined();
    expect(workbook.getWorksheet('Ürün')!.getRow(1).getCell(4).value).toBe('Ciro');
  });
});

describe('standing reports', () => {
  it('rank sellers, value the stock at cost and find stock that does not sell', async () => {
    const yesterday = Date.now() - 86_400_000;
    const sold = (sku: number, qty: number, total: number): GeneratedOrder => ({
      at: yesterday,
      paymentStatus: 'PAID',
      orderStatus: 'CONFIRMED',
      paymentMethod: 'CreditCard',
      province: 'İzmir',
      campaign: null,
      code: false,
      lines: [{ sku, qty, total, vat: 20 }],
      totalPrice: total,
    });
    await load([sold(0, 3, 36_000), sold(1, 1, 12_000)]);
    // A second product with stock and no sales.
    const [idle] = await database.db
      .insert(products)
      .values({
        code: 'IDL',
        name: 'Satılmayan ürün',
        slug: 'satilmayan',
        defaultPrice: 5_000,
        defaultVat: 20,
      })
      .returning();
    await database.db.insert(skus).values({
      productId: idle!.id,
      sku: 'IDL-0',
      price: 5_000,
      vat: 20,
      purchasePrice: 2_000,
      countInStock: 7,
    });
    await database.db.execute(sql`update skus set count_in_stock = 4 where sku = 'RPT-0'`);
    const headers = await adminBearer(database, 'accounting');
    const get = async (q: string) =>
      (await app.inject({ url: `/api/admin/reports/standing?${q}`, headers })).json();

    const best = await get('report=best-sellers&days=7');
    expect(best.rows[0]).toMatchObject({ code: 'RPT', units: 4, revenue: 48_000 });
    expect(best.totals).toMatchObject({ units: 4, revenue: 48_000 });

    const value = await get('report=stock-value');
    expect(value.rows).toEqual([
      { code: 'IDL', name: 'Satılmayan ürün', stock: 7, stock_cost: 14_000 },
      { code: 'RPT', name: 'Rapor ürünü', stock: 4, stock_cost: 4_000 },
    ]);
    expect(value.totals).toEqual({ stock: 11, stock_cost: 18_000 });

    const idleStock = await get('report=idle-stock&days=30');
    expect(idleStock.rows.map((r: { code: string }) => r.code)).toEqual(['IDL']);

    // 4 units in stock, 4 sold in 7 days: 7 days left.
    const daysLeft = await get('report=days-of-stock&days=7');
    expect(daysLeft.rows[0]).toMatchObject({ code: 'RPT', stock: 4, units: 4, days_left: 7 });

    const paged = await get('report=worst-sellers&page=2');
    expect(paged).toMatchObject({ page: 2, pages: 1, totalCount: 2, rows: [] });

    const file = await app.inject({
      url: `${STANDING_REPORT_EXPORT_PATH}?report=stock-value`,
      headers,
    });
    const { default: excel } = await import('exceljs');
    const workbook = new excel.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(4).value).toBe('Maliyetle değer (TL)');
    expect(sheet.getRow(2).getCell(4).value).toBe(140);
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('#,##0.00 "₺"');
    expect(sheet.getRow(4).getCell(1).value).toBe('Toplam');
    expect(sheet.getRow(4).getCell(4).value).toBe(180);
  });
});
