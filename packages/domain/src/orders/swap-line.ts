import { DomainError } from '../errors';
import { splitVatIncluded } from '../money/vat';
import {
  type CancellableLine,
  cancelLines,
  type LineCancellation,
  type OrderMoney,
} from './partial-cancel';

export const SWAP_LINE_TEXTS = {
  sameSku: 'Yeni seçenek siparişteki ile aynı: başka bir beden veya renk seçin.',
  freeLine: 'Hediye (ücretsiz) ürünün bedeni veya rengi değiştirilemez.',
  otherProduct: 'Yalnızca aynı ürünün başka bir bedeni veya rengi seçilebilir.',
  notEditable: 'Sipariş paketlendiği için ürün değişikliği artık yapılamaz.',
  notSettled:
    'Ödemesi tamamlanmamış siparişte ürün değiştirilemez: önce ödeme veya kapıda ödeme seçilmeli.',
  cardPaysMore: (difference: string) =>
    `Yeni seçenek ${difference} daha pahalı ve sipariş kartla ödendi: fark kartla alınamadığı için değişiklik yapılamaz. Satırı iptal edip yeni seçeneği ek sipariş olarak verin.`,
} as const;

/** What swapping needs of a line beside what cancelling needs. */
export interface SwappableLine extends CancellableLine {
  skuId: number;
  productId: number;
}

/**
 * Swaps `qty` units of line `line` for another size or colour of the same product:
 * those units are cancelled as a partial cancel does (their share of the line's total and
 * discount), and a line of the replacement is added at its own price carrying the same
 * discount share (never more than its total). `difference` is what the shopper now owes more
 * (positive) or gets back (negative). Throws a DomainError (nothing changes) for the same SKU,
 * another product, a free line or a quantity that is not there.
 */
export function swapLine<L extends SwappableLine, M extends OrderMoney>(
  items: readonly L[],
  money: M,
  request: { line: number; qty: number },
  replacement: L,
): { items: L[]; money: M; cancelled: LineCancellation; added: L; difference: number } {
  const old = items[request.line];
  if (old && old.price === 0)
    throw new DomainError('ORDER_SWAP_FREE_LINE', SWAP_LINE_TEXTS.freeLine);
  if (old && old.skuId === replacement.skuId)
    throw new DomainError('ORDER_SWAP_SAME_SKU', SWAP_LINE_TEXTS.sameSku);
  if (old && old.productId !== replacement.productId)
    throw new DomainError('ORDER_SWAP_OTHER_PRODUCT', SWAP_LINE_TEXTS.otherProduct);
  const cancelled = cancelLines(items, money, [request]);
  const cancellation = cancelled.cancellations[0]!;
  const discount = Math.min(cancellation.discount, replacement.itemsTotalPrice);
  const added: L = { ...replacement, qty: request.qty };
  if (discount > 0) added.discount = discount;
  else delete added.discount;
  const paid = replacement.itemsTotalPrice - discount;
  const split = splitVatIncluded(paid, replacement.vat);
  return {
    items: [...cancelled.items, added],
    money: {
      ...cancelled.money,
      itemsPrice: cancelled.money.itemsPrice + split.net,
      taxPrice: cancelled.money.taxPrice + split.vat,
      totalPrice: cancelled.money.totalPrice + paid,
    },
    cancelled: cancellation,
    added,
    difference: paid - cancellation.amount,
  };
}
