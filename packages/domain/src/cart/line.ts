import type { Kurus } from '../money/kurus';
import { splitVatIncluded } from '../money/vat';

/** Where an add-to-cart came from: the cart screen sets a quantity, elsewhere it is summed. */
export type AddToCartLocation = 'cartScreenQtySelection' | 'upsellLocation';

/** A product's "limited time" price cut, counted from the visitor's first visit. */
export interface TimeLimitedDiscount {
  /** Hours after the first visit during which the discount holds. */
  discountDuration: number;
  /** Kuruş taken off priceForOne (VAT-included, like every retail unit price) while it holds. */
  discountAmount: Kurus;
}

/**
 * The fields of a retail cart line that the rules read. Lines may
 * carry the entity's other fields too; every cart function keeps them untouched.
 * All prices are VAT-included shelf prices in kuruş: what the product page shows and the shopper
 * pays. The VAT a line contains is taken out of its total (see {@link lineAmounts}).
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
  /**
   * The landing campaign the line was added from: such a line is a line of its own, apart from
   * the same SKU added at its regular price (the caller prices it, see campaignPrice).
   */
  campaignId?: number;
}

/** A line as the caller hands it in, before the cart gives it an indexId. */
export type NewCartLine<L extends RetailCartLine = RetailCartLine> = Omit<L, 'indexId'>;

/** Price 0 means a free item; the shopper cannot remove or re-quantify it. */
export function isFreeLine(line: Pick<RetailCartLine, 'price'>): boolean {
  return line.price === 0;
}

/** Free and buy-one-get-one-free lines have no quantity choice. */
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

/** Money of one line. `gross` is what the shopper pays; net and VAT are split out of it. */
export interface LineAmounts {
  qty: number;
  /** VAT-included line total: first unit at price, further units at priceGap (or price). */
  gross: Kurus;
  /** The same at priceForOne, before time-limited discounts; 0 for free lines. */
  undiscountedGross: Kurus;
  /** VAT-excluded part of `gross`: gross × 100 / (100 + rate), rounded half-up per line. */
  net: Kurus;
  /** VAT-excluded part of `undiscountedGross`. */
  undiscountedNet: Kurus;
  /** The VAT `gross` contains: gross − net, so net + vat === gross to the kuruş. */
  vat: Kurus;
}

/** The shelf prices of `qty` units added up: the first at `firstUnit`, the others at the gap. */
function unitsTotal(firstUnit: Kurus, gap: Kurus | undefined, qty: number): Kurus {
  const further = gap !== undefined && gap > 0 ? gap : firstUnit;
  return firstUnit + (qty - 1) * further;
}

/**
 * Computes a line's amounts; cart totals are exactly the sums of these. The line's gross is the
 * sum of the shelf prices the shopper saw, never re-derived from a net, so it cannot drift.
 */
export function lineAmounts(line: RetailCartLine): LineAmounts {
  if (isFreeLine(line)) {
    return { qty: line.qty, gross: 0, undiscountedGross: 0, net: 0, undiscountedNet: 0, vat: 0 };
  }
  const { gross, net, vat } = splitVatIncluded(
    unitsTotal(line.price, line.priceGap, line.qty),
    line.vat,
  );
  const undiscountedGross = unitsTotal(line.priceForOne, line.priceGap, line.qty);
  const undiscountedNet = splitVatIncluded(undiscountedGross, line.vat).net;
  return { qty: line.qty, gross, undiscountedGross, net, undiscountedNet, vat };
}
