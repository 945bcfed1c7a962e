import { DomainError } from '../errors';
import { assertKurus, type Kurus } from '../money/kurus';
import { vatAmount } from '../money/vat';

/** A free product riding on a wholesale cart line. */
export interface FreeProduct {
  name: string;
  image?: string;
  sku: string;
  qty: number;
  productUnit: string;
}

/** The fields of a wholesale cart item the rules read; price is VAT-excluded. */
export interface WholesaleCartItem {
  sku: string;
  skuId: string;
  name: string;
  image?: string;
  qty: number;
  productUnit: string;
  /** VAT-excluded unit price from wholeSalePrice; 0 marks a free item. */
  price: Kurus;
  /** VAT rate in percent. */
  vat: number;
  buyOneGetOneFree?: boolean;
  freeProducts: FreeProduct[];
}

function toFreeProduct(item: WholesaleCartItem): FreeProduct {
  return {
    name: item.name,
    ...(item.image !== undefined ? { image: item.image } : {}),
    sku: item.sku,
    qty: item.qty,
    productUnit: item.productUnit,
  };
}

/**
 * Adds incoming items in order: a free item (price 0) attaches to the
 * freeProducts of the paid line added just before it (summing with the same free SKU there); a
 * paid SKU already in the cart gets the quantity added; others are appended. A free item with
 * no paid line before it in the batch is dropped. BOGO lines left without free entries are then
 * removed (see {@link dropBogoLinesWithoutFreeProducts}).
 */
export function addToWholesaleCart(
  items: readonly WholesaleCartItem[],
  incoming: readonly WholesaleCartItem[],
): WholesaleCartItem[] {
  const cart = items.map((item) => ({ ...item, freeProducts: [...item.freeProducts] }));
  let previousSku: string | undefined;
  for (const item of incoming) {
    assertKurus(item.price, 'price');
    if (!Number.isInteger(item.qty) || item.qty < 1) {
      throw new RangeError(`quantity must be ≥ 1, got ${item.qty}`);
    }
    if (item.price === 0) {
      const owner = cart.find((line) => line.sku === previousSku);
      if (owner === undefined) continue;
      const same = owner.freeProducts.findIndex((free) => free.sku === item.sku);
      const free = toFreeProduct(item);
      if (same >= 0) {
        const existing = owner.freeProducts[same]!;
        owner.freeProducts[same] = { ...existing, qty: existing.qty + item.qty };
      } else {
        owner.freeProducts.push(free);
      }
      continue;
    }
    const index = cart.findIndex((line) => line.sku === item.sku);
    if (index >= 0) {
      const line = cart[index]!;
      cart[index] = { ...line, qty: line.qty + item.qty };
    } else {
      cart.push({ ...item, freeProducts: [...item.freeProducts] });
    }
    previousSku = item.sku;
  }
  return dropBogoLinesWithoutFreeProducts(cart);
}

/** Lines marked buy-one-get-one-free with no free-product entries are removed. */
export function dropBogoLinesWithoutFreeProducts(
  items: readonly WholesaleCartItem[],
): WholesaleCartItem[] {
  return items.filter((item) => !(item.buyOneGetOneFree && item.freeProducts.length === 0));
}

function step(
  items: readonly WholesaleCartItem[],
  sku: string,
  delta: 1 | -1,
): WholesaleCartItem[] {
  const index = items.findIndex((item) => item.sku === sku);
  if (index < 0) throw new DomainError('CART_LINE_NOT_FOUND', `Sepette ${sku} kodlu ürün yok.`);
  return items.map((item, i) =>
    i === index
      ? {
          ...item,
          qty: Math.max(1, item.qty + delta),
          freeProducts: item.freeProducts.map((free) => ({
            ...free,
            qty: Math.max(1, free.qty + delta),
          })),
        }
      : item,
  );
}

/** Plus button: one more unit, and one more of each free product on the line. */
export function incrementWholesaleLine(
  items: readonly WholesaleCartItem[],
  sku: string,
): WholesaleCartItem[] {
  return step(items, sku, 1);
}

/** Minus button: one unit less (never below 1), free products likewise. */
export function decrementWholesaleLine(
  items: readonly WholesaleCartItem[],
  sku: string,
): WholesaleCartItem[] {
  return step(items, sku, -1);
}

/** Removes a wholesale line with its free products. */
export function removeWholesaleLine(
  items: readonly WholesaleCartItem[],
  sku: string,
): WholesaleCartItem[] {
  return items.filter((item) => item.sku !== sku);
}

/** Wholesale cart money (the cart's totalPrice and taxPrice). */
export interface WholesaleCartTotals {
  /** Σ price × qty, VAT-excluded; free products cost nothing. */
  totalPrice: Kurus;
  /** Σ line VAT, rounded half-up per line. */
  taxPrice: Kurus;
  /** totalPrice + taxPrice */
  totalWithVat: Kurus;
  /** Paid units plus free units. */
  totalQty: number;
}

export function wholesaleCartTotals(items: readonly WholesaleCartItem[]): WholesaleCartTotals {
  let totalPrice = 0;
  let taxPrice = 0;
  let totalQty = 0;
  for (const item of items) {
    const net = item.price * item.qty;
    totalPrice += net;
    taxPrice += vatAmount(net, item.vat);
    totalQty += item.qty + item.freeProducts.reduce((sum, free) => sum + free.qty, 0);
  }
  return { totalPrice, taxPrice, totalWithVat: totalPrice + taxPrice, totalQty };
}
