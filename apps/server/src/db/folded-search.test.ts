import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalogue, testVisitor } from '../modules/cart/testing';
import { adminBearer } from '../modules/identity/testing';
import { orderBody } from '../modules/orders/testing';
import { buildTestApp } from '../test-app';
import type { DatabaseHandle } from './client';
import { customers, wholesaleAccounts } from './schema';
import { openTestDatabase } from './test-database';

/**
 * Back-office searches fold Turkish spelling as the storefront search does, so
 * "YILDIRIM", "yildirim", "celik" and "sen" find Yıldırım, Çelik and Şen.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let owner: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  owner = await adminBearer(database, 'owner');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = async (url: string) => {
  const response = await app.inject({ url, headers: owner });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};

describe('folded admin search', () => {
  it('folds case and the Turkish letters in SQL the one way', async () => {
    const result = (await database.db.execute(
      sql`select public.carsi_fold('İIıi ŞşÇçĞğÖöÜü') as folded`,
    )) as unknown as { rows: { folded: string }[] };
    expect(result.rows[0]?.folded).toBe('iiii ssccggoouu');
  });

  it('finds orders by names typed without Turkish letters or in capitals', async () => {
    const catalogue = await seedTestCatalogue(database.db);
    const place = async (firstName: string, lastName: string, phone: string) => {
      const shopper = testVisitor(app);
      await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
      const order = (
        await shopper.call(
          'POST',
          '/api/orders',
          orderBody({
            deliveryContact: { firstName, lastName, phone, email: 'musteri@example.com' },
          }),
        )
      ).json();
      expect(order.orderId).toBeTruthy();
      return order.orderId as string;
    };
    const celik = await place('Çelik', 'Yıldırım', '0532 111 22 33');
    const sen = await place('Gülşen', 'Şen', '0532 111 22 44');
    const found = async (q: string) =>
      (await get(`/api/admin/orders?q=${encodeURIComponent(q)}`)).orders.map(
        (o: { orderId: string }) => o.orderId,
      );
    for (const q of ['YILDIRIM', 'yildirim', 'Yıldırım', 'celik', 'ÇELİK Yil']) {
      expect(await found(q), q).toEqual([celik]);
    }
    expect(await found('sen')).toEqual([sen]);
    expect(await found('gulsen s')).toEqual([sen]);
  });

  it('finds customers, wholesale accounts, brands and products the same way', async () => {
    await database.db.insert(customers).values([
      { phone: '905321112255', firstName: 'Ayşe', lastName: 'Yıldırım' },
      { phone: '905321112266', firstName: 'Mehmet', lastName: 'Çelik' },
    ]);
    const customerNames = async (q: string) =>
      (await get(`/api/admin/customers?q=${encodeURIComponent(q)}`)).customers.map(
        (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`,
      );
    expect(await customerNames('YILDIRIM')).toContain('Ayşe Yıldırım');
    expect(await customerNames('celik')).toContain('Mehmet Çelik');
    expect(await customerNames('celik')).not.toContain('Ayşe Yıldırım');

    await database.db.insert(wholesaleAccounts).values({
      companyName: 'Şen Tekstil Ltd. Şti.',
      contactName: 'Gülşen Şen',
      email: 'sen@example.com',
      phone: '905321112277',
    });
    const accounts = await get(
      `/api/wholesale/adminGetWholeSaleAccountsList?keyword=${encodeURIComponent('sen tekstil')}`,
    );
    expect(accounts.accounts.map((a: { companyName: string }) => a.companyName)).toEqual([
      'Şen Tekstil Ltd. Şti.',
    ]);

    const brand = await app.inject({
      method: 'POST',
      url: '/api/admin/taxonomy/brands',
      headers: owner,
      payload: { name: 'Öğretmen Çeyiz' },
    });
    expect(brand.statusCode).toBe(200);
    const brands = await get(
      `/api/admin/taxonomy/brands?keyword=${encodeURIComponent('OGRETMEN')}`,
    );
    expect(brands.items.map((i: { name: string }) => i.name)).toEqual(['Öğretmen Çeyiz']);

    const products = await get(`/api/admin/products?keyword=${encodeURIComponent('YASTIGI')}`);
    expect(products.products.map((p: { name: string }) => p.name)).toEqual(['Boyun Yastığı']);
  });
});
