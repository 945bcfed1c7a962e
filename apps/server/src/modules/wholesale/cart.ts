import type { WholesaleCartView, WholesaleProductView } from '@carsi/contract';
import {
  canPlaceWholesaleOrder,
  dropBogoLinesWithoutFreeProducts,
  extraGoodsBonus,
  levelProgress,
  orderMinimumMessage,
  reachedLevel,
  type WholesaleCartItem,
  wholesaleCartTotals,
} from '@carsi/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type StoredWholesaleCartLine, wholesaleProfiles } from '../../db/schema';
import { AppError } from '../../http/errors';
import { outOfStockMessage } from '../orders/index';
import { ensureProfile, NO_LIMITS, type ProfileRow } from './account';
import { pricedSkus } from './catalogue';
import { wholesaleErrors } from './errors';

/** A stored line with its price now; buy-one-get-one-free lines carry their free units. */
export function cartItemOf(line: StoredWholesaleCartLine, priced: WholesaleProductView) {
  const item: WholesaleCartItem = {
    sku: priced.sku,
    skuId: String(priced.skuId),
    name: priced.name,
    ...(priced.image ? { image: priced.image } : {}),
    qty: line.qty,
    productUnit: priced.productUnit,
    price: priced.price,
    vat: priced.vat,
    buyOneGetOneFree: priced.buyOneGetOneFree,
    freeProducts: priced.buyOneGetOneFree
      ? [{ name: priced.name, sku: priced.sku, qty: line.qty, productUnit: priced.productUnit }]
      : [],
  };
  return item;
}

/** Units a line takes off the shelf: the paid ones and the free ones riding on it. */
export const unitsOf = (item: WholesaleCartItem) =>
  item.qty + item.freeProducts.reduce((sum, free) => sum + free.qty, 0);

export interface PricedCart {
  items: WholesaleCartItem[];
  priced: Map<number, WholesaleProductView>;
  missing: number[];
}

export async function priceCart(
  db: Database,
  profile: ProfileRow,
  lines: readonly StoredWholesaleCartLine[],
  now: number,
): Promise<PricedCart> {
  const priced = await pricedSkus(
    db,
    profile,
    lines.map((line) => line.skuId),
    now,
  );
  const missing: number[] = [];
  const items: WholesaleCartItem[] = [];
  for (const line of lines) {
    const product = priced.get(line.skuId);
    if (!product) missing.push(line.skuId);
    else items.push(cartItemOf(line, product));
  }
  return { items: dropBogoLinesWithoutFreeProducts(items), priced, missing };
}

export function cartView(profile: ProfileRow, { items, priced }: PricedCart): WholesaleCartView {
  const totals = wholesaleCartTotals(items);
  const limits = profile.limits ?? NO_LIMITS;
  const hasLimits = profile.limits !== null && limits.purchaseLevelOne.amount > 0;
  return {
    id: profile.accountId,
    cartId: profile.cartId,
    cartItems: items.map((item) => {
      const product = priced.get(Number(item.skuId));
      return {
        skuId: Number(item.skuId),
        sku: item.sku,
        name: item.name,
        shortName: product?.shortName ?? item.name,
        size: product?.size ?? '',
        color: product?.color ?? '',
        packSize: product?.packSize ?? 1,
        image: item.image ?? null,
        qty: item.qty,
        productUnit: item.productUnit,
        price: item.price,
        vat: item.vat,
        buyOneGetOneFree: item.buyOneGetOneFree ?? false,
        freeProducts: item.freeProducts.map(({ name, sku, qty, productUnit }) => ({
          name,
          sku,
          qty,
          productUnit,
        })),
        itemsTotalPrice: item.price * item.qty,
      };
    }),
    totalPrice: totals.totalPrice,
    taxPrice: totals.taxPrice,
    totalWithVat: totals.totalWithVat,
    totalQty: totals.totalQty,
    shippingPrice: 0,
    levels: hasLimits ? levelProgress(totals.totalPrice, limits) : [],
    reachedLevel: hasLimits ? reachedLevel(totals.totalPrice, limits) : 0,
    extraGoodsBonus: hasLimits ? extraGoodsBonus(totals.totalPrice, limits) : 0,
    message: hasLimits ? orderMinimumMessage(totals.totalPrice, limits) : null,
    canOrder: hasLimits && canPlaceWholesaleOrder(totals.totalPrice, limits, items.length),
    freeGoodsAllocation: profile.freeGoodsAllocation,
  };
}

export async function readCart(db: Database, accountId: string, now: Date) {
  const profile = await ensureProfile(db, accountId);
  return cartView(profile, await priceCart(db, profile, profile.cartItems, now.getTime()));
}

/**
 * postCart: saves the quantities (the server prices them). A cart id that is no longer
 * the account's (its cart was ordered in another tab) is refused; so is a SKU not sold
 * wholesale or a quantity beyond the stock.
 */
export async function saveCart(
  db: Database,
  accountId: string,
  input: { cart: StoredWholesaleCartLine[]; cartId?: string | undefined },
  now: Date,
) {
  const profile = await ensureProfile(db, accountId);
  if (input.cartId && input.cartId !== profile.cartId) throw wholesaleErrors.cartAlreadyOrdered();
  const merged = new Map<number, number>();
  for (const line of input.cart) merged.set(line.skuId, (merged.get(line.skuId) ?? 0) + line.qty);
  const lines = [...merged.entries()].map(([skuId, qty]) => ({ skuId, qty }));
  const priced = await priceCart(db, profile, lines, now.getTime());
  if (priced.missing.length > 0) {
    throw wholesaleErrors.notAvailable(`${priced.missing[0]} numaralı ürün`);
  }
  for (const item of priced.items) {
    const stock = priced.priced.get(Number(item.skuId))?.countInStock ?? 0;
    if (unitsOf(item) > stock)
      throw new AppError(409, 'OUT_OF_STOCK', outOfStockMessage(item.name));
  }
  const [saved] = await db
    .update(wholesaleProfiles)
    .set({ cartItems: lines, updatedAt: sql`now()` })
    .where(eq(wholesaleProfiles.accountId, accountId))
    .returning();
  return cartView(saved ?? profile, priced);
}
