import { DomainError } from '../errors';
import { assertKurus, type Kurus } from '../money/kurus';

/**
 * The free-goods (mal fazlası) ledger of a wholesale account. An order that reaches level two or
 * three earns its bonus into the balance; free goods attached to an order use it. Whatever is
 * not used is never paid out or discounted: it stays in the balance and carries over to the next
 * order.
 */
export interface FreeGoodsBalance {
  /** Kuruş available for free goods now (carried over from earlier orders plus earned). */
  balance: Kurus;
}

export const FREE_GOODS_OVER_ALLOCATION_MESSAGE =
  'Seçilen mal fazlası tutarı, tanımlı mal fazlası tutarını aşıyor.';

/** Adds an order's earned bonus to the balance. */
export function earnFreeGoods(balance: Kurus, earned: Kurus): Kurus {
  assertKurus(balance, 'balance');
  assertKurus(earned, 'earned');
  if (earned < 0) throw new RangeError('earned free goods cannot be negative');
  return balance + earned;
}

/**
 * Uses part of the balance for free goods worth `used` (VAT-excluded). Refused when nothing is
 * allocated (an allocation counts only when > 0) or when `used` exceeds the balance; returns
 * the balance that carries over.
 */
export function useFreeGoods(balance: Kurus, used: Kurus): Kurus {
  assertKurus(balance, 'balance');
  assertKurus(used, 'used');
  if (used <= 0) throw new RangeError('used free goods must be positive');
  if (balance <= 0 || used > balance) {
    throw new DomainError('FREE_GOODS_OVER_ALLOCATION', FREE_GOODS_OVER_ALLOCATION_MESSAGE);
  }
  return balance - used;
}
