import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { SHOP_ORIGIN } from '../identity/testing';
import { CART_COOKIE } from './cart-cookie';
import { seedTestCatalogue, startLandingCampaign, type TestCatalogue } from './test-catalogue';
import { untilCampaignSells } from './test-visitor';

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

/** The product page's form as a browser posts it before the page's JavaScript has run. */
const postForm = (fields: string, cookies: Record<string, string> = {}, origin = SHOP_ORIGIN) =>
  app.inject({
    method: 'POST',
    url: '/sepete-ekle',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    cookies,
    payload: fields,
  });

describe('POST /sepete-ekle (add to cart without JavaScript)', () => {
  it('adds one unit to a new cart, sets the cart cookie and sends the shopper to the cart', async () => {
    const response = await postForm(`skuId=${catalogue.sheet}&qty=1`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/sepet');
    const cookie = response.cookies.find((c) => c.name === CART_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const cart = await app.inject({
      method: 'GET',
      url: '/api/cart',
      cookies: { [CART_COOKIE]: cookie!.value },
    });
    expect(cart.json().items).toMatchObject([{ skuId: catalogue.sheet, qty: 1, price: 11_000 }]);
  });

  it('adds to the cart the cookie names, like the button after hydration', async () => {
    const first = await postForm(`skuId=${catalogue.quilt}`);
    const cookies = { [CART_COOKIE]: first.cookies.find((c) => c.name === CART_COOKIE)!.value };
    await postForm(`skuId=${catalogue.quilt}`, cookies);
    const cart = await app.inject({ method: 'GET', url: '/api/cart', cookies });
    expect(cart.json().items).toMatchObject([{ skuId: catalogue.quilt, qty: 2 }]);
  });

  it('sends a refused add to the cart page with a fixed reason word', async () => {
    const soldOut = await postForm(`skuId=${catalogue.blanket}`);
    expect(soldOut.statusCode).toBe(303);
    expect(soldOut.headers.location).toBe('/sepet?eklenemedi=stok');
    const unknown = await postForm('skuId=99999999');
    expect(unknown.headers.location).toBe('/sepet?eklenemedi=urun');
  });

  it("adds a landing page's unit at the campaign price, or says the campaign ended", async () => {
    const own = await seedTestCatalogue(database.db);
    const ended = await postForm(`skuId=${own.sheet}&qty=1&campaign=1`);
    expect(ended.headers.location).toBe('/sepet?eklenemedi=kampanya');
    await startLandingCampaign(database.db, own.sheet, { pricePercent: 85 });
    await untilCampaignSells(app, own.sheet);
    const added = await postForm(`skuId=${own.sheet}&qty=1&campaign=1`);
    expect(added.headers.location).toBe('/sepet');
    const cookies = { [CART_COOKIE]: added.cookies.find((c) => c.name === CART_COOKIE)!.value };
    const cart = await app.inject({ method: 'GET', url: '/api/cart', cookies });
    expect(cart.json().items).toMatchObject([{ skuId: own.sheet, qty: 1, price: 9_350 }]);
  });

  it('answers 400 naming the field for a malformed SKU', async () => {
    const response = await postForm('skuId=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('body.skuId');
  });

  it('refuses a post from another site', async () => {
    const response = await postForm(`skuId=${catalogue.sheet}`, {}, 'https://evil.example');
    expect(response.statusCode).toBe(403);
    const fetchMetadata = await app.inject({
      method: 'POST',
      url: '/sepete-ekle',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'null',
        'sec-fetch-site': 'cross-site',
      },
      payload: `skuId=${catalogue.sheet}`,
    });
    expect(fetchMetadata.statusCode).toBe(403);
  });

  it("takes the browser's word that the post is same-origin when Origin is null", async () => {
    // A form post under Referrer-Policy: no-referrer carries Origin: null.
    const response = await app.inject({
      method: 'POST',
      url: '/sepete-ekle',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'null',
        'sec-fetch-site': 'same-origin',
      },
      payload: `skuId=${catalogue.sheet}`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/sepet');
  });
});
