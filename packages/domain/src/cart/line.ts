import type { Kurus } from '../money/kurus';
import { vatAmount } from '../money/vat';

/** Where an add-to-cart came from: the cart screen sets a quantity, elsewhere it is summed. */
export type AddToCartLocation = 'cartScreenQtySelection' | 'upsellLocation';

/** A product's "limited time" price cut, counted from the visitor's first visit. */
export interface TimeLimitedDiscount {
  /** Hours after the first visit during which the discount holds. */
  discountDuration: number;
  /** Kuruş taken off priceForOne while it holds. */
  discountAmount: Kurus;
}

/**
 * The fields of a retail cart line (SPEC §3 "Cart SKU item") that the rules read. Lines may
 * carry the entity's other fields too; every cart function keeps them untouched.
 * All prices are VAT-excluded kuruş.
 */
export interface RetailCartLine {
  indexId: number;
  skuId: string;
  sku: string;
  name: string;
  /** Current unit price; 0 marks a free line (gift or the free half of a BOGO pair). */
  price: Kurus;
  /** Undiscounted unit price. */
  priceForOne: Kurus;
  /** Price of each unit after the first, when the product sets one (> 0). */
  priceGap?: Kurus;
  /** VAT rate in percent. */
  vat: number;
  qty: number;
  maxPurchaseQty: number;
  buyOneGetOneFree?: boolean;
  addToCartButtonLocation?: AddToCartLocation;
  timeLimitedDiscount?: TimeLimitedDiscount;
}

/** A line as the caller hands it in, before the cart gives it an indexId. */
export type NewCartLine<L extends RetailCartLine = RetailCartLine> = Omit<L, 'indexId'>;

/** Price 0 means a free item (SPEC §3); the shopper cannot remove or re-quantify it. */
export function isFreeLine(line: Pick<RetailCartLine, 'price'>): boolean {
  return line.price === 0;
}

/** Free and buy-one-get-one-free lines have no quantity choice (SPEC §2, §5). */
export function isQuantityLocked(
  line: Pick<RetailCartLine, 'price' | 'buyOneGetOneFree'>,
): boolean {
  return isFreeLine(line) || line.buyOneGetOneFree === true;
}

/** The quantity choices the cart screen offers: 1 … maxPurchaseQty, or none when locked. */
export function quantityOptions(
  line: Pick<RetailCartLine, 'price' | 'buyOneGetOneFree' | 'maxPurchaseQty'>,
): number[] {
  if (isQuantityLocked(line)) return [];
  return Array.from({ length: Math.max(0, line.maxPurchaseQty) }, (_, i) => i + 1);
}

/** Money of one line, all VAT-excluded except `gross`. */
export interface LineAmounts {
  qty: number;
  /** What the line costs now: first unit at price, further units at priceGap (or price). */
  net: Kurus;
  /** The same without time-limited discounts (priceForOne); 0 for free lines. */
  undiscountedNet: Kurus;
  /** VAT of `net` at the line's rate, rounded half-up per line. */
  vat: Kurus;
  /** net + vat */
  gross: Kurus;
}

function unitsTotal(firstUnit: Kurus, gap: Kurus | undefined, qty: number): Kurus {
  const further = gap !== undefined && gap > 0 ? gap : firstUnit;
  return firstUnit + (qty - 1) * further;
}

/** Computes a line's amounts; cart totals are exactly the sums of these. */
export function lineAmounts(line: RetailCartLine): LineAmounts {
  if (isFreeLine(line)) return { qty: line.qty, net: 0, undiscountedNet: 0, vat: 0, gross: 0 };
  const net = unitsTotal(line.price, line.priceGap, line.qty);
  const undiscountedNet = unitsTotal(line.priceForOne, line.priceGap, line.qty);
  const vat = vatAmount(net, line.vat);
  return { qty: line.qty, net, undiscountedNet, vat, gross: net + vat };
}
