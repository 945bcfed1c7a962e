import { CONTROL_CHARACTER_MESSAGE } from '@carsi/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { skus } from '../db/schema';
import { openTestDatabase } from '../db/test-database';
import { seedTestCatalogue, type TestCatalogue, testVisitor } from '../modules/cart/testing';
import { orderBody } from '../modules/orders/testing';
import { buildTestApp } from '../test-app';
import { isUnsafePageAddress } from './control-characters';

// Bidi controls and zero-width characters are refused at the edge that refuses NUL,
// so "‮gpj.exe" style names never reach an order, a review, a question or an address.

let database: DatabaseHandle;
let app: FastifyInstance;
let catalogue: TestCatalogue;
let productId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  catalogue = await seedTestCatalogue(database.db);
  const [row] = await database.db
    .select({ productId: skus.productId })
    .from(skus)
    .where(eq(skus.id, catalogue.sheet));
  productId = row!.productId;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** One from each refused range: zero-width, embedding/override, isolate. */
const INVISIBLE = ['\u200b', '\u200d', '\u200f', '\u202a', '\u202e', '\u2066', '\u2069'];

const refused = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(400);
  const body = response.json() as {
    code: string;
    errors: Array<{ field: string; message: string }>;
  };
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.errors[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
  return body.errors[0]?.field;
};

describe('bidi controls and zero-width characters at the edge', () => {
  it('are refused in an order name and address, naming the field', async () => {
    const shopper = testVisitor(app);
    await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
    for (const mark of INVISIBLE) {
      const named = orderBody({
        deliveryContact: { ...(orderBody().deliveryContact as object), firstName: `Ay${mark}şe` },
      });
      expect(refused(await shopper.call('POST', '/api/orders', named))).toBe(
        'body.deliveryContact.firstName',
      );
    }
    // A multi-line field keeps its line breaks but not these.
    const address = orderBody({
      shippingAddress: {
        ...(orderBody().shippingAddress as object),
        address: 'Moda Cad.\n\u202eNo: 1',
      },
    });
    expect(refused(await shopper.call('POST', '/api/orders', address))).toBe(
      'body.shippingAddress.address',
    );
  });

  it('are refused in a review and a question', async () => {
    const review = await app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      payload: { name: 'Merve', rating: 5, comment: 'Çok güzel\u200b bir ürün' },
    });
    expect(refused(review)).toBe('body.comment');
    const question = await app.inject({
      method: 'POST',
      url: `/api/products/${productId}/questions`,
      payload: { name: 'Mer\u2066ve', question: 'Bu nevresim pamuk mu?' },
    });
    expect(refused(question)).toBe('body.name');
  });

  it('are refused in a search query and make a page address unsafe', async () => {
    expect(refused(await app.inject('/api/products/?keyword=yast%E2%80%AEk'))).toBe(
      'query.keyword',
    );
    expect(isUnsafePageAddress('/ara/yast%E2%80%8Bk')).toBe(true);
    expect(isUnsafePageAddress('/ara/yast%C4%B1k')).toBe(false);
  });
});
