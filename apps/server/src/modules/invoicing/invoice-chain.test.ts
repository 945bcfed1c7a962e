import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  PARASUT_SANDBOX_CREDENTIALS as CREDENTIALS,
  PARASUT_SANDBOX_EINVOICE_VKN,
  type ParasutSandbox,
  parasutSandbox,
  sandboxPlugin,
} from '@carsi/sandbox';
import { asc, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import {
  invoiceSteps,
  invoices,
  type OrderItemSnapshot,
  orders,
  wholesaleAccounts,
  wholesaleOrders,
} from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import type { JobQueue } from '../../jobs';
import { inProcess, testQueue } from '../../jobs/test-queues';
import { LocalCounter } from '../marketplaces/index';
import { InvoiceChain } from './invoice-chain';
import { addDays, turkeyDay } from './invoice-source';
import { InvoiceLimiter } from './limiter';
import { ParasutClient } from './parasut/client';
import { DatabaseTokenStore, tokenBoxFromSecret } from './tokens';

const item = (sku: string, qty: number, price: number, extra: Partial<OrderItemSnapshot> = {}) =>
  ({
    skuId: 1,
    productId: 1,
    sku,
    name: `Ürün ${sku}`,
    target: '',
    type: '',
    size: '',
    color: '',
    image: null,
    qty,
    price,
    priceForOne: price,
    priceGap: 0,
    vat: 20,
    productUnit: 'adet',
    itemsTotalPrice: price * qty,
    ...extra,
  }) satisfies OrderItemSnapshot;

let counter = 0;

describe('the invoice chain on shipment, against the Paraşüt stand-in', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let stand: ParasutSandbox;
  let jobs: JobQueue;
  let chain: InvoiceChain;
  let dataDir: string;
  const requests: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    stand = parasutSandbox({ jobPolls: 3, pdfPolls: 2, limit: { max: 0, windowMs: 10_000 } });
    app = Fastify();
    app.addHook('onRequest', async (request) => {
      requests.push(`${request.method} ${request.url.replace(/\?.*$/, '')}`);
    });
    await app.register(sandboxPlugin, { prefix: '/__sandbox', providers: [stand] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/__sandbox/parasut`;
    const settings = { ...CREDENTIALS, baseUrl };
    const provider = new ParasutClient({
      settings,
      tokens: new DatabaseTokenStore(
        database.db,
        'parasut',
        settings.companyId,
        tokenBoxFromSecret(settings.clientSecret),
      ),
      limiter: new InvoiceLimiter(new LocalCounter(), { limit: { max: 1000, windowMs: 1_000 } }),
    });
    jobs = await inProcess.open(database, false);
    dataDir = mkdtempSync(path.join(tmpdir(), 'carsi-invoices-'));
    chain = new InvoiceChain({
      db: database.db,
      jobs,
      provider,
      dataDir,
      publicUrl: 'https://carsi.test',
      carriers: { yurtici: { name: 'Yurtiçi Kargo', vkn: '9860008925' } },
      fallbackCarrier: { name: 'Yurtiçi Kargo', vkn: '9860008925' },
      pollSeconds: 0,
      // No retries inside the test: a failing step fails the invoice at once.
      queue: testQueue<{ invoiceId: string }>({ retryLimit: 0 }),
    });
    await chain.work();
  }, 60_000);

  afterAll(async () => {
    await jobs?.stop();
    await app?.close();
    await database?.close();
  });

  async function shippedRetailOrder(overrides: Partial<typeof orders.$inferInsert> = {}) {
    counter += 1;
    const items = [
      item(`AB-${counter}01`, 2, 15_000),
      item(`AB-${counter}02`, 1, 0, { priceForOne: 9_900 }),
    ];
    const [row] = await database.db
      .insert(orders)
      .values({
        id: `order-${counter}-${Date.now()}`,
        orderNumber: `2611-${String(counter).padStart(5, '0')}`,
        orderPhone: '5550000000',
        orderStatus: 'SHIPPED',
        paymentMethod: 'CreditCard',
        paymentStatus: 'PAID',
        items,
        itemsPrice: 25_000,
        taxPrice: 5_000,
        shippingPrice: 3_990,
        totalPrice: 33_990,
        deliveryContact: {
          firstName: 'Ayşe',
          lastName: 'Yılmaz',
          phone: '5550000000',
          email: 'ayse@example.com',
          ip: '127.0.0.1',
        },
        shippingAddress: {
          country: 'Türkiye',
          province: 'İstanbul',
          district: 'Kadıköy',
          address: 'Moda Cad. 1',
        },
        individualInvoice: {
          firstName: 'Ayşe',
          lastName: 'Yılmaz',
          email: 'ayse@example.com',
          province: 'İstanbul',
          district: 'Kadıköy',
          address: 'Moda Cad. 1',
          identityNumber: null,
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
        shippedAt: new Date(),
        trackingCode: 'YK123',
        ...overrides,
      })
      .returning();
    return row!;
  }

  const invoiceOf = async (id: string) =>
    (await database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
  const stepsOf = async (id: string) =>
    database.db
      .select()
      .from(invoiceSteps)
      .where(eq(invoiceSteps.invoiceId, id))
      .orderBy(asc(invoiceSteps.id));
  const issued = (kind: 'e_archives' | 'e_invoices') =>
    requests.filter((r) => r.startsWith('POST') && r.endsWith(`/${kind}`)).length;

  it('a shipped retail order gets its e-Arşiv with no click, and the PDF is stored under the data folder', async () => {
    const order = await shippedRetailOrder();
    const before = issued('e_archives');
    const id = (await chain.orderShipped('retail', order.id))!;
    // Shipped twice (tracking and staff): still one invoice.
    expect(await chain.orderShipped('retail', order.id)).toBe(id);
    await jobs.drain();
    const invoice = await invoiceOf(id);
    expect(invoice).toMatchObject({
      status: 'done',
      step: 'done',
      documentType: 'e_archive',
      total: 33_990,
      providerTotal: 33_990,
      lastError: null,
    });
    expect(invoice.documentNumber).toMatch(/^EAR\d+/);
    const pdf = readFileSync(path.join(dataDir, invoice.pdfPath!));
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(issued('e_archives') - before).toBe(1);
    const saved = stand.resources.get(`sales_invoices:${invoice.providerInvoiceId}`)!;
    expect(saved.attributes).toMatchObject({ order_no: order.orderNumber });
    // The gift and the shipping fee are lines of their own.
    const steps = await stepsOf(id);
    expect(steps.map((s) => s.step)).toEqual(
      expect.arrayContaining(['contact', 'products', 'invoice', 'decide', 'issue', 'poll', 'pdf']),
    );
    expect(steps.filter((s) => s.outcome === 'waiting').length).toBeGreaterThan(0);
  });

  it('a company invoice to a VKN registered in the e-invoice inbox gets an e-Fatura; the contact is found by tax number the second time', async () => {
    const company = {
      title: 'Örnek Firma A.Ş.',
      taxOffice: 'Kadıköy',
      taxNumber: PARASUT_SANDBOX_EINVOICE_VKN,
      province: 'İstanbul',
      district: 'Kadıköy',
      address: 'Rıhtım Cad. 5',
    };
    const first = await shippedRetailOrder({ companyInvoice: company, individualInvoice: null });
    const firstId = (await chain.orderShipped('retail', first.id))!;
    await jobs.drain();
    const contactsBefore = requests.filter(
      (r) => r === 'POST /__sandbox/parasut/v4/100/contacts',
    ).length;
    const second = await shippedRetailOrder({ companyInvoice: company, individualInvoice: null });
    const secondId = (await chain.orderShipped('retail', second.id))!;
    await jobs.drain();
    const [a, b] = [await invoiceOf(firstId), await invoiceOf(secondId)];
    expect(a).toMatchObject({
      status: 'done',
      documentType: 'e_invoice',
      eInvoiceTo: 'urn:mail:defaultpk@ornekfirma.com.tr',
    });
    expect(a.documentNumber).toMatch(/^EFT/);
    expect(b.contactId).toBe(a.contactId);
    expect(requests.filter((r) => r === 'POST /__sandbox/parasut/v4/100/contacts').length).toBe(
      contactsBefore,
    );
    expect(existsSync(path.join(dataDir, b.pdfPath!))).toBe(true);
  });

  it('a step that fails after the e-Arşiv was issued is recorded, and the retry carries on without issuing again', async () => {
    const order = await shippedRetailOrder({
      paymentMethod: 'CashOnDelivery',
      paymentStatus: 'CASH_ON_DELIVERY',
      cashOnDeliveryFee: 1_990,
      totalPrice: 35_980,
    });
    const before = issued('e_archives');
    stand.fail('trackable_jobs', 503, 1);
    const id = (await chain.orderShipped('retail', order.id))!;
    await jobs.drain();
    const failed = await invoiceOf(id);
    expect(failed).toMatchObject({ status: 'failed', step: 'poll', attempts: 1 });
    expect(failed.trackableJobId).not.toBeNull();
    expect(failed.lastError).toMatch(/./);
    expect((await stepsOf(id)).at(-1)).toMatchObject({ step: 'poll', outcome: 'error' });
    // A failed invoice stays put until someone retries it.
    await jobs.drain();
    expect((await invoiceOf(id)).status).toBe('failed');

    expect(await chain.retry(id)).toBe(true);
    expect(await chain.retry(id)).toBe(false);
    await jobs.drain();
    const done = await invoiceOf(id);
    expect(done).toMatchObject({ status: 'done', documentType: 'e_archive' });
    expect(issued('e_archives') - before).toBe(1);
  });

  it('a failing issue call is recorded; the retry reuses the saved sales invoice instead of making a second', async () => {
    const order = await shippedRetailOrder();
    const invoicesBefore = requests.filter(
      (r) => r === 'POST /__sandbox/parasut/v4/100/sales_invoices',
    ).length;
    stand.fail('e_archives', 500, 1);
    const id = (await chain.orderShipped('retail', order.id))!;
    await jobs.drain();
    expect(await invoiceOf(id)).toMatchObject({
      status: 'failed',
      step: 'issue',
      trackableJobId: null,
    });
    await chain.retry(id);
    await jobs.drain();
    expect(await invoiceOf(id)).toMatchObject({ status: 'done' });
    expect(
      requests.filter((r) => r === 'POST /__sandbox/parasut/v4/100/sales_invoices').length -
        invoicesBefore,
    ).toBe(1);
  });

  it('a document GİB refuses stops the chain with the reason; the retry issues it anew', async () => {
    const order = await shippedRetailOrder();
    stand.fail('job', 500, 1);
    const id = (await chain.orderShipped('retail', order.id))!;
    await jobs.drain();
    const refused = await invoiceOf(id);
    expect(refused).toMatchObject({ status: 'failed', step: 'issue', trackableJobId: null });
    expect(refused.lastError).toMatch(/reddedildi: GİB belgeyi reddetti/);
    await chain.retry(id);
    await jobs.drain();
    expect(await invoiceOf(id)).toMatchObject({ status: 'done', documentType: 'e_archive' });
  });

  it('a wholesale order gets its invoice with the account’s payment term as the due date', async () => {
    const [account] = await database.db
      .insert(wholesaleAccounts)
      .values({
        companyName: 'Bayi Ltd.',
        contactName: 'Ali Veli',
        email: 'bayi@example.com',
        phone: '5551112233',
        status: 'active',
      })
      .returning();
    const [order] = await database.db
      .insert(wholesaleOrders)
      .values({
        orderNumber: 'T000777',
        accountId: account!.id,
        cartId: 'cart-w1',
        status: 'SHIPPED',
        paymentMethod: 'openAccount',
        paymentTerm: 30,
        items: [
          {
            skuId: 1,
            sku: 'WH-1',
            name: 'Toptan ürün',
            image: null,
            qty: 10,
            productUnit: 'adet',
            price: 1_000,
            vat: 20,
          },
        ],
        freeItems: [
          {
            skuId: 1,
            sku: 'WH-1',
            name: 'Toptan ürün',
            image: null,
            qty: 2,
            productUnit: 'adet',
            price: 0,
            value: 1_000,
            vat: 20,
            free: true,
          },
        ],
        price: 10_000,
        taxPrice: 2_000,
        totalPrice: 12_000,
        deliveryAddress: {
          title: 'Depo',
          contactName: 'Ali Veli',
          phone: '5551112233',
          address: 'Sanayi Sit. 3',
          province: 'Ankara',
          district: 'Ostim',
        },
        statusHistory: [{ status: 'SHIPPED', at: new Date().toISOString(), by: 'admin' }],
      })
      .returning();
    const id = (await chain.orderShipped('wholesale', order!.id))!;
    await jobs.drain();
    const invoice = await invoiceOf(id);
    expect(invoice).toMatchObject({
      status: 'done',
      total: 12_000,
      dueDate: addDays(turkeyDay(new Date()), 30),
    });
    const saved = stand.resources.get(`sales_invoices:${invoice.providerInvoiceId}`)!;
    expect(saved.attributes.due_date).toBe(invoice.dueDate);
  });

  it('an order whose lines do not add up to its total is refused before anything is sent', async () => {
    const order = await shippedRetailOrder({ totalPrice: 40_000 });
    const before = requests.length;
    const id = (await chain.orderShipped('retail', order.id))!;
    await jobs.drain();
    expect(await invoiceOf(id)).toMatchObject({ status: 'failed' });
    expect((await invoiceOf(id)).lastError).toMatch(/eşit değil/);
    expect(requests.length).toBe(before);
  });
});
