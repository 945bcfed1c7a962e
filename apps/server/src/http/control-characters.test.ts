import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { seedTestCatalogue, type TestCatalogue, testVisitor } from '../modules/cart/testing';
import { orderBody } from '../modules/orders/testing';
import { buildTestApp } from '../test-app';
import { isUnsafePageAddress } from './control-characters';

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

const refusedField = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { code: string; errors: Array<{ field: string }> };
  expect(body.code).toBe('VALIDATION_FAILED');
  return body.errors[0]?.field;
};

describe('control characters at the edge', () => {
  it('refuses a NUL byte in a query or path parameter with a 400 naming it', async () => {
    expect(refusedField(await app.inject('/api/products/?keyword=%00'))).toBe('query.keyword');
    expect(refusedField(await app.inject('/api/products/skudetails/1/%00'))).toBe('params.skuCode');
    expect(refusedField(await app.inject('/api/products/?keyword=a%0Ab'))).toBe('query.keyword');
  });

  it('refuses them in body text, and line breaks outside multi-line fields', async () => {
    const shopper = testVisitor(app);
    await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
    const withContact = (firstName: string) =>
      orderBody({
        deliveryContact: {
          ...(orderBody().deliveryContact as object),
          firstName,
        },
      });
    for (const name of ['Ay\u0000şe', 'Ay\u001bşe', 'Ay\nşe', 'Ay\u007fşe']) {
      const response = await shopper.call('POST', '/api/orders', withContact(name));
      expect(refusedField(response)).toBe('body.deliveryContact.firstName');
    }
    const address = (text: string) =>
      orderBody({
        shippingAddress: { ...(orderBody().shippingAddress as object), address: text },
      });
    const nul = await shopper.call('POST', '/api/orders', address('Moda Cad.\u0000'));
    expect(refusedField(nul)).toBe('body.shippingAddress.address');
    // An address is a textarea: its line breaks and tabs stay.
    const placed = await shopper.call('POST', '/api/orders', address('Moda Cad. No: 1\nD: 2\t'));
    expect(placed.statusCode).toBe(200);
    expect(placed.json().shippingAddress.address).toBe('Moda Cad. No: 1\nD: 2');
  });

  it('refuses a control character in a key, too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders/checkorderphone',
      payload: { 'ph\u0000one': '05321234567' },
    });
    expect(refusedField(response)).toBe('body.ph\u0000one');
  });
});

describe('page addresses', () => {
  it('are unsafe when the path or query decodes to a control character or not at all', () => {
    expect(isUnsafePageAddress('/ara/a%00b')).toBe(true);
    expect(isUnsafePageAddress('/ara/yast%C4%B1k?q=%0A')).toBe(true);
    expect(isUnsafePageAddress('/ara/%E0%A4%A')).toBe(true);
    expect(isUnsafePageAddress('/ara/yast%C4%B1k?sayfa=2')).toBe(false);
    expect(isUnsafePageAddress('/')).toBe(false);
  });
});
