import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { departments, models, productCampaigns, products, reviews, skus } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';

/** A running app on a fresh database, counting the SQL statements each request sends. */
export interface CatalogueTestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  ids: Record<'sheet' | 'quilt' | 'pillow' | 'hidden' | 'gift', number>;
  skuIds: Record<'sheetSingle' | 'sheetDouble' | 'quilt' | 'pillow', number>;
  /** Statements sent since the last reset. */
  queries(): string[];
  resetQueries(): void;
  close(): Promise<void>;
}

const image = (key: string) => ({
  key,
  alt: key,
  width: 960,
  height: 960,
  widths: [320, 640, 960],
});

/** 3 searchable products, one hidden one, a gift and 26 towels so the list has two pages. */
export async function startCatalogueApp(
  options: { postLimit?: { max: number; windowMs: number } } = {},
): Promise<CatalogueTestApp> {
  let log: string[] = [];
  const database = await openTestDatabase({ onQuery: (sql) => log.push(sql) });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carsi-catalogue-'));
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' }, '1.0.0'),
    database,
    catalogueOptions: options.postLimit ? { postLimit: options.postLimit } : undefined,
  });
  const db = database.db;
  const [department] = await db
    .insert(departments)
    .values({ name: 'Yatak Odası', slug: 'yatak-odasi' })
    .returning();
  const [model] = await db.insert(models).values({ name: 'Lina', code: 'LINA' }).returning();
  const base = { departmentId: department?.id, defaultVat: 10, defaultCountInStock: 0 };
  const inserted = await db
    .insert(products)
    .values([
      {
        ...base,
        code: 'NEV',
        name: 'Pamuk Saten Nevresim Takımı',
        slug: 'pamuk-saten-nevresim-takimi',
        description: 'Yumuşak pamuk saten kumaş, çift kişilik yatak için.',
        defaultPrice: 50_000,
        defaultPriceGap: 0,
        defaultImages: [image('products/nev-1')],
        modelId: model?.id,
        timeLimitedDiscountDuration: 48,
        timeLimitedDiscountAmount: 5_000,
      },
      {
        ...base,
        code: 'YOR',
        name: 'Kaz Tüyü Yorgan',
        slug: 'kaz-tuyu-yorgan',
        description: 'Nevresim takımlarımızla uyumlu, hafif ve sıcak tutan yorgan.',
        defaultPrice: 120_000,
      },
      {
        ...base,
        code: 'YAST',
        name: 'Mikrofiber Yastık',
        slug: 'mikrofiber-yastik',
        description: 'Boyun ağrısına karşı destekli uyku yastığı.',
        defaultPrice: 30_000,
        refundGuarantee: 30,
      },
      {
        ...base,
        code: 'GIZ',
        name: 'Gizli Nevresim',
        slug: 'gizli-nevresim',
        defaultPrice: 10_000,
        isActive: false,
      },
      {
        ...base,
        code: 'HED',
        name: 'Hediye Yastık Kılıfı',
        slug: 'hediye-yastik-kilifi',
        defaultPrice: 9_000,
      },
      ...Array.from({ length: 26 }, (_, i) => ({
        ...base,
        code: `HV${String.fromCharCode(65 + i)}`,
        name: `Pamuklu Havlu ${i + 1}`,
        slug: `pamuklu-havlu-${i + 1}`,
        defaultPrice: 15_000 + i,
        defaultCountInStock: 5,
      })),
    ])
    .returning({ id: products.id, code: products.code });
  const id = (code: string) => {
    const row = inserted.find((p) => p.code === code);
    if (!row) throw new Error(`fixture product ${code} missing`);
    return row.id;
  };
  const ids = {
    sheet: id('NEV'),
    quilt: id('YOR'),
    pillow: id('YAST'),
    hidden: id('GIZ'),
    gift: id('HED'),
  };
  const skuRows = await db
    .insert(skus)
    .values([
      {
        productId: ids.sheet,
        sku: 'NEV-TK',
        size: 'Tek Kişilik',
        color: 'Beyaz',
        price: 50_000,
        priceGap: 45_000,
        vat: 10,
        countInStock: 3,
        images: [image('products/nev-2')],
      },
      {
        productId: ids.sheet,
        sku: 'NEV-CK',
        size: 'Çift Kişilik',
        color: 'Beyaz',
        price: 70_000,
        vat: 10,
        countInStock: 0,
        position: 1,
      },
      { productId: ids.quilt, sku: 'YOR-1', price: 120_000, vat: 10, countInStock: 0 },
      { productId: ids.pillow, sku: 'YAST-1', price: 30_000, vat: 10, countInStock: 7 },
      { productId: ids.gift, sku: 'HED-1', price: 9_000, vat: 20, countInStock: 40 },
    ])
    .returning({ id: skus.id, sku: skus.sku });
  const skuId = (code: string) => skuRows.find((s) => s.sku === code)?.id ?? 0;
  await db.insert(reviews).values([
    { productId: ids.sheet, authorName: 'Ayşe K.', rating: 5, comment: 'Çok güzel.' },
    { productId: ids.sheet, authorName: 'Mehmet T.', rating: 4, comment: 'İyi.' },
  ]);
  await db.update(products).set({ rating: 4.5, numReviews: 2 }).where(eq(products.id, ids.sheet));
  await db.insert(productCampaigns).values([
    { productId: ids.gift, kind: 'free', title: 'Her siparişe hediye', pricePercent: 0 },
    {
      productId: ids.quilt,
      kind: 'landing',
      title: 'Kış fırsatı',
      urlExt: 'kis-firsati',
      pricePercent: 80,
    },
  ]);
  // The fixture's own writes announced themselves; start every test from an empty cache.
  await new Promise((resolve) => setTimeout(resolve, 20));
  log = [];
  return {
    app,
    database,
    ids,
    skuIds: {
      sheetSingle: skuId('NEV-TK'),
      sheetDouble: skuId('NEV-CK'),
      quilt: skuId('YOR-1'),
      pillow: skuId('YAST-1'),
    },
    queries: () => log,
    resetQueries: () => {
      log = [];
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
