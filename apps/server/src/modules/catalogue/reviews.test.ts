import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, products, questions, reviews } from '../../db/schema';
import { createSession } from '../identity/index';
import { Catalogue } from './catalogue-service';
import { type CatalogueTestApp, startCatalogueApp } from './test-catalogue';

let t: CatalogueTestApp;
beforeAll(async () => {
  t = await startCatalogueApp({ postLimit: { max: 4, windowMs: 60_000 } });
});
afterAll(() => t.close());

/** Each test posts from its own address so the per-visitor limit is its own business. */
const post = (url: string, payload: object, ip: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

let phoneSeq = 0;

/**
 * A signed-in customer who bought each of `productIds` once in a settled order (`payment`), as
 * the orders module stores it; returns their id and a Bearer token.
 */
async function buyer(
  productIds: number[],
  payment: { paymentStatus: string; orderStatus?: string } = { paymentStatus: 'PAID' },
) {
  const db = t.database.db;
  phoneSeq += 1;
  const [customer] = await db
    .insert(customers)
    .values({ phone: `+90539${String(Date.now()).slice(-5)}${String(phoneSeq).padStart(2, '0')}` })
    .returning({ id: customers.id });
  const customerId = customer!.id;
  const line = (productId: number, price: number) => ({
    skuId: 1,
    productId,
    sku: 'X',
    name: 'Ürün',
    target: 'Pass',
    type: 'Pass',
    size: 'Pass',
    color: 'Pass',
    image: null,
    qty: 1,
    price,
    priceForOne: price,
    priceGap: price,
    vat: 10,
    productUnit: 'Adet',
    itemsTotalPrice: price,
  });
  await db.insert(orders).values({
    id: randomBytes(16).toString('base64url'),
    orderNumber: `T-${randomUUID().slice(0, 12)}`,
    customerId,
    orderStatus: payment.orderStatus ?? 'CONFIRMED',
    paymentStatus: payment.paymentStatus,
    orderPhone: '+905391112233',
    // A free gift line of the first product: nobody bought it, so it earns no review.
    items: [...productIds.map((id) => line(id, 10_000)), line(productIds[0]!, 0)],
    itemsPrice: 9_091,
    shippingPrice: 0,
    taxPrice: 909,
    totalPrice: 10_000 * productIds.length,
    deliveryContact: {
      firstName: 'A',
      lastName: 'B',
      phone: '+905391112233',
      email: 'a@b.c',
      ip: '',
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
  const { token } = await createSession(db, {
    kind: 'customer',
    principalId: customerId,
    ttlMs: 3_600_000,
  });
  return { customerId, token };
}

async function eventually(check: () => Promise<boolean>, ms = 3_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

describe('reviews', () => {
  it('lists reviews newest first with the rating table, in two queries', async () => {
    t.resetQueries();
    const response = await t.app.inject(`/api/products/${t.ids.sheet}/reviews`);
    expect(t.queries()).toHaveLength(2);
    expect(response.json()).toMatchObject({
      page: 1,
      pages: 1,
      count: 2,
      rating: 4.5,
      numReviews: 2,
      ratingCounts: { 4: 1, 5: 1 },
    });
    expect((await t.app.inject(`/api/products/999999/reviews`)).statusCode).toBe(404);
    expect(
      (await t.app.inject(`/api/products/${t.ids.sheet}/reviews?pageNumber=x`)).json().errors[0]
        .field,
    ).toBe('query.pageNumber');
  });

  it("publishes a buyer's review of a purchased line at once, marked, with the new rating", async () => {
    const { token } = await buyer([t.ids.sheet]);
    // Warm the cache, then post: the next reads must not be stale.
    await t.app.inject(`/api/products/productdetails/${t.ids.sheet}`);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/products/${t.ids.sheet}/reviews`,
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Zeynep A.', rating: 2, comment: '  <b>İnce</b> kumaş  ' },
      remoteAddress: '10.0.0.1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      review: {
        name: 'Zeynep A.',
        rating: 2,
        comment: '<b>İnce</b> kumaş',
        verifiedPurchase: true,
      },
      published: true,
      rating: 3.7,
      numReviews: 3,
      ratingCounts: { 2: 1, 4: 1, 5: 1 },
    });
    const details = (await t.app.inject(`/api/products/productdetails/${t.ids.sheet}`)).json();
    expect(details).toMatchObject({ rating: 3.7, numReviews: 3 });
    expect(details.reviews[0]).toMatchObject({ name: 'Zeynep A.', verifiedPurchase: true });
    const list = (await t.app.inject(`/api/products/?keyword=nevresim`)).json();
    expect(list.products[0]).toMatchObject({ rating: 3.7, numReviews: 3 });
    const page = (await t.app.inject(`/api/products/${t.ids.sheet}/reviews`)).json();
    expect(page.reviews[0]).toMatchObject({ name: 'Zeynep A.', verifiedPurchase: true });
    expect(page.reviews[1]).toMatchObject({ verifiedPurchase: false });
  });

  it('holds reviews from strangers for moderation and changes nothing shown', async () => {
    const before = (await t.app.inject(`/api/products/${t.ids.sheet}/reviews`)).json();
    const response = await post(
      `/api/products/${t.ids.sheet}/reviews`,
      { name: 'Yabancı K.', rating: 1, comment: 'Hiç almadım ama kötü' },
      '10.0.0.4',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      published: false,
      review: { name: 'Yabancı K.', verifiedPurchase: false },
      rating: before.rating,
      numReviews: before.numReviews,
    });
    const after = (await t.app.inject(`/api/products/${t.ids.sheet}/reviews`)).json();
    expect(after).toMatchObject({ rating: before.rating, numReviews: before.numReviews });
    expect(after.reviews.map((r: { name: string }) => r.name)).not.toContain('Yabancı K.');
    const [stored] = await t.database.db
      .select({ isPublished: reviews.isPublished, orderId: reviews.orderId })
      .from(reviews)
      .where(eq(reviews.authorName, 'Yabancı K.'));
    expect(stored).toEqual({ isPublished: false, orderId: null });
  });

  it('gives a buyer one published review per purchased line; the next one waits', async () => {
    const { customerId } = await buyer([t.ids.quilt]);
    const web = new Catalogue(t.database).forWeb('10.0.0.5', customerId);
    const first = await web.createReview(t.ids.quilt, {
      name: 'Can',
      rating: '5',
      comment: 'Çok iyi',
    });
    expect(first).toMatchObject({ ok: true, published: true, review: { verifiedPurchase: true } });
    const second = await web.createReview(t.ids.quilt, {
      name: 'Can',
      rating: '1',
      comment: 'Tekrar',
    });
    expect(second).toMatchObject({
      ok: true,
      published: false,
      review: { verifiedPurchase: false },
    });
    // A product the customer did not buy: moderation as for anyone.
    const other = await web.createReview(t.ids.gift, {
      name: 'Can',
      rating: '4',
      comment: 'Hediye',
    });
    expect(other).toMatchObject({ ok: true, published: false });
  });

  it('does not count unpaid or cancelled orders as a purchase', async () => {
    for (const payment of [
      { paymentStatus: 'UNPAID' },
      { paymentStatus: 'PAID', orderStatus: 'CANCELLED' },
    ]) {
      const { customerId } = await buyer([t.ids.pillow], payment);
      const web = new Catalogue(t.database).forWeb(`10.0.1.${phoneSeq}`, customerId);
      const result = await web.createReview(t.ids.pillow, {
        name: 'Ece',
        rating: '5',
        comment: 'Güzel',
      });
      expect(result, JSON.stringify(payment)).toMatchObject({ ok: true, published: false });
    }
  });

  it('refuses bad ratings and texts, naming each field', async () => {
    const url = `/api/products/${t.ids.pillow}/reviews`;
    for (const rating of [0, 6, 2.5, 'beş', null]) {
      const response = await post(url, { name: 'Ali V.', rating, comment: 'Güzel' }, '10.0.0.2');
      expect(response.statusCode, String(rating)).toBe(400);
      expect(response.json().errors[0].field).toBe('body.rating');
    }
    const empty = await post(url, {}, '10.0.0.3');
    expect(empty.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'body.name',
      'body.rating',
      'body.comment',
    ]);
    const extra = await post(
      url,
      { name: 'Ali V.', rating: 5, comment: 'İyi', admin: true },
      '10.0.0.3',
    );
    expect(extra.json().errors[0].field).toBe('body.admin');
    const unknown = await post(
      '/api/products/999999/reviews',
      { name: 'Ali V.', rating: 5, comment: 'İyi' },
      '10.0.0.3',
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.app.inject(`/api/products/productdetails/${t.ids.pillow}`)).json().numReviews,
    ).toBe(0);
  });

  it("keeps the count right when buyers' reviews arrive at once", async () => {
    const url = `/api/products/${t.ids.quilt}/reviews`;
    const [before] = await t.database.db
      .select({ numReviews: products.numReviews })
      .from(products)
      .where(eq(products.id, t.ids.quilt));
    const buyers = await Promise.all([1, 2, 3, 4].map(() => buyer([t.ids.quilt])));
    const results = await Promise.all(
      [5, 4, 3, 5].map((rating, i) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${buyers[i]!.token}` },
          payload: { name: `Kişi ${i}`, rating, comment: 'Aynı anda' },
          remoteAddress: `10.1.0.${i}`,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(results.every((r) => r.json().published)).toBe(true);
    const [row] = await t.database.db
      .select({ numReviews: products.numReviews })
      .from(products)
      .where(eq(products.id, t.ids.quilt));
    expect(row!.numReviews).toBe(before!.numReviews + 4);
  });

  it('limits how often one visitor may post', async () => {
    const url = `/api/products/${t.ids.pillow}/reviews`;
    const body = { name: 'Hızlı K.', rating: 5, comment: 'Tekrar tekrar' };
    for (let i = 0; i < 4; i++) expect((await post(url, body, '10.9.9.9')).statusCode).toBe(201);
    const limited = await post(url, body, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    // Someone else is not affected.
    expect((await post(url, body, '10.9.9.8')).statusCode).toBe(201);
  });
});

describe('questions', () => {
  it("holds a stranger's question for moderation", async () => {
    const response = await post(
      `/api/products/${t.ids.pillow}/questions`,
      { name: 'Meraklı K.', question: 'Kaç derecede yıkanır?' },
      '10.2.0.9',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ published: false });
    const list = (await t.app.inject(`/api/products/${t.ids.pillow}/questions`)).json();
    expect(list.questions.map((q: { name: string }) => q.name)).not.toContain('Meraklı K.');
    const [stored] = await t.database.db
      .select({ isPublished: questions.isPublished })
      .from(questions)
      .where(eq(questions.authorName, 'Meraklı K.'));
    expect(stored).toEqual({ isPublished: false });
  });

  it("stores a buyer's question without an answer and lists it", async () => {
    const { token } = await buyer([t.ids.pillow]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/products/${t.ids.pillow}/questions`,
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Elif S.', question: 'Yıkanabilir mi?' },
      remoteAddress: '10.2.0.1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().published).toBe(true);
    expect(response.json().question).toMatchObject({
      name: 'Elif S.',
      question: 'Yıkanabilir mi?',
      answer: null,
      answeredBy: null,
      answeredAt: null,
    });
    t.resetQueries();
    const list = (await t.app.inject(`/api/products/${t.ids.pillow}/questions`)).json();
    expect(t.queries()).toHaveLength(2);
    expect(list).toMatchObject({ count: 1, pages: 1 });
    expect(list.questions[0].question).toBe('Yıkanabilir mi?');
    const details = (await t.app.inject(`/api/products/productdetails/${t.ids.pillow}`)).json();
    expect(details.numQuestions).toBe(1);
    expect((await t.app.inject('/sitemap.xml')).body).toContain(
      `/sorucevap/mikrofiber-yastik/${t.ids.pillow}</loc>`,
    );
  });

  it('refuses a too short question and unknown products', async () => {
    const short = await post(
      `/api/products/${t.ids.pillow}/questions`,
      { name: 'E', question: 'ne' },
      '10.2.0.2',
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'body.name',
      'body.question',
    ]);
    const unknown = await post(
      '/api/products/999999/questions',
      { name: 'Elif', question: 'Var mı acaba?' },
      '10.2.0.2',
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('cache freshness across writers', () => {
  it('keeps its answers when a statement changes no catalogue row', async () => {
    const url = `/api/products/productdetails/${t.ids.quilt}`;
    await t.app.inject(url);
    await t.database.db.update(products).set({ name: 'Hiçbiri' }).where(eq(products.id, -1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    t.resetQueries();
    expect((await t.app.inject(url)).statusCode).toBe(200);
    expect(t.queries()).toHaveLength(0);
  });

  it('drops cached answers when any process changes the catalogue (NOTIFY)', async () => {
    const url = `/api/products/productdetails/${t.ids.pillow}`;
    expect((await t.app.inject(url)).json().name).toBe('Mikrofiber Yastık');
    // Another process (an admin tool, a second server) writes straight to the database.
    await t.database.db
      .update(products)
      .set({ name: 'Mikrofiber Yastık Plus' })
      .where(eq(products.id, t.ids.pillow));
    const fresh = await eventually(
      async () => (await t.app.inject(url)).json().name === 'Mikrofiber Yastık Plus',
    );
    expect(fresh).toBe(true);
  });
});

describe('the catalogue as pages see it', () => {
  it('turns refused posts into field messages and keeps the post limit', async () => {
    // Every attempt counts, a refused one too: two per window here.
    const catalogue = new Catalogue(t.database, { postLimit: { max: 2, windowMs: 60_000 } });
    const web = catalogue.forWeb('10.7.0.1');
    const bad = await web.createReview(t.ids.gift, { name: 'A', rating: '9', comment: '' });
    expect(bad).toMatchObject({ ok: false, status: 400 });
    expect(Object.keys(bad.ok ? {} : bad.fields)).toEqual(['name', 'rating', 'comment']);
    const good = await web.createReview(t.ids.gift, { name: 'Ali', rating: '4', comment: 'Güzel' });
    expect(good).toMatchObject({ ok: true, published: false, numReviews: 0 });
    const again = await web.createQuestion(t.ids.gift, { name: 'Ali', question: 'Hediye mi?' });
    expect(again).toMatchObject({ ok: true });
    const limited = await web.createReview(t.ids.gift, {
      name: 'Ali',
      rating: '5',
      comment: 'Yine',
    });
    expect(limited).toMatchObject({ ok: false, status: 429 });
    const unknown = await catalogue.forWeb('10.7.0.2').createReview(999_999, {
      name: 'Ali',
      rating: '5',
      comment: 'Yok',
    });
    expect(unknown).toMatchObject({ ok: false, status: 404 });
  });

  it('has no post limit when the per-IP limits are off (end-to-end runs, all from one address)', async () => {
    const catalogue = new Catalogue(t.database, { postLimit: null });
    const web = catalogue.forWeb('10.7.0.9');
    for (let i = 0; i < 8; i += 1) {
      expect(
        await web.createQuestion(t.ids.gift, { name: 'Ali', question: `Soru ${i}?` }),
      ).toMatchObject({ ok: true });
    }
  });

  it('resolves short links from the cache after the first lookup', async () => {
    const web = new Catalogue(t.database).forWeb('10.7.0.3');
    expect(await web.resolveShortLink('YAST')).toMatchObject({ productId: t.ids.pillow });
    t.resetQueries();
    expect(await web.resolveShortLink('YAST')).toMatchObject({ productId: t.ids.pillow });
    expect(t.queries()).toHaveLength(0);
    // A 4-letter model code: the product lookup misses, the model lookup finds it.
    expect(await web.resolveShortLink('lina')).toMatchObject({ kind: 'model' });
    expect(t.queries()).toHaveLength(2);
    expect(await web.resolveShortLink('qqqq')).toBeNull();
  });
});
