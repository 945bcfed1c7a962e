import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { invoiceSteps, invoices } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { adminBearer } from '../identity/testing';

describe('the back office invoice list, one invoice and the retry button', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let accounting: Record<string, string>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildTestApp(database);
    accounting = await adminBearer(database, 'accounting');
    const day = 86_400_000;
    const rows = [
      {
        key: 'done',
        orderNumber: '2611-10001',
        buyerName: 'Ayşe Yılmaz',
        status: 'done',
        step: 'done',
        documentType: 'e_archive',
        documentNumber: 'EAR2026000000001',
        pdfPath: 'invoices/x.pdf',
        createdAt: new Date(Date.now() - 3 * day),
      },
      {
        key: 'efatura',
        orderNumber: '2611-10002',
        buyerName: 'Örnek Firma A.Ş.',
        status: 'done',
        step: 'done',
        documentType: 'e_invoice',
        documentNumber: 'EFT2026000000002',
        createdAt: new Date(Date.now() - 3 * day),
      },
      {
        key: 'failed',
        orderNumber: '2611-10003',
        buyerName: 'Mehmet Demir',
        status: 'failed',
        step: 'poll',
        lastError: 'Paraşüt yanıt vermedi (503).',
        attempts: 7,
        createdAt: new Date(Date.now() - 2 * day),
      },
      {
        key: 'fresh',
        orderNumber: '2611-10004',
        buyerName: 'Zeynep Kaya',
        status: 'waiting',
        step: 'pdf',
        createdAt: new Date(),
      },
    ];
    for (const { key, ...row } of rows) {
      const [saved] = await database.db
        .insert(invoices)
        .values({ orderKind: 'retail', orderId: `order-${key}`, total: 10_000, ...row })
        .returning();
      ids[key] = saved!.id;
    }
    await database.db.insert(invoiceSteps).values([
      { invoiceId: ids.failed!, step: 'issue', outcome: 'ok', message: 'e-Arşiv gönderildi.' },
      {
        invoiceId: ids.failed!,
        step: 'poll',
        outcome: 'error',
        message: 'Paraşüt yanıt vermedi (503).',
      },
    ]);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const list = async (query: string, headers = accounting) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/invoices${query}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      invoices: Array<{ orderNumber: string; pdfUrl: string | null }>;
      total: number;
    };
  };
  const numbers = (body: { invoices: Array<{ orderNumber: string }> }) =>
    body.invoices.map((i) => i.orderNumber).sort();

  it('lists newest first with filters: status, type, date, waiting too long, and a search', async () => {
    const all = await list('');
    expect(all.total).toBe(4);
    expect(all.invoices[0]!.orderNumber).toBe('2611-10004');
    expect(all.invoices.find((i) => i.orderNumber === '2611-10001')!.pdfUrl).toBe(
      '/api/orders/viewinvoice/order-done/2611-10001',
    );
    expect(numbers(await list('?status=failed'))).toEqual(['2611-10003']);
    expect(numbers(await list('?type=e_invoice'))).toEqual(['2611-10002']);
    expect(numbers(await list('?late=1'))).toEqual(['2611-10003']);
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect(numbers(await list(`?from=${today}`))).toEqual(['2611-10004']);
    expect(numbers(await list('?q=örnek'))).toEqual(['2611-10002']);
    expect(numbers(await list('?q=10003'))).toEqual(['2611-10003']);
    expect(numbers(await list('?q=EAR2026'))).toEqual(['2611-10001']);
  });

  it('shows one invoice with its steps and errors', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/invoices/${ids.failed}`,
      headers: accounting,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'failed',
      lastError: 'Paraşüt yanıt vermedi (503).',
      steps: [
        { step: 'issue', outcome: 'ok' },
        { step: 'poll', outcome: 'error', message: 'Paraşüt yanıt vermedi (503).' },
      ],
    });
  });

  it('retries a failed invoice once; an issued one is refused', async () => {
    const retry = (id: string) =>
      app.inject({ method: 'POST', url: `/api/admin/invoices/${id}/retry`, headers: accounting });
    expect((await retry(ids.failed!)).statusCode).toBe(200);
    const [row] = await database.db.select().from(invoices).where(eq(invoices.id, ids.failed!));
    expect(row).toMatchObject({ status: 'queued', step: 'poll' });
    expect((await retry(ids.failed!)).statusCode).toBe(409);
    expect((await retry(ids.done!)).statusCode).toBe(409);
  });

  it('is for staff with the accounting area only', async () => {
    for (const role of ['warehouse', 'marketing', 'customerService'] as const) {
      const headers = await adminBearer(database, role);
      expect(
        (await app.inject({ method: 'GET', url: '/api/admin/invoices', headers })).statusCode,
        role,
      ).toBe(403);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/admin/invoices/${ids.fresh}/retry`,
            headers,
          })
        ).statusCode,
        role,
      ).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/invoices' })).statusCode).toBe(401);
    await list('', await adminBearer(database, 'owner'));
  });
});
