/** Test helpers for cart tests (not exported from the package). */
import fc from 'fast-check';
import type { NewCartLine, RetailCartLine } from './line';
import { addToCart, bogoFreeLine } from './operations';

/** Builds a paid retail line for tests; override any field. */
export function paidLine(overrides: Partial<NewCartLine> = {}): NewCartLine {
  return {
    skuId: 'sku-1',
    sku: 'NVR-001',
    name: 'Pamuklu Nevresim Takımı',
    price: 29990,
    priceForOne: 29990,
    vat: 20,
    qty: 1,
    maxPurchaseQty: 5,
    ...overrides,
  };
}

/** Builds a free line (price 0) for tests. */
export function freeLine(overrides: Partial<NewCartLine> = {}): NewCartLine {
  return paidLine({
    skuId: 'gift-1',
    sku: 'HED-001',
    name: 'Hediye Yastık Kılıfı',
    price: 0,
    ...overrides,
  });
}

/** Strips indexIds so carts built along different paths can be compared by content. */
export function contents(items: readonly RetailCartLine[]): NewCartLine[] {
  return items.map(({ indexId: _indexId, ...rest }) => rest);
}

/** Random carts built through addToCart: distinct SKUs, some with free companions. */
export const lineArb = (skuId: string) =>
  fc
    .record({
      price: fc.integer({ min: 1, max: 500_000 }),
      timeLimitedCut: fc.integer({ min: 0, max: 50_000 }),
      priceGap: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000 })),
      qty: fc.integer({ min: 1, max: 5 }),
      vat: fc.constantFrom(0, 1, 8, 10, 18, 20),
      bogo: fc.boolean(),
      gifts: fc.integer({ min: 0, max: 2 }),
    })
    .map(({ price, timeLimitedCut, priceGap, qty, vat, bogo, gifts }) => {
      const priceForOne = price + timeLimitedCut;
      const line = paidLine({
        skuId,
        price,
        priceForOne,
        priceGap,
        qty,
        vat,
        buyOneGetOneFree: bogo,
      });
      const free = Array.from({ length: gifts }, (_, i) =>
        freeLine({ skuId: `${skuId}-gift-${i}` }),
      );
      return { line, free: bogo ? [bogoFreeLine(line), ...free] : free };
    });

export const cartArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 50 }), { maxLength: 8 })
  .chain((ids) => fc.tuple(...ids.map((id) => lineArb(`sku-${id}`))))
  .map((adds) =>
    adds.reduce<RetailCartLine[]>((cart, add) => addToCart(cart, add.line, { free: add.free }), []),
  );
