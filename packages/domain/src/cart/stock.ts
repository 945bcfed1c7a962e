/**
 * SPEC §5: a product shows as available when its default stock is non-zero or its SKUs' stock
 * adds up to more than 0. Taken literally: a non-zero default (even negative, i.e. back-ordered)
 * counts as available.
 */
export function isStockAvailable(defaultStock: number, skuStocks: readonly number[]): boolean {
  if (defaultStock !== 0) return true;
  return skuStocks.reduce((sum, stock) => sum + stock, 0) > 0;
}
