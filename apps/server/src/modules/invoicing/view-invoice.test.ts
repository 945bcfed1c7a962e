import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { invoices, orders, wholesaleOrders } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { adminBearer } from '../identity/testing';
import { testReseller } from '../wholesale/testing';
import { invoicePdfUrl } from './view-invoice';

const PDF = Buffer.from('%PDF-1.4\n% test invoice\n');
const CART = 'A'.repeat(22);
const OTHER_CART = 'B'.repeat(22);
const ORDER_1 = 'invoiceViewOrder000001';
const ORDER_2 = 'invoiceViewOrder000002';

describe('GET /api/orders/viewinvoice/{order id}/{order number}', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;
  let retailUrl: string;
  let pendingUrl: string;
  let wholesaleUrl: string;
  let reseller: Awaited<ReturnType<typeof testReseller>>;

  async function retailOrder(id: string, number: string) {
    await database.db.insert(orders).values({
      id,
      orderNumber: number,
      cartId: CART,
      orderPhone: '5550000000',
      orderStatus: 'SHIPPED',
      items: [],
      itemsPrice: 0,
      taxPrice: 0,
      shippingPrice: 0,
      totalPrice: 0,
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
    });
  }

  async function storedInvoice(
    kind: 'retail' | 'wholesale',
    orderId: string,
    number: string,
    pdf: boolean,
  ) {
    const [row] = await database.db
      .insert(invoices)
      .values({
        orderKind: kind,
        orderId,
        orderNumber: number,
        total: 0,
        buyerName: 'A B',
        status: pdf ? 'done' : 'running',
        step: pdf ? 'done' : 'poll',
      })
      .returning();
    if (pdf) {
      const relative = path.join('invoices', `${row!.id}.pdf`);
      mkdirSync(path.join(dataDir, 'invoices'), { recursive: true });
      writeFileSync(path.join(dataDir, relative), PDF);
      await database.db.update(invoices).set({ pdfPath: relative }).where(eq(invoices.id, row!.id));
    }
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'carsi-viewinvoice-'));
    app = await buildTestApp(database, { env: { DATA_DIR: dataDir } });
    await retailOrder(ORDER_1, '2611-00001');
    await storedInvoice('retail', ORDER_1, '2611-00001', true);
    retailUrl = invoicePdfUrl(ORDER_1, '2611-00001');
    await retailOrder(ORDER_2, '2611-00002');
    await storedInvoice('retail', ORDER_2, '2611-00002', false);
    pendingUrl = invoicePdfUrl(ORDER_2, '2611-00002');
    reseller = await testReseller(database);
    const [w] = await database.db
      .insert(wholesaleOrders)
      .values({
        orderNumber: 'T000901',
        accountId: reseller.id,
        cartId: 'w-cart',
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
    await storedInvoice('wholesale', w!.id, 'T000901', true);
    wholesaleUrl = invoicePdfUrl(w!.id, 'T000901');
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const cookie = (cart: string) => ({ cookie: `carsi_cart=${cart}` });

  it('serves the stored PDF to the order’s owner (the cart that placed it), never cached', async () => {
    const response = await get(retailUrl, cookie(CART));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(PDF)).toBe(true);
  });

  it('serves it to staff with the accounting area (and the owner role)', async () => {
    for (const role of ['accounting', 'owner'] as const) {
      const response = await get(retailUrl, await adminBearer(database, role));
      expect(response.statusCode, role).toBe(200);
    }
  });

  it('refuses a visitor holding only the link, another cart, and staff without accounting', async () => {
    expect((await get(retailUrl)).statusCode).toBe(403);
    expect((await get(retailUrl, cookie(OTHER_CART))).statusCode).toBe(403);
    for (const role of ['warehouse', 'customerService', 'marketing', 'operations'] as const) {
      const response = await get(retailUrl, await adminBearer(database, role));
      expect(response.statusCode, role).toBe(403);
      expect(response.json().message).toBe('Bu faturayı görme yetkiniz yok.');
    }
    // Another reseller's session is no owner of a retail order either.
    expect((await get(retailUrl, reseller.headers)).statusCode).toBe(403);
  });

  it('answers 404 to a wrong order number or id, and says when the invoice is not ready yet', async () => {
    expect((await get(invoicePdfUrl(ORDER_1, '2611-99999'), cookie(CART))).statusCode).toBe(404);
    expect((await get(invoicePdfUrl('no-such-order', '2611-00001'), cookie(CART))).statusCode).toBe(
      404,
    );
    const pending = await get(pendingUrl, cookie(CART));
    expect(pending.statusCode).toBe(404);
    expect(pending.json().code).toBe('INVOICE_NOT_READY');
  });

  it('the order pages carry the link once the PDF is stored (retail and wholesale)', async () => {
    const shown = await get(`/api/orders/orderdetails/${ORDER_1}`, cookie(CART));
    expect(shown.json().invoiceUrl).toBe(retailUrl);
    // Someone holding only the order link sees the masked order, without the invoice link.
    expect((await get(`/api/orders/orderdetails/${ORDER_1}`)).json().invoiceUrl).toBeNull();
    expect(
      (await get(`/api/orders/orderdetails/${ORDER_2}`, cookie(CART))).json().invoiceUrl,
    ).toBeNull();
    const id = wholesaleUrl.split('/')[4]!;
    const wholesale = await get(
      `/api/wholesale/getDetailsWholeSaleOrder?id=${id}`,
      reseller.headers,
    );
    expect(wholesale.json().order.invoiceUrl).toBe(wholesaleUrl);
  });

  it('a wholesale order’s invoice goes to its own account and accounting staff only', async () => {
    expect((await get(wholesaleUrl, reseller.headers)).statusCode).toBe(200);
    const other = await testReseller(database);
    expect((await get(wholesaleUrl, other.headers)).statusCode).toBe(403);
    expect((await get(wholesaleUrl, cookie(CART))).statusCode).toBe(403);
    expect((await get(wholesaleUrl, await adminBearer(database, 'accounting'))).statusCode).toBe(
      200,
    );
  });
});
