import {
  type AdminProduct,
  type AdminProductRow,
  type AdminSku,
  CATALOGUE_ADMIN_PAGE_SIZE,
  type createProductBody,
  type productInput,
  type skuInput,
  type updateProductBody,
  type updateSkuBody,
} from '@carsi/contract';
import { slugify } from '@carsi/domain';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { inventoryActivities, products, skus } from '../../db/schema';
import { notFound } from '../../http/errors';
import { duplicate, fieldError, staleVersion, uniqueViolation } from './errors';

export interface Actor {
  id: string;
  name: string;
}

/**
 * Rich-text descriptions keep formatting and links, never scripts, styles or handlers. The
 * sanitiser is loaded on the first product save: only the back office writes descriptions, and
 * a storefront server should not carry it in memory.
 */
export async function sanitizeDescription(html: string): Promise<string> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'blockquote',
      'a',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow' }),
    },
  }).trim();
}

/** Desi: length × width × height / 5000, rounded up. */
export const desiOf = (s: {
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}) =>
  s.lengthCm && s.widthCm && s.heightCm
    ? Math.ceil((s.lengthCm * s.widthCm * s.heightCm) / 5000)
    : null;

type SkuRow = typeof skus.$inferSelect;
type ProductRow = typeof products.$inferSelect;

function skuView(row: SkuRow): AdminSku {
  return {
    id: row.id,
    productId: row.productId,
    position: row.position,
    size: row.size,
    color: row.color,
    target: row.target,
    type: row.type,
    sku: row.sku,
    barcode: row.barcode,
    price: row.price,
    priceGap: row.priceGap,
    wholesalePrice: row.wholesalePrice,
    purchasePrice: row.purchasePrice,
    vat: row.vat,
    countInStock: row.countInStock,
    lowStockThreshold: row.lowStockThreshold,
    maxPurchaseQty: row.maxPurchaseQty,
    unit: row.unit,
    lengthCm: row.lengthCm,
    widthCm: row.widthCm,
    heightCm: row.heightCm,
    weightGrams: row.weightGrams,
    desi: desiOf(row),
    parasutProductId: row.parasutProductId,
    freeProductId: row.freeProductId,
    images: row.images,
    isActive: row.isActive,
    version: row.version,
  };
}

function productView(p: ProductRow, skuRows: SkuRow[]): AdminProduct {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    slug: p.slug,
    description: p.description,
    departmentId: p.departmentId,
    mainCategoryId: p.mainCategoryId,
    subCategoryId: p.subCategoryId,
    lowCategoryId: p.lowCategoryId,
    brandId: p.brandId,
    supplierId: p.supplierId,
    modelId: p.modelId,
    defaultPrice: p.defaultPrice,
    defaultPriceGap: p.defaultPriceGap,
    defaultVat: p.defaultVat,
    productUnit: p.productUnit,
    buyOneGetOneFree: p.buyOneGetOneFree,
    buyOneGetOtherProductFree: p.buyOneGetOtherProductFree,
    buyOneGetAnotherFree: p.buyOneGetAnotherFree,
    freeWithOtherProduct: p.freeWithOtherProduct,
    isFreeProduct: p.isFreeProduct,
    timeLimitedDiscountDuration: p.timeLimitedDiscountDuration,
    timeLimitedDiscountAmount: p.timeLimitedDiscountAmount,
    refundGuarantee: p.refundGuarantee,
    upsellProductId: p.upsellProductId,
    upsellSkuId: p.upsellSkuId,
    userManualLink: p.userManualLink,
    seoTitle: p.seoTitle,
    seoDescription: p.seoDescription,
    defaultImages: p.defaultImages,
    isActive: p.isActive,
    version: p.version,
    skus: skuRows.map(skuView),
  };
}

export async function getAdminProduct(db: Database, id: number): Promise<AdminProduct> {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) throw notFound('Ürün bulunamadı.');
  const skuRows = await db
    .select()
    .from(skus)
    .where(eq(skus.productId, id))
    .orderBy(asc(skus.position), asc(skus.id));
  return productView(product, skuRows);
}

// ── list ────────────────────────────────────────────────────────────────────

const sorts: Record<string, string> = {
  ad: 'p.name asc, p.id',
  '-ad': 'p.name desc, p.id',
  fiyat: 'p.default_price asc, p.id',
  '-fiyat': 'p.default_price desc, p.id',
  stok: 'stock asc, p.id',
  '-stok': 'stock desc, p.id',
  yeni: 'p.id desc',
};

export async function listAdminProducts(
  db: Database,
  query: {
    keyword?: string | undefined;
    pageNumber: number;
    departmentId?: number | undefined;
    brandId?: number | undefined;
    stock?: 'var' | 'yok' | undefined;
    active?: 'evet' | 'hayir' | undefined;
    sirala?: string | undefined;
  },
) {
  const where: SQL[] = [sql`true`];
  if (query.keyword) {
    const escaped = query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
    // Name (folded, trigram index), short code (unique index) or the start of a SKU code
    // (lower(sku) pattern index): a union of index lookups, not one OR over every row.
    where.push(sql`p.id in (
      select id from products where search_name like '%' || public.carsi_fold(${escaped}) || '%'
      union select id from products where lower(code) = lower(${query.keyword})
      union select product_id from skus where lower(sku) like ${`${escaped.toLowerCase()}%`})`);
  }
  if (query.departmentId) where.push(sql`p.department_id = ${query.departmentId}`);
  if (query.brandId) where.push(sql`p.brand_id = ${query.brandId}`);
  if (query.active) where.push(sql`p.is_active = ${query.active === 'evet'}`);
  if (query.stock === 'var') {
    where.push(
      sql`exists (select 1 from skus s where s.product_id = p.id and s.count_in_stock > 0)`,
    );
  }
  if (query.stock === 'yok') {
    where.push(
      sql`not exists (select 1 from skus s where s.product_id = p.id and s.count_in_stock > 0)`,
    );
  }
  const condition = sql.join(where, sql` and `);
  const orderBy = sql.raw(sorts[query.sirala ?? 'yeni'] ?? sorts.yeni!);
  const offset = (query.pageNumber - 1) * CATALOGUE_ADMIN_PAGE_SIZE;
  const [page, count] = await Promise.all([
    db.execute(sql`
      select p.id, p.code, p.name, p.slug, p.default_price, p.is_active,
        p.default_images -> 0 as image, d.name as department, b.name as brand,
        coalesce(k.sku_count, 0)::int as sku_count, coalesce(k.stock, 0)::int as stock
      from products p
      left join departments d on d.id = p.department_id
      left join brands b on b.id = p.brand_id
      left join lateral (
        select count(*) as sku_count, sum(s.count_in_stock) as stock from skus s where s.product_id = p.id
      ) k on true
      where ${condition}
      order by ${orderBy}
      limit ${CATALOGUE_ADMIN_PAGE_SIZE} offset ${offset}`),
    db.execute(sql`select count(*)::int as n from products p where ${condition}`),
  ]);
  const rows = (page as unknown as { rows: Record<string, unknown>[] }).rows;
  const total = (count as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
  return {
    products: rows.map(
      (r): AdminProductRow => ({
        id: r.id as number,
        code: r.code as string,
        name: r.name as string,
        slug: r.slug as string,
        department: (r.department as string | null) ?? null,
        brand: (r.brand as string | null) ?? null,
        defaultPrice: r.default_price as number,
        skuCount: r.sku_count as number,
        stock: r.stock as number,
        isActive: r.is_active as boolean,
        image: (r.image as AdminProductRow['image']) ?? null,
      }),
    ),
    total,
    page: query.pageNumber,
    pages: Math.max(1, Math.ceil(total / CATALOGUE_ADMIN_PAGE_SIZE)),
  };
}

// ── writes ──────────────────────────────────────────────────────────────────

type ProductFields = z.output<typeof productInput>;
type SkuFields = z.output<typeof skuInput>;

async function productColumns(input: ProductFields) {
  const slug = input.slug || slugify(input.name);
  if (!slug) throw fieldError('body.slug', 'Ürün adından kısa ad çıkarılamadı; bir kısa ad girin.');
  if (
    input.timeLimitedDiscountAmount !== null &&
    input.timeLimitedDiscountAmount > input.defaultPrice
  ) {
    throw fieldError('body.timeLimitedDiscountAmount', 'İndirim tutarı fiyattan büyük olamaz.');
  }
  if ((input.timeLimitedDiscountAmount === null) !== (input.timeLimitedDiscountDuration === null)) {
    throw fieldError(
      'body.timeLimitedDiscountDuration',
      'Süreli indirim için hem süre (saat) hem tutar girin.',
    );
  }
  return {
    code: input.code.toUpperCase(),
    name: input.name,
    slug,
    description: await sanitizeDescription(input.description),
    departmentId: input.departmentId,
    mainCategoryId: input.mainCategoryId,
    subCategoryId: input.subCategoryId,
    lowCategoryId: input.lowCategoryId,
    brandId: input.brandId,
    supplierId: input.supplierId,
    modelId: input.modelId,
    defaultPrice: input.defaultPrice,
    defaultPriceGap: input.defaultPriceGap,
    defaultVat: input.defaultVat,
    productUnit: input.productUnit,
    buyOneGetOneFree: input.buyOneGetOneFree,
    buyOneGetOtherProductFree: input.buyOneGetOtherProductFree,
    buyOneGetAnotherFree: input.buyOneGetAnotherFree,
    freeWithOtherProduct: input.freeWithOtherProduct,
    isFreeProduct: input.isFreeProduct,
    timeLimitedDiscountDuration: input.timeLimitedDiscountDuration,
    timeLimitedDiscountAmount: input.timeLimitedDiscountAmount,
    refundGuarantee: input.refundGuarantee,
    upsellProductId: input.upsellProductId,
    upsellSkuId: input.upsellSkuId,
    userManualLink: input.userManualLink,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    defaultImages: input.defaultImages,
    isActive: input.isActive,
  };
}

function skuColumns(input: SkuFields) {
  return {
    size: input.size || 'Pass',
    color: input.color || 'Pass',
    target: input.target || 'Pass',
    type: input.type || 'Pass',
    sku: input.sku,
    barcode: input.barcode,
    price: input.price,
    priceGap: input.priceGap,
    wholesalePrice: input.wholesalePrice,
    purchasePrice: input.purchasePrice,
    vat: input.vat,
    lowStockThreshold: input.lowStockThreshold,
    maxPurchaseQty: input.maxPurchaseQty,
    unit: input.unit,
    lengthCm: input.lengthCm,
    widthCm: input.widthCm,
    heightCm: input.heightCm,
    weightGrams: input.weightGrams,
    parasutProductId: input.parasutProductId,
    freeProductId: input.freeProductId,
    images: input.images,
    isActive: input.isActive,
  };
}

async function checkSlugFree(db: Database, slug: string, exceptId?: number) {
  const taken = await db
    .select({ id: products.id })
    .from(products)
    .where(
      exceptId ? and(eq(products.slug, slug), ne(products.id, exceptId)) : eq(products.slug, slug),
    )
    .limit(1);
  if (taken.length > 0) throw duplicate('body.slug', 'Bu kısa ad başka bir üründe kullanılıyor.');
}

/** Turns database refusals into field errors: taken codes (409) and unknown references (400). */
function refusal(error: unknown, skuField = 'body.sku'): never {
  const constraint = uniqueViolation(error);
  if (constraint !== null) {
    if (constraint.includes('products_code')) {
      throw duplicate('body.code', 'Bu kısa kod başka bir üründe kullanılıyor.');
    }
    throw duplicate(skuField, 'Bu SKU kodu başka bir üründe kullanılıyor.');
  }
  let current: unknown = error;
  for (let i = 0; i < 4 && current; i++) {
    const e = current as { code?: string; constraint?: string; cause?: unknown };
    if (e.code === '23503') {
      const column = /_(\w+?_id)_\w+_id_fk$/.exec(e.constraint ?? '')?.[1] ?? 'id';
      const field = column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
      throw fieldError(`body.${field}`, 'Seçilen kayıt bulunamadı.');
    }
    current = e.cause;
  }
  throw error;
}

async function checkSkuCodesFree(db: Database, codes: string[], exceptSkuId?: number) {
  const seen = new Set<string>();
  for (const [i, code] of codes.entries()) {
    if (seen.has(code.toLowerCase())) {
      throw duplicate(`body.skus.${i}.sku`, `SKU kodu ${code} bu üründe iki kez yazılmış.`);
    }
    seen.add(code.toLowerCase());
  }
  const taken = (await db.execute(
    sql`select id, sku from skus where lower(sku) in (${sql.join(
      codes.map((c) => sql`${c.toLowerCase()}`),
      sql`, `,
    )})`,
  )) as unknown as { rows: Array<{ id: number; sku: string }> };
  const clash = taken.rows.find((r) => r.id !== exceptSkuId);
  if (clash) {
    const index = codes.findIndex((c) => c.toLowerCase() === clash.sku.toLowerCase());
    const field = exceptSkuId !== undefined ? 'body.sku' : `body.skus.${index}.sku`;
    throw duplicate(field, `SKU kodu ${clash.sku} başka bir üründe kullanılıyor.`);
  }
}

async function recordStockSet(
  tx: Database,
  skuId: number,
  before: number,
  after: number,
  actor: Actor,
  reason: string,
) {
  if (before === after) return;
  await tx.insert(inventoryActivities).values({
    kind: 'count',
    skuId,
    quantity: after - before,
    stockAfter: after,
    reason,
    adminId: actor.id,
    adminName: actor.name,
  });
}

export async function createAdminProduct(
  db: Database,
  input: z.output<typeof createProductBody>,
  actor: Actor,
): Promise<AdminProduct> {
  const columns = await productColumns(input);
  await checkSlugFree(db, columns.slug);
  await checkSkuCodesFree(
    db,
    input.skus.map((s) => s.sku),
  );
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(products)
        .values({ ...columns, defaultCountInStock: 0 })
        .returning({ id: products.id });
      for (const [position, sku] of input.skus.entries()) {
        const [row] = await tx
          .insert(skus)
          .values({
            ...skuColumns(sku),
            productId: created!.id,
            position,
            countInStock: sku.countInStock,
          })
          .returning({ id: skus.id });
        await recordStockSet(tx, row!.id, 0, sku.countInStock, actor, 'Yeni SKU: açılış stoğu');
      }
      return created!.id;
    });
  } catch (error) {
    refusal(error);
  }
  return getAdminProduct(db, id);
}

export async function updateAdminProduct(
  db: Database,
  id: number,
  input: z.output<typeof updateProductBody>,
): Promise<AdminProduct> {
  const columns = await productColumns(input);
  await checkSlugFree(db, columns.slug, id);
  try {
    const updated = await db
      .update(products)
      .set({ ...columns, version: sql`${products.version} + 1`, updatedAt: new Date() })
      .where(and(eq(products.id, id), eq(products.version, input.version)))
      .returning({ id: products.id });
    if (updated.length === 0) {
      const [exists] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, id));
      if (!exists) throw notFound('Ürün bulunamadı.');
      throw staleVersion();
    }
  } catch (error) {
    refusal(error);
  }
  return getAdminProduct(db, id);
}

export async function addAdminSku(
  db: Database,
  productId: number,
  input: SkuFields,
  actor: Actor,
): Promise<AdminProduct> {
  await checkSkuCodesFree(db, [input.sku], -1);
  try {
    await db.transaction(async (tx) => {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId))
        .for('update');
      if (!product) throw notFound('Ürün bulunamadı.');
      const positions = (await tx.execute(
        sql`select coalesce(max(position), -1)::int as p from skus where product_id = ${productId}`,
      )) as unknown as { rows: Array<{ p: number }> };
      const [row] = await tx
        .insert(skus)
        .values({
          ...skuColumns(input),
          productId,
          position: (positions.rows[0]?.p ?? -1) + 1,
          countInStock: input.countInStock,
        })
        .returning({ id: skus.id });
      await recordStockSet(tx, row!.id, 0, input.countInStock, actor, 'Yeni SKU: açılış stoğu');
    });
  } catch (error) {
    refusal(error);
  }
  return getAdminProduct(db, productId);
}

/**
 * Changes a SKU when nobody changed it since the admin loaded it. The stock field is the admin's
 * count: it is set under the row's lock (orders take stock with conditional updates on the same
 * row, so neither can drive it below zero) and recorded as a count activity.
 */
export async function updateAdminSku(
  db: Database,
  skuId: number,
  input: z.output<typeof updateSkuBody>,
  actor: Actor,
): Promise<AdminProduct> {
  await checkSkuCodesFree(db, [input.sku], skuId);
  let productId: number;
  try {
    productId = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(skus).where(eq(skus.id, skuId)).for('update');
      if (!current) throw notFound('SKU bulunamadı.');
      if (current.version !== input.version) throw staleVersion();
      await tx
        .update(skus)
        .set({
          ...skuColumns(input),
          countInStock: input.countInStock,
          version: current.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(skus.id, skuId));
      await recordStockSet(
        tx,
        skuId,
        current.countInStock,
        input.countInStock,
        actor,
        'SKU düzenleme ekranından sayım',
      );
      return current.productId;
    });
  } catch (error) {
    refusal(error);
  }
  return getAdminProduct(db, productId);
}
