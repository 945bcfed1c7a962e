import { describe, expect, it } from 'vitest';
import { cartUsableBy } from './ownership';

describe('cartUsableBy', () => {
  it('lets anyone holding its id use a cart without an owner', () => {
    expect(cartUsableBy({ customerId: null }, null)).toBe(true);
    expect(cartUsableBy({ customerId: null }, 'c-1')).toBe(true);
  });

  it('keeps a customer cart to that customer', () => {
    expect(cartUsableBy({ customerId: 'c-1' }, 'c-1')).toBe(true);
    expect(cartUsableBy({ customerId: 'c-1' }, 'c-2')).toBe(false);
    expect(cartUsableBy({ customerId: 'c-1' }, null)).toBe(false);
  });
});
