import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startTestShop, type TestShop } from '../identity/testing';
import { LocalCounter } from '../marketplaces/index';
import { decideEDocument } from './e-document';
import { InvoiceLimiter } from './limiter';
import { ParasutClient } from './parasut/client';
import { parasutSettings } from './settings';
import { DatabaseTokenStore, tokenBoxFromSecret } from './tokens';

describe('a sandbox shop serves the Paraşüt stand-in', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startTestShop();
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
  });

  it('the client, set up from the configuration, talks to /__sandbox/parasut', async () => {
    const origin = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`;
    const settings = await parasutSettings(loadConfig({ NODE_ENV: 'test' }), () => origin);
    expect(settings?.sandbox).toBe(true);
    const client = new ParasutClient({
      settings: settings!,
      tokens: new DatabaseTokenStore(
        shop.database.db,
        'parasut',
        settings!.companyId,
        tokenBoxFromSecret(settings!.clientSecret),
      ),
      limiter: new InvoiceLimiter(new LocalCounter()),
    });
    expect(await client.findContactByTaxNumber('12345678901')).toBeNull();
    expect(await decideEDocument(client, '1234567803')).toMatchObject({ kind: 'e_invoice' });
  });
});
