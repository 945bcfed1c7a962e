import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import {
  addToWholesaleCart,
  decrementWholesaleLine,
  dropBogoLinesWithoutFreeProducts,
  incrementWholesaleLine,
  removeWholesaleLine,
  type WholesaleCartItem,
  wholesaleCartTotals,
} from './cart';

const item = (sku: string, overrides: Partial<WholesaleCartItem> = {}): WholesaleCartItem => ({
  sku,
  skuId: `id-${sku}`,
  name: `Ürün ${sku}`,
  qty: 1,
  productUnit: 'Adet',
  price: 10_000,
  vat: 20,
  freeProducts: [],
  ...overrides,
});

describe('wholesale cart', () => {
  it('attaches a free item to the previous line', () => {
    const cart = addToWholesaleCart(
      [],
      [
        item('A', { buyOneGetOneFree: true, qty: 2 }),
        item('A-free', { price: 0, qty: 2, image: 'a.jpg' }),
      ],
    );
    expect(cart).toHaveLength(1);
    expect(cart[0]?.freeProducts).toEqual([
      { name: 'Ürün A-free', image: 'a.jpg', sku: 'A-free', qty: 2, productUnit: 'Adet' },
    ]);
  });

  it('sums quantities for a SKU already in the cart, free entries too', () => {
    const first = addToWholesaleCart([], [item('A'), item('G', { price: 0 })]);
    const second = addToWholesaleCart(first, [
      item('A', { qty: 2 }),
      item('G', { price: 0, qty: 2 }),
    ]);
    expect(second).toHaveLength(1);
    expect(second[0]?.qty).toBe(3);
    expect(second[0]?.freeProducts.map((f) => f.qty)).toEqual([3]);
    expect(first[0]?.qty).toBe(1); // input untouched
  });

  it('drops a free item with no line before it, and BOGO lines without free entries', () => {
    expect(addToWholesaleCart([], [item('G', { price: 0 })])).toEqual([]);
    expect(addToWholesaleCart([], [item('B', { buyOneGetOneFree: true })])).toEqual([]);
    expect(dropBogoLinesWithoutFreeProducts([item('C')])).toHaveLength(1);
  });

  it('rejects fractional prices and zero quantities', () => {
    expect(() => addToWholesaleCart([], [item('A', { price: 1.5 })])).toThrow(RangeError);
    expect(() => addToWholesaleCart([], [item('A', { qty: 0 })])).toThrow(RangeError);
  });

  it('plus and minus carry free products and never go below 1', () => {
    const cart = addToWholesaleCart([], [item('A', { qty: 2 }), item('G', { price: 0, qty: 2 })]);
    const up = incrementWholesaleLine(cart, 'A');
    expect([up[0]?.qty, up[0]?.freeProducts[0]?.qty]).toEqual([3, 3]);
    const down = decrementWholesaleLine(
      decrementWholesaleLine(decrementWholesaleLine(cart, 'A'), 'A'),
      'A',
    );
    expect([down[0]?.qty, down[0]?.freeProducts[0]?.qty]).toEqual([1, 1]);
    expect(() => incrementWholesaleLine(cart, 'Z')).toThrow(DomainError);
  });

  it('removes a line', () => {
    const cart = addToWholesaleCart([], [item('A'), item('B')]);
    expect(removeWholesaleLine(cart, 'A').map((l) => l.sku)).toEqual(['B']);
  });

  it('totals VAT-excluded price, VAT per line and units', () => {
    const cart = addToWholesaleCart(
      [],
      [
        item('A', { qty: 3, price: 10_000 }),
        item('G', { price: 0, qty: 1 }),
        item('B', { qty: 1, price: 1005, vat: 10 }),
      ],
    );
    expect(wholesaleCartTotals(cart)).toEqual({
      totalPrice: 31_005,
      taxPrice: 6000 + 101,
      totalWithVat: 37_106,
      totalQty: 5,
    });
  });

  it('increment then decrement restores a line above 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 100 }),
        fc.integer({ min: 2, max: 100 }),
        (qty, freeQty) => {
          const cart = addToWholesaleCart(
            [],
            [item('A', { qty }), item('G', { price: 0, qty: freeQty })],
          );
          expect(decrementWholesaleLine(incrementWholesaleLine(cart, 'A'), 'A')).toEqual(cart);
        },
      ),
    );
  });
});
