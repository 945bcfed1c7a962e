import { DomainError } from '../errors';
import { assertKurus } from '../money/kurus';
import { isFreeLine, isQuantityLocked, type NewCartLine, type RetailCartLine } from './line';

/**
 * Retail cart operations. Every function returns a new array and leaves
 * its input untouched. Free lines (price 0) always sit directly after the paid line they belong
 * to, which is what "the adjacent free item" means.
 */

/** The indexId the next appended line gets: one more than the largest in the cart. */
export function nextIndexId(items: readonly RetailCartLine[]): number {
  return items.reduce((max, line) => Math.max(max, line.indexId), 0) + 1;
}

function assertNewLine(line: NewCartLine): void {
  assertKurus(line.price, 'price');
  assertKurus(line.priceForOne, 'priceForOne');
  if (line.price < 0) throw new RangeError(`price must not be negative, got ${line.price}`);
  if (!Number.isInteger(line.qty) || line.qty < 1) {
    throw new DomainError('CART_QUANTITY_OUT_OF_RANGE', `Adet en az 1 olmalı (${line.qty}).`);
  }
}

function assertQuantityInRange(qty: number, maxPurchaseQty: number): void {
  if (!Number.isInteger(qty) || qty < 1 || qty > maxPurchaseQty) {
    throw new DomainError(
      'CART_QUANTITY_OUT_OF_RANGE',
      `Adet 1 ile ${maxPurchaseQty} arasında olmalı (${qty}).`,
    );
  }
}

/** How many free lines directly follow position `index`. */
function freeRunAfter(items: readonly RetailCartLine[], index: number): number {
  let count = 0;
  while (items[index + 1 + count] !== undefined && isFreeLine(items[index + 1 + count]!))
    count += 1;
  return count;
}

function withIndexIds<L extends RetailCartLine>(
  lines: readonly NewCartLine<L>[],
  first: number,
): L[] {
  return lines.map((line, i) => ({ ...line, indexId: first + i }) as L);
}

export interface AddToCartOptions<L extends RetailCartLine> {
  /** Free lines that come with this line (the free half of a BOGO, a free other product). */
  free?: readonly NewCartLine<L>[];
}

/**
 * Adds a line:
 * - a paid, non-BOGO SKU already in the cart (from the same landing campaign, or from none) is
 *   replaced in place, its quantity set (from the cart screen, which must offer
 *   1 … maxPurchaseQty) or summed (anywhere else, capped at maxPurchaseQty); supplied free lines
 *   replace the ones that followed it;
 * - a buy-one-get-one-free line is always appended as a separate line, as is a free line;
 * - supplied free lines are placed directly after the paid line.
 */
export function addToCart<L extends RetailCartLine>(
  items: readonly L[],
  line: NewCartLine<L>,
  options: AddToCartOptions<L> = {},
): L[] {
  assertNewLine(line);
  const free = options.free ?? [];
  for (const freeLine of free) {
    assertNewLine(freeLine);
    if (!isFreeLine(freeLine)) throw new RangeError('a free line must have price 0');
  }
  const setsQuantity = line.addToCartButtonLocation === 'cartScreenQtySelection';
  const locked = isQuantityLocked(line);
  if (setsQuantity && !locked) assertQuantityInRange(line.qty, line.maxPurchaseQty);
  const next = nextIndexId(items);

  const existing = locked
    ? -1
    : items.findIndex(
        (l) => l.skuId === line.skuId && l.campaignId === line.campaignId && !isQuantityLocked(l),
      );
  if (existing >= 0) {
    const current = items[existing]!;
    const qty = setsQuantity ? line.qty : Math.min(current.qty + line.qty, line.maxPurchaseQty);
    const replaced = { ...line, indexId: current.indexId, qty } as L;
    const run = freeRunAfter(items, existing);
    const following =
      free.length > 0 ? withIndexIds(free, next) : items.slice(existing + 1, existing + 1 + run);
    return [
      ...items.slice(0, existing),
      replaced,
      ...following,
      ...items.slice(existing + 1 + run),
    ];
  }

  const qty = locked ? line.qty : Math.min(line.qty, line.maxPurchaseQty);
  return [...items, ...withIndexIds([{ ...line, qty }, ...free], next)];
}

/** The free half of a buy-one-get-one-free pair: the same SKU and quantity at price 0. */
export function bogoFreeLine<L extends RetailCartLine>(paid: NewCartLine<L>): NewCartLine<L> {
  return { ...paid, price: 0, priceGap: 0, timeLimitedDiscount: undefined };
}

/** Result of a removal: the new cart and the session's stop-discount flag to set. */
export interface RemoveFromCartResult<L extends RetailCartLine> {
  items: L[];
  /** Always true: any removal ends the surprise discount for the session. */
  stopDiscount: true;
}

/**
 * Removes the line with `indexId` together with the free lines directly after it; a cart left
 * with only free lines is cleared. Free lines themselves cannot be removed by the shopper.
 */
export function removeFromCart<L extends RetailCartLine>(
  items: readonly L[],
  indexId: number,
): RemoveFromCartResult<L> {
  const index = items.findIndex((l) => l.indexId === indexId);
  if (index < 0) {
    throw new DomainError('CART_LINE_NOT_FOUND', `Sepette ${indexId} numaralı ürün yok.`);
  }
  if (isFreeLine(items[index]!)) {
    throw new DomainError('CART_FREE_LINE_NOT_REMOVABLE', 'Hediye ürün sepetten çıkarılamaz.');
  }
  const rest = [...items.slice(0, index), ...items.slice(index + 1 + freeRunAfter(items, index))];
  return { items: rest.every(isFreeLine) ? [] : rest, stopDiscount: true };
}

/** Sets a paid line's quantity from the cart screen (1 … maxPurchaseQty). */
export function setLineQuantity<L extends RetailCartLine>(
  items: readonly L[],
  indexId: number,
  qty: number,
): L[] {
  const index = items.findIndex((l) => l.indexId === indexId);
  const line = items[index];
  if (line === undefined) {
    throw new DomainError('CART_LINE_NOT_FOUND', `Sepette ${indexId} numaralı ürün yok.`);
  }
  if (isQuantityLocked(line)) {
    throw new DomainError('CART_QUANTITY_LOCKED', 'Bu ürünün adedi değiştirilemez.');
  }
  assertQuantityInRange(qty, line.maxPurchaseQty);
  return items.map((l, i) => (i === index ? { ...l, qty } : l));
}

/** Clearing empties the cart (the caller also drops the stored cart). */
export function clearCart<L extends RetailCartLine>(): L[] {
  return [];
}
