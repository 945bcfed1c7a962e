/** The basket item iyzico knows an order's shipping by. */
export const SHIPPING_BASKET_ITEM = 'KARGO';

/** What the numbering reads of an order line. */
export interface BasketLine {
  sku: string;
  /** Unit price in kuruş; a free line (0) is not in the basket. */
  price: number;
  /** Set on a line swapped in after the payment: the basket item it was paid as. */
  basketItemId?: string | undefined;
}

/**
 * The id iyzico knows each order line by: `<sku>-<n>`, n counting the lines with a price (a free
 * line is not in the basket, so it has none: null). A line's unit price never changes, so the
 * numbering stays the same after partial cancels; a line swapped in after the payment keeps the
 * basket item it was paid as. The payment's basket, the item refunds of cancels and swaps and the
 * refunds of returns all read it from here.
 */
export function basketItemIdsOf(lines: readonly BasketLine[]): (string | null)[] {
  let n = 0;
  return lines.map((line) =>
    line.basketItemId ? line.basketItemId : line.price > 0 ? `${line.sku}-${++n}` : null,
  );
}
