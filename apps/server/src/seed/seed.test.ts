import { access, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { averageRating } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import {
  brands,
  departments,
  lowCategories,
  mainCategories,
  models,
  products,
  questions,
  reviews,
  skus,
  subCategories,
  suppliers,
  variants,
} from '../db/schema/catalogue';
import { productSales } from '../db/schema/catalogue-activity';
import { orderStatusChanges, orders } from '../db/schema/orders';
import { openTestDatabase } from '../db/test-database';
import { DEMO_ORDER_PHONE_PREFIX } from '../modules/orders/index';
import { buildCatalogue, isValidEan13 } from './build';
import { imagePath, writeProductImages } from './images';
import { seedDemoData } from './index';
import { createRandom } from './random';

let handle: DatabaseHandle;
let uploadsDir: string;
let first: Awaited<ReturnType<typeof seedDemoData>>;
let seedMs = 0;

type ProductRow = typeof products.$inferSelect;
type SkuRow = typeof skus.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;
let productRows: ProductRow[];
let skuRows: SkuRow[];
let reviewRows: ReviewRow[];

async function tableCounts() {
  const db = handle.db;
  const tables = {
    departments,
    mainCategories,
    subCategories,
    lowCategories,
    brands,
    suppliers,
    variants,
    models,
    products,
    skus,
    reviews,
    questions,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) counts[name] = await db.$count(table);
  return counts;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'carsi-seed-'));
  const started = performance.now();
  first = await seedDemoData(handle.db, { uploadsDir });
  seedMs = performance.now() - started;
  productRows = await handle.db.select().from(products).orderBy(products.id);
  skuRows = await handle.db.select().from(skus).orderBy(skus.id);
  reviewRows = await handle.db.select().from(reviews).orderBy(reviews.id);
}, 180_000);

afterAll(async () => {
  await handle?.close();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('creates at least 60 products on an empty database', () => {
    expect(first.created).toBe(true);
    expect(first.products).toBe(productRows.length);
    expect(productRows.length).toBeGreaterThanOrEqual(60);
    console.info(`demo seed: ${productRows.length} products in ${Math.round(seedMs)} ms`);
  });

  it('gives every product 2–8 SKUs', () => {
    for (const product of productRows) {
      const own = skuRows.filter((s) => s.productId === product.id);
      expect(own.length, product.code).toBeGreaterThanOrEqual(2);
      expect(own.length, product.code).toBeLessThanOrEqual(8);
    }
  });

  it('uses VAT 10 or 20 only', () => {
    for (const product of productRows) expect([10, 20]).toContain(product.defaultVat);
    for (const sku of skuRows) expect([10, 20]).toContain(sku.vat);
  });

  it('stores every price as a positive whole number of kuruş', () => {
    const positive = (value: number | null, what: string) => {
      expect(Number.isInteger(value), what).toBe(true);
      expect(value, what).toBeGreaterThan(0);
    };
    for (const product of productRows) positive(product.defaultPrice, product.code);
    for (const sku of skuRows) {
      positive(sku.price, sku.sku);
      positive(sku.wholesalePrice, sku.sku);
      positive(sku.purchasePrice, sku.sku);
      expect(Number.isInteger(sku.priceGap)).toBe(true);
      expect(sku.priceGap).toBeGreaterThanOrEqual(0);
      expect(sku.priceGap).toBeLessThan(sku.price);
      expect(sku.purchasePrice!).toBeLessThan(sku.wholesalePrice!);
      expect(sku.wholesalePrice!).toBeLessThan(sku.price);
    }
    expect(skuRows.some((s) => s.priceGap > 0)).toBe(true);
  });

  it('gives products unique 3–4 letter codes', () => {
    const codes = productRows.map((p) => p.code);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3,4}$/);
    expect(new Set(codes.map((c) => c.toLowerCase())).size).toBe(codes.length);
  });

  it('keeps each product’s rating and numReviews equal to its reviews', () => {
    for (const product of productRows) {
      const ratings = reviewRows.filter((r) => r.productId === product.id).map((r) => r.rating);
      expect(product.numReviews, product.code).toBe(ratings.length);
      expect(Math.round(product.rating * 10), product.code).toBe(
        Math.round(averageRating(ratings) * 10),
      );
    }
    for (const review of reviewRows) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.authorName).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
    }
    const counts = productRows.map((p) => p.numReviews);
    expect(Math.max(...counts)).toBeLessThanOrEqual(12);
    const average = reviewRows.reduce((s, r) => s + r.rating, 0) / reviewRows.length;
    expect(average).toBeGreaterThan(3.8);
  });

  it('writes every referenced image to disk at every width', async () => {
    const images = [
      ...productRows.flatMap((p) => p.defaultImages),
      ...skuRows.flatMap((s) => s.images),
    ];
    expect(productRows.every((p) => p.defaultImages.length > 0)).toBe(true);
    expect(skuRows.every((s) => s.images.length > 0)).toBe(true);
    const files = new Set(
      images.flatMap((image) => image.widths.map((w) => imagePath(uploadsDir, image.key, w))),
    );
    for (const file of files) await expect(access(file)).resolves.toBeUndefined();
    for (const image of images) {
      expect(image.widths).toEqual([320, 640, 960]);
      expect(image.width).toBe(960);
      expect(image.height).toBe(960);
      expect(image.alt.length).toBeGreaterThan(5);
    }
  });

  it('fills the promotional and stock fields the shop needs to show', async () => {
    const soldOut = productRows.filter((p) =>
      skuRows.filter((s) => s.productId === p.id).every((s) => s.countInStock === 0),
    );
    expect(soldOut.length).toBeGreaterThanOrEqual(2);
    for (const p of soldOut) expect(p.defaultCountInStock).toBe(0);
    expect(skuRows.filter((s) => s.countInStock === 0).length).toBeGreaterThan(soldOut.length);
    expect(productRows.filter((p) => p.buyOneGetOneFree).length).toBeGreaterThanOrEqual(3);
    expect(productRows.filter((p) => p.refundGuarantee !== 90).length).toBeGreaterThanOrEqual(3);
    const limited = productRows.filter((p) => p.timeLimitedDiscountDuration !== null);
    expect(limited.length).toBeGreaterThanOrEqual(3);
    for (const p of limited) expect(p.timeLimitedDiscountAmount!).toBeLessThan(p.defaultPrice);
    for (const sku of skuRows) {
      expect(sku.maxPurchaseQty).toBeGreaterThanOrEqual(5);
      expect(sku.maxPurchaseQty).toBeLessThanOrEqual(20);
      expect(isValidEan13(sku.barcode ?? ''), sku.sku).toBe(true);
      expect(sku.weightGrams).toBeGreaterThan(0);
    }
    expect(new Set(skuRows.map((s) => s.barcode)).size).toBe(skuRows.length);

    const byId = new Map(productRows.map((p) => [p.id, p]));
    for (const p of productRows) {
      expect(p.sideProductIds.length, p.code).toBeGreaterThan(0);
      for (const id of p.sideProductIds) {
        expect(id).not.toBe(p.id);
        expect(byId.get(id)?.departmentId).toBe(p.departmentId);
      }
    }

    const answered = await handle.db.select().from(questions);
    expect(answered.length).toBeGreaterThan(0);
    for (const q of answered.filter((q) => q.answer !== null)) {
      expect(q.answeredBy).toBe('Çarşı Müşteri Hizmetleri');
      expect(q.answeredAt!.getTime()).toBeGreaterThanOrEqual(q.createdAt.getTime());
    }
  });

  it('does nothing when products already exist', async () => {
    const before = await tableCounts();
    const probe = imagePath(uploadsDir, productRows[0]!.defaultImages[0]!.key, 320);
    const mtime = (await stat(probe)).mtimeMs;
    const again = await seedDemoData(handle.db, { uploadsDir });
    expect(again).toEqual({ created: false, products: productRows.length });
    expect(await tableCounts()).toEqual(before);
    expect(await handle.db.select().from(products).orderBy(products.id)).toEqual(productRows);
    expect((await stat(probe)).mtimeMs).toBe(mtime);
  });
});

describe('demo catalogue', () => {
  it('is the same on every build', () => {
    expect(buildCatalogue()).toEqual(buildCatalogue());
  });

  it('skips image files that already exist', async () => {
    const specs = buildCatalogue().products.flatMap((p) => p.images);
    const run = await writeProductImages(specs, uploadsDir);
    expect(run).toEqual({ written: 0, skipped: specs.length });
  });

  it('draws from a repeatable random stream', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const values = Array.from({ length: 5 }, () => a.next());
    expect(values).toEqual(Array.from({ length: 5 }, () => b.next()));
    for (const v of values) expect(v >= 0 && v < 1).toBe(true);
  });

  it('adds ~30 demo orders of the last two weeks in every state, each with its history', async () => {
    const rows = (await handle.db.select().from(orders)).filter((o) =>
      o.orderPhone.startsWith(DEMO_ORDER_PHONE_PREFIX),
    );
    expect(rows.length).toBeGreaterThanOrEqual(28);
    const statuses = new Set(rows.map((o) => o.orderStatus));
    for (const status of [
      'NEW',
      'CONFIRMED',
      'PACKED',
      'SHIPPED',
      'DELIVERED',
      'UNDELIVERED',
      'CANCELLED',
    ])
      expect(statuses, status).toContain(status);
    const twoWeeks = Date.now() - 14 * 24 * 60 * 60 * 1000;
    for (const row of rows) {
      expect(row.createdAt.getTime()).toBeGreaterThan(twoWeeks);
      const history = await handle.db
        .select()
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderId, row.id));
      expect(history.length, row.orderNumber).toBeGreaterThan(0);
      expect(history.some((h) => h.toStatus === row.orderStatus)).toBe(true);
      expect(row.itemsPrice + row.taxPrice + row.shippingPrice + row.cashOnDeliveryFee!).toBe(
        row.totalPrice,
      );
    }
    expect(rows.some((o) => o.orderStatus === 'SHIPPED' && o.trackingCode)).toBe(true);
    expect(rows.some((o) => o.orderStatus === 'CONFIRMED' && o.printedAt)).toBe(true);
    expect(rows.some((o) => o.items.some((i) => (i.cancelledQty ?? 0) > 0))).toBe(true);
    expect(rows.some((o) => o.paymentStatus === 'PAID')).toBe(true);
    expect(rows.some((o) => o.paymentStatus === 'CASH_ON_DELIVERY')).toBe(true);
  });

  it('counts the confirmed demo orders as sales, and no other', async () => {
    // Every demo that writes orders: the order list's, the returns' and customer service's.
    const rows = await handle.db.select().from(orders);
    expect(rows.some((o) => !o.orderPhone.startsWith(DEMO_ORDER_PHONE_PREFIX))).toBe(true);
    const sales = await handle.db.select().from(productSales);
    const counted = new Set(sales.map((s) => s.orderRef));
    expect(counted.size).toBeGreaterThan(0);
    for (const row of rows) {
      const confirmed =
        ['PAID', 'CASH_ON_DELIVERY', 'REFUNDED'].includes(row.paymentStatus) &&
        row.orderStatus !== 'CANCELLED';
      expect(counted.has(row.id), `${row.orderNumber} ${row.paymentStatus}`).toBe(confirmed);
    }
  });
});
