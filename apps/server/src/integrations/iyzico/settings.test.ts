import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Config, loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-database';
import { createPaymentProvider, iyzicoSettings, loopbackOrigin } from './settings';

describe('iyzicoSettings', () => {
  it('uses iyzico when both keys are configured', async () => {
    const config = loadConfig({
      IYZICO_API_KEY: 'live-key',
      IYZICO_SECRET_KEY: 'live-secret',
      IYZICO_BASE_URL: 'https://sandbox-api.iyzipay.com',
      // A real shop has every provider (config.ts, sandboxMode).
      NETGSM_USERCODE: 'u',
      NETGSM_PASSWORD: 'p',
      NETGSM_HEADER: 'CARSI',
    });
    expect(await iyzicoSettings(config)).toEqual({
      apiKey: 'live-key',
      secretKey: 'live-secret',
      baseUrl: 'https://sandbox-api.iyzipay.com',
      sandbox: false,
    });
  });

  it("otherwise uses this server's stand-in over loopback", async () => {
    const config = loadConfig({ PORT: '4100' });
    const settings = await iyzicoSettings(config);
    expect(settings.sandbox).toBe(true);
    expect(typeof settings.baseUrl === 'function' && settings.baseUrl()).toBe(
      'http://127.0.0.1:4100/__sandbox/iyzico',
    );
  });

  it('reaches a specific listen address as itself', () => {
    expect(loopbackOrigin({ host: '0.0.0.0', port: 1 })).toBe('http://127.0.0.1:1');
    expect(loopbackOrigin({ host: '::', port: 2 })).toBe('http://127.0.0.1:2');
    expect(loopbackOrigin({ host: '10.1.2.3', port: 3 })).toBe('http://10.1.2.3:3');
    expect(loopbackOrigin({ host: '::1', port: 4 })).toBe('http://[::1]:4');
  });
});

describe('the shop in sandbox mode', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let config: Config;
  let origin: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'carsi-iyzico-')),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://shop.test',
    });
    app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('mounts the iyzico stand-in and lists it', async () => {
    const index = await app.inject('/__sandbox/');
    expect(index.json().providers).toContainEqual(
      expect.objectContaining({ name: 'iyzico', path: '/__sandbox/iyzico' }),
    );
  });

  it('gives a PaymentProvider that talks to it over HTTP, with bank links on the public URL', async () => {
    const provider = await createPaymentProvider(config, { origin: () => origin });
    const plan = await provider.installmentPlans({ binNumber: '552879', price: 45_000 });
    expect(plan?.options[2]).toEqual({
      installmentNumber: 3,
      installmentPrice: 15_000,
      totalPrice: 45_000,
    });
    const address = { contactName: 'A B', city: 'Ankara', country: 'Turkey', address: 'X' };
    const started = await provider.initialize3ds({
      conversationId: 'wired-1',
      basketId: 'O-1',
      price: 45_000,
      paidPrice: 45_000,
      installment: 3,
      callbackUrl: 'http://shop.test/api/iyzico/callback',
      card: {
        holderName: 'A B',
        number: '5528790000000008',
        expireMonth: '12',
        expireYear: '2030',
        cvc: '123',
      },
      buyer: {
        id: 'g',
        name: 'A',
        surname: 'B',
        identityNumber: '10000000146',
        email: 'a@example.com',
        registrationAddress: 'X',
        city: 'Ankara',
        country: 'Turkey',
        ip: '127.0.0.1',
      },
      shippingAddress: address,
      billingAddress: address,
      basketItems: [
        { id: 'S1', name: 'Yastık', category1: 'Yastık', itemType: 'PHYSICAL', price: 45_000 },
      ],
    });
    expect(started.htmlContent).toContain(
      `action="http://shop.test/__sandbox/iyzico/bank/${started.paymentId}"`,
    );
  });

  it("serves the bank page under the shop's security headers, which allow its inline submit", async () => {
    const payments = await app.inject('/__sandbox/iyzico/payments');
    const paymentId = payments.json().payments[0].paymentId as string;
    const page = await app.inject({ method: 'POST', url: `/__sandbox/iyzico/bank/${paymentId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(page.headers['cache-control']).toBe('no-store');
  });
});
