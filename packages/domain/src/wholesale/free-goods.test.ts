import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkFreeGoodsAdd,
  FREE_GOODS_DETAIL_LINK_TEXT,
  FREE_GOODS_MESSAGES,
  FREE_GOODS_MODE_ACTIVE_TEXT,
  FREE_GOODS_MODE_PASSIVE_TEXT,
  FREE_GOODS_PICK_TEXT,
} from './free-goods';

const request = { allocation: 100_000, cartTotal: 0, unitPrice: 15_000, qty: 2, unit: 'Adet' };

describe('free-goods allocation', () => {
  it('has the spec texts verbatim', () => {
    expect(FREE_GOODS_MESSAGES.unitPriceTooHigh).toBe(
      'Ürün fiyatı, tanımlı mal fazlası tutarını aştığı için ürün eklenemiyor.',
    );
    expect(FREE_GOODS_MESSAGES.cartFull).toBe(
      'Sepet tutarı, tanımlı mal fazlası tutarını aşacağı için yeni ürün eklenemiyor.',
    );
    expect(FREE_GOODS_DETAIL_LINK_TEXT).toBe('Detay Gör');
    expect(FREE_GOODS_MODE_ACTIVE_TEXT).toBe('Mal Fazlası Modu Aktif');
    expect(FREE_GOODS_MODE_PASSIVE_TEXT).toBe('Mal Fazlası Modu Pasif');
    expect(FREE_GOODS_PICK_TEXT).toBe('Aşağıdan Mal Fazlası Seç');
  });

  it('is ignored unless the allocation is greater than 0', () => {
    expect(checkFreeGoodsAdd({ ...request, allocation: 0, qty: 99 })).toEqual({
      kind: 'ignored',
      qty: 99,
    });
    expect(checkFreeGoodsAdd({ ...request, allocation: -5 }).kind).toBe('ignored');
  });

  it('lets through what fits, up to exactly the allocation', () => {
    expect(checkFreeGoodsAdd({ ...request, cartTotal: 40_000, qty: 4 })).toMatchObject({
      kind: 'ok',
      qty: 4,
      detail: { remainingAllocation: 0 },
    });
    expect(checkFreeGoodsAdd(request)).toMatchObject({
      kind: 'ok',
      qty: 2,
      detail: { remainingAllocation: 70_000 },
    });
  });

  it('blocks a unit price above the allocation', () => {
    expect(checkFreeGoodsAdd({ ...request, unitPrice: 100_001 })).toMatchObject({
      kind: 'blocked',
      qty: 0,
      message: 'Ürün fiyatı, tanımlı mal fazlası tutarını aştığı için ürün eklenemiyor.',
    });
  });

  it('blocks when the cart plus one unit exceeds the allocation', () => {
    expect(checkFreeGoodsAdd({ ...request, cartTotal: 90_000 })).toMatchObject({
      kind: 'blocked',
      message: 'Sepet tutarı, tanımlı mal fazlası tutarını aşacağı için yeni ürün eklenemiyor.',
    });
  });

  it('cuts the quantity to what fits beside the cart', () => {
    expect(checkFreeGoodsAdd({ ...request, cartTotal: 40_000, qty: 10 })).toMatchObject({
      kind: 'reduced',
      qty: 4,
      message: 'Sepetteki mevcut tutar nedeni ile bu üründen en çok 4 Adet sepete eklenebiliyor.',
    });
  });

  it('cuts a quantity that alone exceeds it to floor(allocation / price)', () => {
    expect(checkFreeGoodsAdd({ ...request, qty: 10, unit: 'Paket' })).toMatchObject({
      kind: 'reduced',
      qty: 6,
      message: 'En çok 6 Paket ürün sepete eklenebiliyor.',
      detail: { allocation: 100_000, requestedQty: 10, allowedQty: 6, remainingAllocation: 10_000 },
    });
  });

  it('rejects bad input', () => {
    expect(() => checkFreeGoodsAdd({ ...request, qty: 0 })).toThrow(RangeError);
    expect(() => checkFreeGoodsAdd({ ...request, unitPrice: 0 })).toThrow(RangeError);
    expect(() => checkFreeGoodsAdd({ ...request, allocation: 1.5 })).toThrow(RangeError);
  });

  it('never allows more than the allocation, and allows at least one unit when it adds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e8 }),
        fc.integer({ min: 0, max: 1e8 }),
        fc.integer({ min: 1, max: 1e7 }),
        fc.integer({ min: 1, max: 500 }),
        (allocation, cartTotal, unitPrice, qty) => {
          const decision = checkFreeGoodsAdd({
            allocation,
            cartTotal,
            unitPrice,
            qty,
            unit: 'Adet',
          });
          expect(decision.kind).not.toBe('ignored');
          if (decision.kind === 'ignored') return;
          expect(decision.qty).toBeLessThanOrEqual(qty);
          // A request that fits is never touched.
          if (cartTotal + qty * unitPrice <= allocation)
            expect(decision).toMatchObject({ kind: 'ok', qty });
          if (decision.kind !== 'blocked') {
            expect(decision.qty).toBeGreaterThanOrEqual(1);
            expect(cartTotal + decision.qty * unitPrice).toBeLessThanOrEqual(allocation);
            // …and the cut is maximal: one more unit would not fit.
            if (decision.kind === 'reduced') {
              expect(cartTotal + (decision.qty + 1) * unitPrice).toBeGreaterThan(allocation);
            }
          } else {
            expect(cartTotal + unitPrice).toBeGreaterThan(allocation);
          }
        },
      ),
    );
  });
});
