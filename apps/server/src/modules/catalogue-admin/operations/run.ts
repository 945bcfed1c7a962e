import type { AdminProduct, productInput, skuInput } from '@carsi/contract';
import { slugify } from '@carsi/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { inventoryActivities, products } from '../../../db/schema';
import { sanitizeDescription } from '../description';
import { duplicate, fieldError, uniqueViolation } from '../errors';
import { getAdminProduct } from '../product-queries';

/** Who changes the catalogue: recorded with each stock count a write makes. */
export interface Actor {
  id: string;
  name: string;
}

/**
 * Runs one product write (create, update, add or change a SKU) and answers the product as it
 * now is. The write locks the rows it changes or checks their version; a database refusal —
 * a taken code, an unknown reference — becomes a field error, never a 500. Stock a write sets
 * is recorded as a count activity (who, how many, why).
 */
export async function runProductWrite(
  db: Database,
  write: () => Promise<number>,
): Promise<AdminProduct> {
  let id: number;
  try {
    id = await write();
  } catch (error) {
    refusal(error);
  }
  return getAdminProduct(db, id);
}

export type ProductFields = z.output<typeof productInput>;
export type SkuFields = z.output<typeof skuInput>;

export async function productColumns(input: ProductFields) {
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
    ...(input.manufacturer !== undefined ? { manufacturer: input.manufacturer } : {}),
    ...(input.importer !== undefined ? { importer: input.importer } : {}),
    ...(input.safetyWarnings !== undefined ? { safetyWarnings: input.safetyWarnings } : {}),
  };
}

export function skuColumns(input: SkuFields) {
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

export async function checkSlugFree(db: Database, slug: string, exceptId?: number) {
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
export function refusal(error: unknown, skuField = 'body.sku'): never {
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

export async function checkSkuCodesFree(db: Database, codes: string[], exceptSkuId?: number) {
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

export async function recordStockSet(
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

/**
 * Names the writer of any SKU price this transaction changes: the database's price-history
 * trigger records it with each change (the history is the shop's evidence for "before" prices).
 */
export async function namePriceWriter(tx: Database, writer: string) {
  await tx.execute(sql`select set_config('carsi.price_actor', ${writer}, true)`);
}

/** How an admin is named in the price history. */
export const adminWriter = (actor: Actor) => `admin:${actor.id}:${actor.name}`;
