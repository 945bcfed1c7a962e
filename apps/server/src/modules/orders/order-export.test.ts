import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { seedTestCatalogue, type TestCatalogue, testVisitor } from '../cart/testing';
import { adminBearer } from '../identity/testing';
import { orderBody } from './test-order';

let database: DatabaseHandle;
let app: FastifyInstance;
let catalogue: TestCatalogue;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  catalogue = await seedTestCatalogue(database.db);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** A cash-on-delivery order of one sheet for a customer of her own. */
async function codOrder(firstName: string, phone: string) {
  const shopper = testVisitor(app);
  await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
  const base = orderBody();
  const order = (
    await shopper.call('POST', '/api/orders', {
      ...base,
      deliveryContact: { ...base.deliveryContact, firstName, phone },
    })
  ).json();
  const cod = await shopper.call('PUT', '/api/orders/paymentinfo', {
    orderId: order.orderId,
    paymentMethod: 'CashOnDelivery',
  });
  expect(cod.statusCode, cod.body).toBe(200);
  return cod.json();
}

const download = async (role: Parameters<typeof adminBearer>[1], query: string) =>
  app.inject({
    method: 'GET',
    url: `/api/admin/orders/export?${query}`,
    headers: await adminBearer(database, role),
  });

async function rowsOf(bytes: Buffer, format: 'xlsx' | 'csv'): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  if (format === 'xlsx') await workbook.xlsx.load(bytes as never);
  else {
    const { Readable } = await import('node:stream');
    await workbook.csv.read(Readable.from(bytes.toString('utf8').replace(/^\uFEFF/, '')));
  }
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  return rows;
}

describe('orders export', () => {
  it('exports the filtered list as XLSX with every personal column for accounting', async () => {
    const order = await codOrder('Zerrin', '0532 700 11 22');
    await codOrder('Başka', '0532 700 33 44');
    const response = await download('accounting', 'q=0532%20700%2011%2022&format=xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="siparisler.xlsx"');
    const [header, ...rows] = await rowsOf(response.rawPayload, 'xlsx');
    expect(header).toEqual([
      'Sipariş no',
      'Tarih',
      'Müşteri',
      'Telefon',
      'E-posta',
      'İl',
      'İlçe',
      'Adres',
      'Durum',
      'Ödeme yöntemi',
      'Ödeme durumu',
      'Adet',
      'Tutar (TL)',
    ]);
    // Only the order the search found, not the other one.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual([
      order.orderNumber,
      expect.stringMatching(/^\d{1,2} \S+ \d{4} \d{2}:\d{2}$/),
      'Zerrin Yılmaz',
      '0532 700 11 22',
      'ayse@example.com',
      'İstanbul',
      'Kadıköy',
      'Moda Cad. No: 1 D: 2',
      'Onaylandı',
      'Kapıda ödeme',
      'Kapıda ödeme',
      '1',
      String(order.totalPrice / 100),
    ]);
  });

  it('the warehouse gets a CSV without the e-mail; roles outside orders are refused', async () => {
    const order = await codOrder('Nermin', '0532 700 55 66');
    const response = await download('warehouse', 'q=0532%20700%2055%2066&format=csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, row] = await rowsOf(response.rawPayload, 'csv');
    expect(header).not.toContain('E-posta');
    expect(header).toContain('Müşteri');
    expect(row).toContain(order.orderNumber);
    expect(row).not.toContain('ayse@example.com');
    // Filters hold: no cancelled order matches.
    const cancelled = await download('warehouse', 'q=0532%20700%2055%2066&durum=CANCELLED');
    expect(await rowsOf(cancelled.rawPayload, 'xlsx')).toHaveLength(1);

    expect((await download('marketing', 'format=csv')).statusCode).toBe(403);
    const bad = await download('owner', 'format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('query.format');
  });
});
