import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { invoices, orders, wholesaleOrders } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { adminBearer } from '../identity/testing';
import { testReseller } from '../wholesale/testing';
import { sweepShipped } from './sweep-shipped';

let counter = 0;

describe('an order handed to the carrier starts its invoice', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildTestApp(database);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function order(status: string, shippedAt: Date | null = null) {
    counter += 1;
    const id = `orderShip${String(counter).padStart(4, '0')}${'x'.repeat(9)}`.slice(0, 22);
    await database.db.insert(orders).values({
      id,
      orderNumber: `2611-7${String(counter).padStart(4, '0')}`,
      orderPhone: '5550000000',
      orderStatus: status,
      paymentMethod: 'CreditCard',
      paymentStatus: 'PAID',
      items: [
        {
          skuId: 1,
          productId: 1,
          sku: 'AB-1',
          name: 'Ürün',
          target: '',
          type: '',
          size: '',
          color: '',
          image: null,
          qty: 1,
          price: 30_000,
          priceForOne: 30_000,
          priceGap: 0,
          vat: 20,
          productUnit: 'adet',
          itemsTotalPrice: 30_000,
        },
      ],
      itemsPrice: 25_000,
      taxPrice: 5_000,
      shippingPrice: 0,
      totalPrice: 30_000,
      deliveryContact: {
        firstName: 'A',
        lastName: 'B',
        phone: '5550000000',
        email: 'a@example.com',
        ip: '127.0.0.1',
      },
      shippingAddress: {
        country: 'Türkiye',
        province: 'İstanbul',
        district: 'Kadıköy',
        address: 'x',
      },
      userAnalytics: {
        userAgent: '',
        userBrowser: '',
        userDevice: '',
        userEngine: '',
        userOS: '',
        userCPU: '',
      },
      paidAt: new Date(),
      packedAt: status === 'PACKED' ? new Date() : null,
      shippedAt,
    });
    return id;
  }

  const invoiceOf = async (orderId: string) =>
    (await database.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0];

  it('staff entering the tracking code of a packed order queue its invoice, once', async () => {
    const id = await order('PACKED');
    const headers = await adminBearer(database, 'warehouse');
    const set = (trackingCode: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${id}/tracking-code`,
        headers,
        payload: { trackingCode },
      });
    expect((await set('YK1234567')).statusCode).toBe(200);
    expect(await invoiceOf(id)).toMatchObject({
      orderKind: 'retail',
      status: 'queued',
      step: 'contact',
      total: 30_000,
    });
    // A corrected code is no second hand-off.
    expect((await set('YK7654321')).statusCode).toBe(200);
    expect(await database.db.select().from(invoices).where(eq(invoices.orderId, id))).toHaveLength(
      1,
    );
  });

  it('the sweep finds shipped orders without an invoice (a lost hand-off, wholesale), and leaves old ones alone', async () => {
    const lost = await order('SHIPPED', new Date());
    const old = await order('DELIVERED', new Date(Date.now() - 10 * 86_400_000));
    const packed = await order('PACKED');
    const reseller = await testReseller(database);
    const [w] = await database.db
      .insert(wholesaleOrders)
      .values({
        orderNumber: 'T000555',
        accountId: reseller.id,
        cartId: 'w-sweep',
        status: 'SHIPPED',
        paymentMethod: 'bankTransfer',
        items: [],
        price: 0,
        taxPrice: 0,
        totalPrice: 0,
        deliveryAddress: {
          title: 'D',
          contactName: 'C',
          phone: '5550000000',
          address: 'x',
          province: 'Ankara',
          district: 'Ostim',
        },
      })
      .returning();
    const started: string[] = [];
    const chain = {
      orderShipped: async (kind: string, orderId: string) => {
        started.push(`${kind}:${orderId}`);
        return null;
      },
    };
    await sweepShipped(database.db, chain);
    expect(started).toContain(`retail:${lost}`);
    expect(started).toContain(`wholesale:${w!.id}`);
    expect(started).not.toContain(`retail:${old}`);
    expect(started).not.toContain(`retail:${packed}`);
  });
});
