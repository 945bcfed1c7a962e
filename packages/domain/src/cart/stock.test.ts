import { describe, expect, it } from 'vitest';
import { isStockAvailable, openingSku } from './stock';

describe('isStockAvailable', () => {
  it('is available when a product without SKUs has a non-zero default stock', () => {
    expect(isStockAvailable(3, [])).toBe(true);
    expect(isStockAvailable(-1, [])).toBe(true);
  });

  it('ignores the default stock of a product whose SKUs are sold out', () => {
    expect(isStockAvailable(12, [0, 0])).toBe(false);
    expect(isStockAvailable(-1, [0])).toBe(false);
  });

  it('otherwise needs SKU stock summing above 0', () => {
    expect(isStockAvailable(0, [0, 2])).toBe(true);
    expect(isStockAvailable(0, [0, 0])).toBe(false);
    expect(isStockAvailable(0, [])).toBe(false);
    expect(isStockAvailable(0, [3, -3])).toBe(false);
  });
});

describe('openingSku', () => {
  it('is the first SKU in stock, else the first', () => {
    const a = { id: 'a', countInStock: 0 };
    const b = { id: 'b', countInStock: 2 };
    const c = { id: 'c', countInStock: 5 };
    expect(openingSku([a, b, c])).toBe(b);
    expect(openingSku([a, { id: 'd', countInStock: 0 }])).toBe(a);
    expect(openingSku([])).toBeUndefined();
  });
});
