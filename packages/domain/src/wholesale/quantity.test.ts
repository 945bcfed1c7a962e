import { describe, expect, it } from 'vitest';
import { firstWholesaleQty, steppedWholesaleQty } from './quantity';

describe('steppedWholesaleQty', () => {
  it('steps by one unit for a product sold by the unit', () => {
    expect(steppedWholesaleQty(1, 1, 1)).toBe(2);
    expect(steppedWholesaleQty(2, -1, 1)).toBe(1);
    expect(steppedWholesaleQty(1, -1, 1)).toBe(1);
  });

  it('steps by the pack size and never below one pack', () => {
    expect(firstWholesaleQty(24)).toBe(24);
    expect(steppedWholesaleQty(24, 1, 24)).toBe(48);
    expect(steppedWholesaleQty(48, -1, 24)).toBe(24);
    expect(steppedWholesaleQty(24, -1, 24)).toBe(24);
  });

  it('brings an off-step quantity to the neighbouring whole pack', () => {
    expect(steppedWholesaleQty(30, 1, 24)).toBe(48);
    expect(steppedWholesaleQty(30, -1, 24)).toBe(24);
  });

  it('stops at the stock, in whole packs', () => {
    expect(steppedWholesaleQty(48, 1, 24, 60)).toBe(48);
    expect(steppedWholesaleQty(5, 1, 1, 5)).toBe(5);
  });
});
