import { DomainError } from '../errors';
import { splitVatIncluded } from '../money/vat';

/** What partial cancelling needs of an order line (the server's OrderItemSnapshot has more). */
export interface CancellableLine {
  qty: number;
  /** VAT-included line total before the cart-wide discount. */
  itemsTotalPrice: number;
  /** This line's share of a cart-wide discount, if any. */
  discount?: number;
  /** VAT percent. */
  vat: number;
  /** Units cancelled so far (absent: none). */
  cancelledQty?: number;
  /** Unit price; 0 for a free line (a gift stays with what is left). */
  price?: number;
}

/** One request: cancel `qty` units of the line at index `line` (0-based, as stored). */
export interface LineCancelRequest {
  line: number;
  qty: number;
}

/** What one line gave up: gross and discount share, and `amount` = what the shopper paid. */
export interface LineCancellation {
  line: number;
  qty: number;
  gross: number;
  discount: number;
  /** gross − discount: the money that goes back for these units. */
  amount: number;
}

export interface OrderMoney {
  itemsPrice: number;
  taxPrice: number;
  totalPrice: number;
}

export const PARTIAL_CANCEL_TEXTS = {
  noLines: 'İptal edilecek en az bir ürün seçin.',
  lineNotFound: 'Siparişte bu satır yok.',
  tooMany: (left: number) => `Bu satırdan en fazla ${left} adet iptal edilebilir.`,
  badQty: 'İptal adedi 1 veya daha büyük bir tam sayı olmalı.',
  allLines:
    'Siparişin tüm ürünleri iptal ediliyor: bunun yerine siparişin tamamını iptal edin (kargo ücreti de iade edilir).',
} as const;

/** The money a line's customer pays for it: its total less its discount share. */
export const paidOfLine = (line: CancellableLine): number =>
  line.itemsTotalPrice - (line.discount ?? 0);

/**
 * Cancels some units of some lines. Each line gives back a share of its total and of its
 * discount in proportion to the units cancelled, rounded down; cancelling a line's last units
 * gives back all that is left of it, so the refunds of a line add up to exactly what was paid
 * for it and never more. The order's totals go down by the same amounts (VAT split per line at
 * its own rate, so untouched lines keep their figures to the kuruş). Throws a DomainError
 * (nothing changes) for an unknown line, a quantity below 1 or above what is left.
 */
export function cancelLines<L extends CancellableLine, M extends OrderMoney>(
  items: readonly L[],
  money: M,
  requests: readonly LineCancelRequest[],
): { items: L[]; money: M; cancellations: LineCancellation[]; amount: number } {
  if (requests.length === 0)
    throw new DomainError('ORDER_CANCEL_NO_LINES', PARTIAL_CANCEL_TEXTS.noLines);
  const wanted = new Map<number, number>();
  for (const request of requests) {
    if (!Number.isInteger(request.qty) || request.qty < 1)
      throw new DomainError('ORDER_CANCEL_BAD_QTY', PARTIAL_CANCEL_TEXTS.badQty);
    if (!Number.isInteger(request.line) || !items[request.line])
      throw new DomainError('ORDER_LINE_NOT_FOUND', PARTIAL_CANCEL_TEXTS.lineNotFound);
    wanted.set(request.line, (wanted.get(request.line) ?? 0) + request.qty);
  }
  const next = items.map((item) => ({ ...item }));
  const cancellations: LineCancellation[] = [];
  let itemsPrice = money.itemsPrice;
  let taxPrice = money.taxPrice;
  let amount = 0;
  for (const [index, qty] of [...wanted.entries()].sort(([a], [b]) => a - b)) {
    const line = items[index]!;
    if (qty > line.qty)
      throw new DomainError('ORDER_CANCEL_TOO_MANY', PARTIAL_CANCEL_TEXTS.tooMany(line.qty));
    const discount = line.discount ?? 0;
    const whole = qty === line.qty;
    // BigInt: a line total times a quantity can pass 2^53 only in theory, but it costs nothing.
    const share = (value: number) =>
      whole ? value : Number((BigInt(value) * BigInt(qty)) / BigInt(line.qty));
    const gross = share(line.itemsTotalPrice);
    const discountShare = share(discount);
    const before = splitVatIncluded(paidOfLine(line), line.vat);
    const updated = next[index]!;
    updated.qty = line.qty - qty;
    updated.itemsTotalPrice = line.itemsTotalPrice - gross;
    if (discount > 0 || updated.discount !== undefined) updated.discount = discount - discountShare;
    updated.cancelledQty = (line.cancelledQty ?? 0) + qty;
    const after = splitVatIncluded(paidOfLine(updated), line.vat);
    itemsPrice -= before.net - after.net;
    taxPrice -= before.vat - after.vat;
    const paid = gross - discountShare;
    amount += paid;
    cancellations.push({ line: index, qty, gross, discount: discountShare, amount: paid });
  }
  return {
    items: next,
    money: { ...money, itemsPrice, taxPrice, totalPrice: money.totalPrice - amount },
    cancellations,
    amount,
  };
}

/**
 * True when no unit of any paid line is left (free gifts do not count): a "partial" cancel of
 * everything is a whole cancel.
 */
export const nothingLeft = (items: readonly CancellableLine[]): boolean =>
  items.every((item) => item.qty === 0 || item.price === 0);
