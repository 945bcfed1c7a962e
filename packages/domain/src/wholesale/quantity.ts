/**
 * Wholesale quantities change only with + and −. A product sold by the pack (koli)
 * steps by its pack size, so 200 units are a few taps, not 200: − never goes below one pack,
 * + never above the stock (rounded down to whole packs when there is any).
 */
export function steppedWholesaleQty(
  current: number,
  direction: 1 | -1,
  packSize: number,
  max = Number.POSITIVE_INFINITY,
): number {
  const step = Math.max(1, Math.floor(packSize));
  const ceiling = max >= step ? Math.floor(max / step) * step : step;
  // An off-step quantity (saved before the pack size was set) lands on the next whole pack.
  const packs = direction === 1 ? Math.floor(current / step) + 1 : Math.ceil(current / step) - 1;
  return Math.min(ceiling, Math.max(step, packs * step));
}

/** The quantity a product card starts with: one pack, or one unit when sold by the unit. */
export const firstWholesaleQty = (packSize: number) => Math.max(1, Math.floor(packSize));
