import { describe, expect, it } from 'vitest';
import { isStockAvailable } from './stock';

describe('isStockAvailable', () => {
  it('is available when default stock is non-zero', () => {
    expect(isStockAvailable(3, [])).toBe(true);
    expect(isStockAvailable(-1, [0])).toBe(true);
  });

  it('otherwise needs SKU stock summing above 0', () => {
    expect(isStockAvailable(0, [0, 2])).toBe(true);
    expect(isStockAvailable(0, [0, 0])).toBe(false);
    expect(isStockAvailable(0, [])).toBe(false);
    expect(isStockAvailable(0, [3, -3])).toBe(false);
  });
});
