import {
  type AdminProduct,
  type AdminProductRow,
  type AdminSku,
  CATALOGUE_ADMIN_PAGE_SIZE,
} from '@carsi/contract';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, skus } from '../../db/schema';
import { notFound } from '../../http/errors';

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
    manufacturer: p.manufacturer,
    importer: p.importer,
    safetyWarnings: p.safetyWarnings,
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

/** The back office's product list: search, filters, sorting and pages. */
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
