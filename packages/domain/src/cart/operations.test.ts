import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import type { NewCartLine, RetailCartLine } from './line';
import {
  addToCart,
  bogoFreeLine,
  clearCart,
  nextIndexId,
  removeFromCart,
  setLineQuantity,
} from './operations';
import { cartArb, contents, freeLine, lineArb, paidLine } from './test-fixtures';

const expectCode = (fn: () => unknown, code: string) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(code);
    return;
  }
  throw new Error(`expected a DomainError ${code}`);
};

describe('addToCart', () => {
  it('appends a new SKU with the next indexId', () => {
    const cart = addToCart([], paidLine());
    expect(cart).toHaveLength(1);
    expect(cart[0]?.indexId).toBe(1);
    expect(nextIndexId(cart)).toBe(2);
  });

  it('replaces a SKU already in the cart, summing quantity from elsewhere', () => {
    const first = addToCart([], paidLine({ qty: 2 }));
    const second = addToCart(
      first,
      paidLine({ qty: 1, addToCartButtonLocation: 'upsellLocation' }),
    );
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ indexId: 1, qty: 3 });
  });

  it('keeps a landing-campaign line apart from the same SKU at its regular price', () => {
    const regular = addToCart([], paidLine({ qty: 1 }));
    const both = addToCart(regular, paidLine({ qty: 2, price: 25_492, campaignId: 7 }));
    expect(both.map((l) => [l.indexId, l.qty, l.campaignId])).toEqual([
      [1, 1, undefined],
      [2, 2, 7],
    ]);
    const again = addToCart(both, paidLine({ qty: 1, price: 25_492, campaignId: 7 }));
    expect(again.map((l) => [l.indexId, l.qty])).toEqual([
      [1, 1],
      [2, 3],
    ]);
    expect(addToCart(again, paidLine({ qty: 1 }))[0]?.qty).toBe(2);
  });

  it('caps a summed quantity at maxPurchaseQty', () => {
    const cart = addToCart(addToCart([], paidLine({ qty: 4 })), paidLine({ qty: 4 }));
    expect(cart[0]?.qty).toBe(5);
    expect(addToCart([], paidLine({ qty: 9 }))[0]?.qty).toBe(5);
  });

  it('sets the quantity from the cart screen and keeps the position', () => {
    let cart = addToCart([], paidLine({ qty: 2 }));
    cart = addToCart(cart, paidLine({ skuId: 'sku-2', sku: 'YST-1' }));
    cart = addToCart(cart, paidLine({ qty: 4, addToCartButtonLocation: 'cartScreenQtySelection' }));
    expect(cart.map((l) => [l.skuId, l.qty])).toEqual([
      ['sku-1', 4],
      ['sku-2', 1],
    ]);
  });

  it('refuses a cart-screen quantity outside 1 … maxPurchaseQty', () => {
    const screen = { addToCartButtonLocation: 'cartScreenQtySelection' as const };
    expectCode(() => addToCart([], paidLine({ qty: 6, ...screen })), 'CART_QUANTITY_OUT_OF_RANGE');
    expectCode(() => addToCart([], paidLine({ qty: 0 })), 'CART_QUANTITY_OUT_OF_RANGE');
    expect(() => addToCart([], paidLine({ price: -1 }))).toThrow(RangeError);
    expect(() => addToCart([], paidLine({ price: 10.5 }))).toThrow(RangeError);
  });

  it('appends buy-one-get-one-free lines separately with their free half', () => {
    const bogo = paidLine({ buyOneGetOneFree: true, qty: 2 });
    let cart = addToCart([], bogo, { free: [bogoFreeLine(bogo)] });
    cart = addToCart(cart, bogo, { free: [bogoFreeLine(bogo)] });
    expect(cart.map((l) => [l.indexId, l.price, l.qty])).toEqual([
      [1, 29990, 2],
      [2, 0, 2],
      [3, 29990, 2],
      [4, 0, 2],
    ]);
    // A BOGO line's quantity has no upper bound.
    expect(addToCart([], paidLine({ buyOneGetOneFree: true, qty: 9 }))[0]?.qty).toBe(9);
  });

  it('appends a free line on its own and rejects a priced "free" line', () => {
    expect(addToCart([], freeLine())[0]?.price).toBe(0);
    expect(() => addToCart([], paidLine(), { free: [paidLine()] })).toThrow(RangeError);
  });

  it('keeps the free lines of a replaced line unless new ones are given', () => {
    const withGift = addToCart([], paidLine(), { free: [freeLine()] });
    const summed = addToCart(withGift, paidLine());
    expect(contents(summed).map((l) => l.skuId)).toEqual(['sku-1', 'gift-1']);
    const regifted = addToCart(withGift, paidLine(), { free: [freeLine({ skuId: 'gift-2' })] });
    expect(contents(regifted).map((l) => l.skuId)).toEqual(['sku-1', 'gift-2']);
  });
});

describe('removeFromCart', () => {
  it('removes the line with its adjacent free line and sets stopDiscount', () => {
    let cart = addToCart([], paidLine(), { free: [freeLine()] });
    cart = addToCart(cart, paidLine({ skuId: 'sku-2' }));
    const result = removeFromCart(cart, 1);
    expect(result.stopDiscount).toBe(true);
    expect(result.items.map((l) => l.skuId)).toEqual(['sku-2']);
  });

  it('clears a cart left with only free lines', () => {
    let cart = addToCart([], freeLine());
    cart = addToCart(cart, paidLine());
    expect(removeFromCart(cart, 2).items).toEqual([]);
  });

  it('does not let the shopper remove a free line or a missing line', () => {
    const cart = addToCart([], paidLine(), { free: [freeLine()] });
    expectCode(() => removeFromCart(cart, 2), 'CART_FREE_LINE_NOT_REMOVABLE');
    expectCode(() => removeFromCart(cart, 99), 'CART_LINE_NOT_FOUND');
  });
});

describe('setLineQuantity and clearCart', () => {
  it('sets a paid line quantity within bounds', () => {
    const cart = addToCart([], paidLine());
    expect(setLineQuantity(cart, 1, 5)[0]?.qty).toBe(5);
    expectCode(() => setLineQuantity(cart, 1, 6), 'CART_QUANTITY_OUT_OF_RANGE');
    expectCode(() => setLineQuantity(cart, 7, 1), 'CART_LINE_NOT_FOUND');
  });

  it('refuses quantity changes on free and BOGO lines', () => {
    const bogo = paidLine({ buyOneGetOneFree: true });
    const cart = addToCart([], bogo, { free: [bogoFreeLine(bogo)] });
    expectCode(() => setLineQuantity(cart, 1, 2), 'CART_QUANTITY_LOCKED');
    expectCode(() => setLineQuantity(cart, 2, 2), 'CART_QUANTITY_LOCKED');
  });

  it('empties the cart', () => {
    expect(clearCart()).toEqual([]);
  });
});

describe('cart properties', () => {
  it('adding a new line then removing it restores the cart', () => {
    fc.assert(
      fc.property(cartArb, lineArb('sku-new'), (cart, add) => {
        const added = addToCart(cart, add.line, { free: add.free });
        const id = added.find((l) => l.skuId === 'sku-new')?.indexId as number;
        expect(removeFromCart(added, id).items).toEqual(cart);
      }),
    );
  });

  it('indexIds stay unique and free lines always follow a paid line', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        expect(new Set(cart.map((l) => l.indexId)).size).toBe(cart.length);
        if (cart.length > 0) expect(cart[0]?.price).toBeGreaterThan(0);
      }),
    );
  });

  it('never leaves a paid quantity outside 1 … maxPurchaseQty', () => {
    fc.assert(
      fc.property(cartArb, fc.integer({ min: 1, max: 20 }), (cart, qty) => {
        const more = cart.reduce<RetailCartLine[]>(
          (acc, l) => (l.price > 0 ? addToCart(acc, { ...(l as NewCartLine), qty }) : acc),
          cart,
        );
        for (const line of more) {
          if (line.price > 0 && !line.buyOneGetOneFree) {
            expect(line.qty).toBeGreaterThanOrEqual(1);
            expect(line.qty).toBeLessThanOrEqual(line.maxPurchaseQty);
          }
        }
      }),
    );
  });
});
