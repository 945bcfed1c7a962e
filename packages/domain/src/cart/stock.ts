/**
 * A product shows as available when its default stock is non-zero or its SKUs' stock
 * adds up to more than 0. Every sale takes stock off a SKU, so a product with active SKUs is
 * available only when they hold stock (its default stock is a figure nobody decrements: the
 * demo's opening total); the default stock speaks only for a product without SKUs, where a
 * non-zero one (even negative, i.e. back-ordered) counts as available.
 */
export function isStockAvailable(defaultStock: number, skuStocks: readonly number[]): boolean {
  if (skuStocks.length === 0) return defaultStock !== 0;
  return skuStocks.reduce((sum, stock) => sum + stock, 0) > 0;
}

/**
 * A SKU is on the back office's low-stock list when its sellable stock is at or below its own
 * threshold, else this one (the shop's setting LOW_STOCK_THRESHOLD overrides it).
 */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/**
 * The SKU a product is shown at: the one its page opens on and whose price every list card
 * shows (so the card, the page and the cart name one price) — the first active SKU, in
 * position order, that is in stock, else the first. The catalogue's list query orders by the
 * same rule in SQL (`product-summary.ts`).
 */
export function openingSku<T extends { countInStock: number }>(skus: readonly T[]): T | undefined {
  return skus.find((sku) => sku.countInStock > 0) ?? skus[0];
}
