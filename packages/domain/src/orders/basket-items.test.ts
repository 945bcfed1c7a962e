import { describe, expect, it } from 'vitest';
import { basketItemIdsOf } from './basket-items';

describe('basketItemIdsOf', () => {
  it('numbers the priced lines in order and leaves a free line out', () => {
    expect(
      basketItemIdsOf([
        { sku: 'NEV-1', price: 10_000 },
        { sku: 'GIFT-1', price: 0 },
        { sku: 'NEV-2', price: 5_000 },
      ]),
    ).toEqual(['NEV-1-1', null, 'NEV-2-2']);
  });

  it('keeps the basket item a swapped-in line was paid as', () => {
    expect(
      basketItemIdsOf([
        { sku: 'NEV-1', price: 10_000 },
        { sku: 'NEV-3', price: 8_000, basketItemId: 'NEV-2-2' },
      ]),
    ).toEqual(['NEV-1-1', 'NEV-2-2']);
  });
});
