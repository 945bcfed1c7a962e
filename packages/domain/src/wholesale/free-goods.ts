import { assertKurus, type Kurus } from '../money/kurus';

/**
 * Free-goods allocation (mal fazlası) rules. The allocation is an amount of goods the
 * reseller may take free; everything is compared VAT-excluded. Unused allocation is neither paid
 * out nor discounted — it carries over to the next order.
 */
export const FREE_GOODS_MESSAGES = {
  unitPriceTooHigh: 'Ürün fiyatı, tanımlı mal fazlası tutarını aştığı için ürün eklenemiyor.',
  cartFull: 'Sepet tutarı, tanımlı mal fazlası tutarını aşacağı için yeni ürün eklenemiyor.',
} as const;

/** Link shown beside each warning, opening the detail table. */
export const FREE_GOODS_DETAIL_LINK_TEXT = 'Detay Gör';
/** Free-goods mode switch labels. */
export const FREE_GOODS_MODE_ACTIVE_TEXT = 'Mal Fazlası Modu Aktif';
export const FREE_GOODS_MODE_PASSIVE_TEXT = 'Mal Fazlası Modu Pasif';
export const FREE_GOODS_PICK_TEXT = 'Aşağıdan Mal Fazlası Seç';

/** 'Sepetteki mevcut tutar nedeni ile bu üründen en çok {n} {unit} sepete eklenebiliyor.' */
export function cartLimitedQuantityMessage(n: number, unit: string): string {
  return `Sepetteki mevcut tutar nedeni ile bu üründen en çok ${n} ${unit} sepete eklenebiliyor.`;
}

/** 'En çok {n} {unit} ürün sepete eklenebiliyor.' */
export function maxQuantityMessage(n: number, unit: string): string {
  return `En çok ${n} ${unit} ürün sepete eklenebiliyor.`;
}

/** The request: what is in the cart and what the reseller asks to add. */
export interface FreeGoodsAddRequest {
  allocation: Kurus;
  /** VAT-excluded total already in the cart. */
  cartTotal: Kurus;
  /** VAT-excluded unit price of the product to add. */
  unitPrice: Kurus;
  qty: number;
  /** productUnit, e.g. "Adet". */
  unit: string;
}

/** The figures behind a warning, for the "Detay Gör" table. */
export interface FreeGoodsDetail {
  allocation: Kurus;
  cartTotal: Kurus;
  unitPrice: Kurus;
  requestedQty: number;
  allowedQty: number;
  /** Allocation left after the allowed quantity is added. */
  remainingAllocation: Kurus;
}

export type FreeGoodsDecision =
  /** No allocation (≤ 0): the rules do not apply, the request goes through unchanged. */
  | { kind: 'ignored'; qty: number }
  /** Everything fits. */
  | { kind: 'ok'; qty: number; detail: FreeGoodsDetail }
  /** The quantity is cut to what fits, with the message to show. */
  | { kind: 'reduced'; qty: number; message: string; detail: FreeGoodsDetail }
  /** Nothing can be added. */
  | { kind: 'blocked'; qty: 0; message: string; detail: FreeGoodsDetail };

/**
 * Decides an add against the allocation, in this order: a single unit above the allocation →
 * blocked; cart plus one unit above it → blocked; cart plus the quantity above it → cut to
 * floor((allocation − cart) / price), with the "quantity alone" message
 * (floor(allocation / price)) when the cart is empty and the "current cart amount" one otherwise.
 * Never allows more than the allocation.
 */
export function checkFreeGoodsAdd(request: FreeGoodsAddRequest): FreeGoodsDecision {
  const { allocation, cartTotal, unitPrice, qty, unit } = request;
  assertKurus(allocation, 'allocation');
  assertKurus(cartTotal, 'cart total');
  assertKurus(unitPrice, 'unit price');
  if (!Number.isInteger(qty) || qty < 1) throw new RangeError(`quantity must be ≥ 1, got ${qty}`);
  if (allocation <= 0) return { kind: 'ignored', qty };
  if (unitPrice <= 0) throw new RangeError('a product added against an allocation needs a price');

  const detail = (allowedQty: number): FreeGoodsDetail => ({
    allocation,
    cartTotal,
    unitPrice,
    requestedQty: qty,
    allowedQty,
    remainingAllocation: allocation - cartTotal - allowedQty * unitPrice,
  });
  if (unitPrice > allocation) {
    return {
      kind: 'blocked',
      qty: 0,
      message: FREE_GOODS_MESSAGES.unitPriceTooHigh,
      detail: detail(0),
    };
  }
  if (cartTotal + unitPrice > allocation) {
    return { kind: 'blocked', qty: 0, message: FREE_GOODS_MESSAGES.cartFull, detail: detail(0) };
  }
  if (cartTotal + qty * unitPrice <= allocation) return { kind: 'ok', qty, detail: detail(qty) };
  if (cartTotal === 0) {
    const n = Math.floor(allocation / unitPrice);
    return { kind: 'reduced', qty: n, message: maxQuantityMessage(n, unit), detail: detail(n) };
  }
  const n = Math.floor((allocation - cartTotal) / unitPrice);
  return {
    kind: 'reduced',
    qty: n,
    message: cartLimitedQuantityMessage(n, unit),
    detail: detail(n),
  };
}
