import type { AddressInfo } from 'node:net';
import {
  PARASUT_SANDBOX_CREDENTIALS as CREDENTIALS,
  type ParasutSandbox,
  parasutSandbox,
  sandboxPlugin,
} from '@carsi/sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { invoicingTokens } from '../../../db/schema';
import { openTestDatabase } from '../../../db/test-database';
import { LocalCounter } from '../../marketplaces/index';
import { decideEDocument } from '../e-document';
import { InvoiceLimiter } from '../limiter';
import { InvoiceError } from '../provider';
import { DatabaseTokenStore, tokenBoxFromSecret } from '../tokens';
import { ParasutClient } from './client';

/** A short window keeps the limiter tests fast; the rule (10 per window) is Paraşüt's. */
const WINDOW = { max: 10, windowMs: 1_000 };

describe('Paraşüt client against the stand-in over HTTP', () => {
  let app: FastifyInstance;
  let stand: ParasutSandbox;
  let database: DatabaseHandle;
  let baseUrl: string;
  let company = 0;
  // One counter for every client, as the shared store is for every process.
  const counter = new LocalCounter();

  beforeAll(async () => {
    database = await openTestDatabase();
    stand = parasutSandbox({ jobPolls: 3, pdfPolls: 2, limit: WINDOW });
    app = Fastify();
    await app.register(sandboxPlugin, { prefix: '/__sandbox', providers: [stand] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/__sandbox/parasut`;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** A client as one server process builds it; `storeId` picks the token row (one per test). */
  function client(
    storeId: string,
    overrides: { limit?: typeof WINDOW; secret?: string; fetch?: typeof fetch } = {},
  ) {
    const settings = { ...CREDENTIALS, baseUrl };
    const tokens = new DatabaseTokenStore(
      database.db,
      'parasut',
      storeId,
      tokenBoxFromSecret(overrides.secret ?? settings.clientSecret),
    );
    return new ParasutClient({
      settings,
      tokens,
      limiter: new InvoiceLimiter(counter, { limit: overrides.limit ?? WINDOW }),
      ...(overrides.fetch ? { fetch: overrides.fetch } : {}),
    });
  }

  let storeId: string;
  beforeEach(() => {
    company += 1;
    storeId = `test-${company}`;
  });

  it('logs in once, keeps the tokens sealed in the database and reuses them', async () => {
    const before = stand.counts.passwordGrants;
    const first = client(storeId);
    await first.findContactByTaxNumber('11111111111');
    // A second process reads the stored token instead of logging in again.
    await client(storeId).findContactByTaxNumber('11111111111');
    expect(stand.counts.passwordGrants - before).toBe(1);
    const rows = await database.db.select().from(invoicingTokens);
    const row = rows.find((r) => r.companyId === storeId)!;
    expect(row.refreshTokenEncrypted).toMatch(/^v1\./);
    expect(row.accessTokenEncrypted).toMatch(/^v1\./);
  });

  it('refreshes with the rotating refresh token; the old one is refused afterwards', async () => {
    const c = client(storeId);
    await c.findContactByTaxNumber('1');
    const tokens = new DatabaseTokenStore(
      database.db,
      'parasut',
      storeId,
      tokenBoxFromSecret(CREDENTIALS.clientSecret),
    );
    const old = (await tokens.read()).refreshToken!;
    stand.expireAccessTokens();
    const refreshes = stand.counts.refreshGrants;
    const logins = stand.counts.passwordGrants;
    await c.findContactByTaxNumber('1'); // 401 → refresh → retried
    expect(stand.counts.refreshGrants - refreshes).toBe(1);
    expect(stand.counts.passwordGrants - logins).toBe(0);
    const rotated = (await tokens.read()).refreshToken!;
    expect(rotated).not.toBe(old);
    const response = await fetch(`${baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: old,
        client_id: CREDENTIALS.clientId,
        client_secret: CREDENTIALS.clientSecret,
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('several clients refreshing at once refresh once (one lock, the new token shared)', async () => {
    await client(storeId).findContactByTaxNumber('1');
    stand.expireAccessTokens();
    const refreshes = stand.counts.refreshGrants;
    const logins = stand.counts.passwordGrants;
    // Four "processes" (own caches) sharing one token row.
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map(() => client(storeId).findContactByTaxNumber('1')),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(stand.counts.refreshGrants - refreshes).toBe(1);
    expect(stand.counts.passwordGrants - logins).toBe(0);
  });

  it('a lost refresh token falls back to the password grant', async () => {
    await client(storeId).findContactByTaxNumber('1');
    // Another secret cannot open the row: read as empty, so a fresh login follows.
    const logins = stand.counts.passwordGrants;
    await client(storeId, { secret: 'rotated-client-secret' }).findContactByTaxNumber('1');
    expect(stand.counts.passwordGrants - logins).toBe(1);
  });

  it('wrong credentials are an auth error with no secret in it', async () => {
    const c = new ParasutClient({
      settings: { ...CREDENTIALS, baseUrl, password: 'yanlis-sifre-123' },
      tokens: new DatabaseTokenStore(database.db, 'parasut', storeId, tokenBoxFromSecret('x')),
      limiter: new InvoiceLimiter(counter, { limit: WINDOW }),
    });
    const error = await c.findContactByTaxNumber('1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvoiceError);
    expect((error as InvoiceError).kind).toBe('auth');
    expect(JSON.stringify(error)).not.toContain('yanlis-sifre-123');
    expect(String((error as Error).message)).not.toContain(CREDENTIALS.clientSecret);
  });

  it('the limiter holds 10 requests per window: 35 calls, no 429', async () => {
    const c = client(storeId);
    await c.findContactByTaxNumber('1');
    // Start at a window's beginning so the count is exact.
    await new Promise((r) => setTimeout(r, WINDOW.windowMs - (Date.now() % WINDOW.windowMs) + 5));
    const limited = stand.counts.limited;
    const started = Date.now();
    await Promise.all(Array.from({ length: 35 }, () => c.findProductByCode('YOK')));
    const took = Date.now() - started;
    expect(stand.counts.limited - limited).toBe(0);
    // 35 calls at 10 per window need at least three window changes.
    expect(took).toBeGreaterThanOrEqual(3 * WINDOW.windowMs - 100);
  }, 20_000);

  it('without our limiter the stand-in answers 429, mapped to rate-limited', async () => {
    const c = client(storeId, { limit: { max: 1000, windowMs: 1_000 } });
    await c.findContactByTaxNumber('1');
    const results = await Promise.allSettled(
      Array.from({ length: 15 }, () => c.findProductByCode('YOK')),
    );
    const failures = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]!.reason).toBeInstanceOf(InvoiceError);
    expect((failures[0]!.reason as InvoiceError).kind).toBe('rate-limited');
    await new Promise((r) => setTimeout(r, WINDOW.windowMs + 10));
  });

  it('contacts and products: found by tax number / code, created once', async () => {
    const c = client(storeId);
    expect(await c.findContactByTaxNumber('22222222222')).toBeNull();
    const created = await c.createContact({
      name: 'Ayşe Yılmaz',
      kind: 'person',
      taxNumber: '22222222222',
      city: 'İstanbul',
    });
    expect(await c.findContactByTaxNumber('22222222222')).toEqual(created);
    expect(await c.findProductByCode('NV-001')).toBeNull();
    const product = await c.createProduct({
      code: 'NV-001',
      name: 'Nevresim',
      vatRate: 10,
      listPrice: 54_545,
    });
    expect((await c.findProductByCode('NV-001'))?.id).toBe(product.id);
  });

  it('the inbox decides e-Fatura vs e-Arşiv, the job is polled to done, the PDF is 204 then a link', async () => {
    const c = client(storeId);
    const contact = await c.createContact({
      name: 'Örnek Firma A.Ş.',
      kind: 'company',
      taxNumber: '1234567803',
      taxOffice: 'Kadıköy',
    });
    expect(await decideEDocument(c, '1234567803')).toMatchObject({
      kind: 'e_invoice',
      to: expect.stringContaining('urn:mail:'),
    });
    expect(await decideEDocument(c, '9999999999')).toEqual({ kind: 'e_archive' });
    expect(await decideEDocument(c, null)).toEqual({ kind: 'e_archive' });

    const invoice = await c.createSalesInvoice({
      itemType: 'invoice',
      contactId: contact.id,
      issueDate: '2026-11-28',
      order: { number: 'S-1001', date: '2026-11-27' },
      lines: [
        { description: 'Nevresim', qty: 3, vatRate: 10, listNet: 100_000, discount: 1_000 },
        { description: 'Kargo', qty: 1, vatRate: 20, listNet: 4_166, discount: 0 },
      ],
    });
    // 99 000 + 9 900 VAT + 4 166 + 833 VAT
    expect(invoice.grossTotal).toBe(113_899);

    const choice = await decideEDocument(c, '1234567803');
    if (choice.kind !== 'e_invoice') throw new Error('expected an e-Fatura');
    let job = await c.issueEInvoice(invoice.id, { to: choice.to, scenario: 'commercial' });
    expect(job.status).toBe('pending');
    const seen: string[] = [];
    while (job.status === 'pending' || job.status === 'running') {
      job = await c.pollJob(job.id);
      seen.push(job.status);
    }
    expect(seen).toEqual(['pending', 'running', 'done']);
    const document = await c.activeEDocument(invoice.id);
    expect(document).toMatchObject({ kind: 'e_invoice', number: expect.stringMatching(/^EFT/) });

    expect(await c.documentPdf(document!)).toEqual({ state: 'pending' });
    expect(await c.documentPdf(document!)).toEqual({ state: 'pending' });
    const pdf = await c.documentPdf(document!);
    if (pdf.state !== 'ready') throw new Error('expected the link');
    const file = await fetch(pdf.url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await file.text()).startsWith('%PDF')).toBe(true);
  });

  it('an e-Arşiv carries the internet-sale and shipment blocks; a failing job is visible', async () => {
    const c = client(storeId);
    const contact = await c.createContact({
      name: 'Ali Veli',
      kind: 'person',
      taxNumber: '33333333333',
    });
    const invoice = await c.createSalesInvoice({
      itemType: 'invoice',
      contactId: contact.id,
      issueDate: '2026-11-28',
      lines: [{ description: 'Yastık', qty: 1, vatRate: 20, listNet: 20_000, discount: 0 }],
    });
    stand.fail('job');
    let job = await c.issueEArchive(invoice.id, {
      internetSale: {
        url: 'https://carsi.test',
        payment: 'card',
        platform: 'iyzico',
        paymentDate: '2026-11-27',
      },
      shipment: { carrier: 'Yurtiçi Kargo', carrierVkn: '9860008925', date: '2026-11-28' },
    });
    while (job.status === 'pending' || job.status === 'running') job = await c.pollJob(job.id);
    expect(job.status).toBe('error');
    expect(job.errors.length).toBeGreaterThan(0);
    expect(await c.activeEDocument(invoice.id)).toBeNull();
  });

  it('refusals and outages become typed errors (422 rejected with texts, 5xx unavailable)', async () => {
    const c = client(storeId);
    const refused = (await c
      .createSalesInvoice({
        itemType: 'invoice',
        contactId: 'nope',
        issueDate: '2026-11-28',
        lines: [],
      })
      .catch((e: unknown) => e)) as InvoiceError;
    expect(refused).toMatchObject({ kind: 'rejected', status: 422 });
    expect(refused.details.length).toBeGreaterThan(0);
    stand.fail('products', 503);
    await expect(c.findProductByCode('X')).rejects.toMatchObject({
      kind: 'unavailable',
      status: 503,
    });
    await expect(c.pollJob('missing')).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('an answer that is not JSON, or no answer at all, is an error that says what happened', async () => {
    // A proxy's HTML page in front of the product list, then the network gone.
    const proxied = client(storeId, {
      fetch: async (url, init) =>
        String(url).includes('/products')
          ? new Response('<html><body>502 Bad   Gateway</body></html>', { status: 502 })
          : fetch(url, init),
    });
    const proxyError = (await proxied
      .findProductByCode('X')
      .catch((e: unknown) => e)) as InvoiceError;
    expect(proxyError).toMatchObject({ kind: 'unavailable', status: 502 });
    expect(proxyError.details).toEqual(['<html><body>502 Bad Gateway</body></html>']);
    const offline = client(storeId, {
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const offlineError = (await offline
      .findProductByCode('X')
      .catch((e: unknown) => e)) as InvoiceError;
    expect(offlineError).toMatchObject({ kind: 'unavailable', status: null });
    expect(offlineError.details).toEqual(['TypeError: fetch failed']);
  });
});
