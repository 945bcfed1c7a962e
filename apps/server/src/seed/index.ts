/**
 * Demo data: the Turkish catalogue of `catalogue-data.ts` with generated images, reviews and
 * questions. Run on an empty database only; a database that already has products is left as
 * it is.
 */

import { slugify } from '@carsi/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
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
import { seedDemoCampaigns } from '../modules/catalogue/index';
import {
  seedDemoPriceHistory,
  seedDemoPriceRise,
  seedDemoWarehouses,
} from '../modules/catalogue-admin/index';
import { seedDemoOrders } from '../modules/orders/index';
import { seedDemoPromotions } from '../modules/promotions/index';
import { seedDemoReturns } from '../modules/returns/index';
import { seedDemoSellerIdentity } from '../modules/seller-identity/index';
import { seedDemoShipments } from '../modules/shipping/index';
import { seedDemoWholesale } from '../modules/wholesale/index';
import { buildCatalogue } from './build';
import { BRANDS, DEPARTMENTS, MODELS, SUPPLIERS } from './catalogue-data';
import { storedImage, writeProductImages } from './images';
import { SHOP_ANSWERER } from './review-data';

export interface SeedOptions {
  /** Root of the uploads folder; images go to `{uploadsDir}/products/`. */
  uploadsDir: string;
  log?: (msg: string) => void;
  /** How many images are encoded at once (default 4). */
  imageConcurrency?: number;
}

export interface SeedResult {
  created: boolean;
  /** Products in the database afterwards. */
  products: number;
}

/** Serialises concurrent seeders (two processes starting on one empty database). */
const SEED_LOCK = 7_461_001;

const DAY_MS = 24 * 60 * 60 * 1000;

async function productCount(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

function mustGet<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: ${what} ${String(key)} was not inserted`);
  return value;
}

export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const existing = await productCount(db);
  if (existing > 0) {
    log(`Demo data skipped: the database already has ${existing} products.`);
    return { created: false, products: existing };
  }

  const started = performance.now();
  const catalogue = buildCatalogue();
  const images = catalogue.products.flatMap((p) => p.images);
  const run = await writeProductImages(images, options.uploadsDir, {
    concurrency: options.imageConcurrency ?? 4,
  });
  log(
    `Demo images: ${run.written} generated, ${run.skipped} already present (${Math.round(performance.now() - started)} ms).`,
  );

  const now = Date.now();
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await productCount(tx)) > 0) return false;

    // Category tree, keyed by "department›main›sub›low" paths.
    const categoryIds = new Map<string, number>();
    for (const [index, department] of DEPARTMENTS.entries()) {
      const [dep] = await tx
        .insert(departments)
        .values({ name: department.name, slug: slugify(department.name), sortOrder: index })
        .returning({ id: departments.id });
      if (!dep) throw new Error('seed: department insert returned nothing');
      categoryIds.set(department.name, dep.id);
      for (const main of department.mains) {
        const [mainRow] = await tx
          .insert(mainCategories)
          .values({ departmentId: dep.id, name: main.name, slug: slugify(main.name) })
          .returning({ id: mainCategories.id });
        if (!mainRow) throw new Error('seed: main category insert returned nothing');
        const mainKey = `${department.name}›${main.name}`;
        categoryIds.set(mainKey, mainRow.id);
        for (const sub of main.subs) {
          const [subRow] = await tx
            .insert(subCategories)
            .values({ mainCategoryId: mainRow.id, name: sub.name, slug: slugify(sub.name) })
            .returning({ id: subCategories.id });
          if (!subRow) throw new Error('seed: sub category insert returned nothing');
          const subKey = `${mainKey}›${sub.name}`;
          categoryIds.set(subKey, subRow.id);
          if (sub.lows.length === 0) continue;
          const lowRows = await tx
            .insert(lowCategories)
            .values(
              sub.lows.map((low) => ({ subCategoryId: subRow.id, name: low, slug: slugify(low) })),
            )
            .returning({ id: lowCategories.id, name: lowCategories.name });
          for (const low of lowRows) categoryIds.set(`${subKey}›${low.name}`, low.id);
        }
      }
    }

    const brandRows = await tx
      .insert(brands)
      .values(BRANDS.map((b) => ({ name: b.name, slug: slugify(b.name) })))
      .returning({ id: brands.id, name: brands.name });
    const brandIds = new Map(brandRows.map((b) => [b.name, b.id]));

    const supplierRows = await tx
      .insert(suppliers)
      .values(SUPPLIERS.map((s) => ({ ...s })))
      .returning({ id: suppliers.id, name: suppliers.name });
    const supplierIds = new Map(supplierRows.map((s) => [s.name, s.id]));

    await tx.insert(variants).values(catalogue.variants);

    const modelRows = await tx
      .insert(models)
      .values(MODELS.map((m) => ({ ...m })))
      .returning({ id: models.id, code: models.code });
    const modelIds = new Map(modelRows.map((m) => [m.code, m.id]));

    const productRows = await tx
      .insert(products)
      .values(
        catalogue.products.map((p) => {
          const [department, main, sub, low] = p.data.category;
          const mainKey = `${department}›${main}`;
          const subKey = `${mainKey}›${sub}`;
          return {
            code: p.data.code,
            name: p.data.name,
            slug: p.slug,
            description: p.data.description,
            departmentId: mustGet(categoryIds, department, 'department'),
            mainCategoryId: mustGet(categoryIds, mainKey, 'main category'),
            subCategoryId: mustGet(categoryIds, subKey, 'sub category'),
            lowCategoryId:
              low === undefined ? null : mustGet(categoryIds, `${subKey}›${low}`, 'low category'),
            brandId: mustGet(brandIds, p.data.brand, 'brand'),
            supplierId: mustGet(supplierIds, p.data.supplier, 'supplier'),
            modelId: p.data.model === undefined ? null : mustGet(modelIds, p.data.model, 'model'),
            defaultPrice: p.defaultPrice,
            defaultPriceGap: p.defaultPriceGap,
            defaultVat: p.defaultVat,
            defaultImages: p.defaultImages.map(storedImage),
            defaultCountInStock: p.defaultCountInStock,
            productUnit: p.data.unit ?? 'Adet',
            rating: p.rating,
            numReviews: p.numReviews,
            buyOneGetOneFree: p.data.buyOneGetOneFree ?? false,
            refundGuarantee: p.data.refundGuarantee ?? 90,
            timeLimitedDiscountDuration: p.data.timeLimitedDiscount?.hours ?? null,
            timeLimitedDiscountAmount: p.data.timeLimitedDiscount?.amount ?? null,
          };
        }),
      )
      .returning({ id: products.id, code: products.code });
    const productIds = new Map(productRows.map((p) => [p.code, p.id]));

    await tx.insert(skus).values(
      catalogue.products.flatMap((p) => {
        const productId = mustGet(productIds, p.data.code, 'product');
        return p.skus.map(({ images: skuImages, ...sku }) => ({
          ...sku,
          productId,
          images: skuImages.map(storedImage),
        }));
      }),
    );

    const reviewRows = catalogue.products.flatMap((p) =>
      p.reviews.map((r) => ({
        productId: mustGet(productIds, p.data.code, 'product'),
        authorName: r.authorName,
        rating: r.rating,
        comment: r.comment,
        createdAt: new Date(now - r.daysAgo * DAY_MS),
      })),
    );
    if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);

    const questionRows = catalogue.products.flatMap((p) =>
      p.questions.map((q) => {
        const askedAt = now - q.daysAgo * DAY_MS;
        return {
          productId: mustGet(productIds, p.data.code, 'product'),
          authorName: q.authorName,
          question: q.question,
          answer: q.answer,
          answeredBy: q.answer === null ? null : SHOP_ANSWERER,
          answeredAt:
            q.answer === null ? null : new Date(askedAt + (q.answeredAfterDays + 0.2) * DAY_MS),
          createdAt: new Date(askedAt),
        };
      }),
    );
    if (questionRows.length > 0) await tx.insert(questions).values(questionRows);

    for (const p of catalogue.products) {
      if (p.sideProductCodes.length === 0) continue;
      await tx
        .update(products)
        .set({
          sideProductIds: p.sideProductCodes.map((code) => mustGet(productIds, code, 'product')),
        })
        .where(eq(products.id, mustGet(productIds, p.data.code, 'product')));
    }
    await seedDemoCampaigns(tx, productIds);
    await seedDemoPriceRise(tx, productIds, new Date(now));
    await seedDemoPriceHistory(tx, productIds, new Date(now));
    await seedDemoSellerIdentity(tx);
    await seedDemoReturns(tx, now);
    await seedDemoOrders(tx, now);
    await seedDemoShipments(tx, now);
    await seedDemoPromotions(tx);
    await seedDemoWholesale(tx, now);
    await seedDemoWarehouses(tx);
    return true;
  });

  const total = await productCount(db);
  if (created) {
    log(`Demo data loaded: ${total} products in ${Math.round(performance.now() - started)} ms.`);
  }
  return { created, products: total };
}
