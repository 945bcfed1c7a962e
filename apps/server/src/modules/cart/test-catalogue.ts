import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productCampaigns, products, skus } from '../../db/schema';

/** SKU ids of the small catalogue the cart and order tests share. */
export interface TestCatalogue {
  /** Shelf 110.00 TL (100.00 + 10 % VAT), further units 88.00 TL, 5 in stock, max 3. */
  sheet: number;
  /** Shelf 360.00 TL (300.00 + 20 % VAT), buy one get one free, 10 in stock. */
  pillow: number;
  /** Shelf 55.00 TL (50.00 + 10 %), comes with a free towel, 20 in stock. */
  duvet: number;
  /** The free towel (0 in the price list, 20 in stock). */
  towel: number;
  /** Shelf 199.90 TL with 20 % VAT, 30 in stock, max 5: a price whose VAT is not whole. */
  quilt: number;
  /** Out of stock. */
  blanket: number;
  /** An inactive SKU. */
  retired: number;
}

let counter = 0;

/** Inserts the test catalogue with codes unique per call, so tests can share a database. */
export async function seedTestCatalogue(db: Database): Promise<TestCatalogue> {
  counter += 1;
  const tag = `${counter}${Math.random().toString(36).slice(2, 6)}`;
  const product = async (name: string, extra: Partial<typeof products.$inferInsert> = {}) => {
    const [row] = await db
      .insert(products)
      .values({
        code: `T${tag}${name.slice(0, 3)}`.slice(0, 12),
        name,
        slug: name.toLowerCase().replace(/\s+/g, '-'),
        defaultPrice: 10_000,
        defaultVat: 10,
        ...extra,
      })
      .returning({ id: products.id });
    return row!.id;
  };
  const sku = async (productId: number, values: Partial<typeof skus.$inferInsert>) => {
    const [row] = await db
      .insert(skus)
      .values({
        productId,
        sku: `S-${tag}-${productId}-${Math.random()}`,
        price: 0,
        vat: 10,
        ...values,
      })
      .returning({ id: skus.id });
    return row!.id;
  };
  const towelProduct = await product('Hediye Havlu');
  const towel = await sku(towelProduct, { price: 3_000, vat: 20, countInStock: 20 });
  return {
    sheet: await sku(await product('Pamuk Çarşaf'), {
      price: 11_000,
      priceGap: 8_800,
      vat: 10,
      countInStock: 5,
      maxPurchaseQty: 3,
      size: 'Çift Kişilik',
    }),
    pillow: await sku(await product('Boyun Yastığı', { buyOneGetOneFree: true }), {
      price: 36_000,
      vat: 20,
      countInStock: 10,
    }),
    duvet: await sku(await product('Yaz Yorganı'), {
      price: 5_500,
      vat: 10,
      countInStock: 20,
      freeProductId: towelProduct,
    }),
    towel,
    quilt: await sku(await product('Pike Takımı'), {
      price: 19_990,
      vat: 20,
      countInStock: 30,
      maxPurchaseQty: 5,
    }),
    blanket: await sku(await product('Battaniye'), { price: 22_000, vat: 10, countInStock: 0 }),
    retired: await sku(await product('Eski Model'), {
      price: 1_100,
      vat: 10,
      countInStock: 9,
      isActive: false,
    }),
  };
}

/**
 * Starts a landing campaign (/land/…/{urlExt}) on the product of `skuId`: running from an hour
 * ago, 85 % of the SKU prices unless `values` say otherwise. Returns the campaign's id.
 */
export async function startLandingCampaign(
  db: Database,
  skuId: number,
  values: Partial<typeof productCampaigns.$inferInsert> = {},
): Promise<number> {
  const [sku] = await db.select({ productId: skus.productId }).from(skus).where(eq(skus.id, skuId));
  const [row] = await db
    .insert(productCampaigns)
    .values({
      productId: sku!.productId,
      kind: 'landing',
      title: 'Bahar fırsatı',
      urlExt: 'bahar-firsati',
      pricePercent: 85,
      startsAt: new Date(Date.now() - 3_600_000),
      ...values,
    })
    .returning({ id: productCampaigns.id });
  return row!.id;
}
