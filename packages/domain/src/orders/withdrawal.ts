import { DAY_MS } from '../time/clock';
import { TURKEY_UTC_OFFSET_MS } from '../time/turkey';

/**
 * The consumer's right of withdrawal (cayma hakkı) and the deadlines distance-sales law sets
 * around it, as pure rules over instants (epoch ms). Days are Istanbul calendar days: a period
 * of N days that starts on some day ends when that day's N-th following day ends in Turkey.
 *
 * - Withdrawal: within 14 days of delivery, without giving a reason.
 * - Refund: everything goes back within 14 days of the withdrawal reaching the shop; accounting
 *   is warned from day 10.
 * - Delivery: due within 30 days of the order; an order not delivered by day 20 is flagged.
 */

/** Days after delivery in which a shopper may withdraw without a reason. */
export const WITHDRAWAL_DAYS = 14;
/** Days after a withdrawal reaches the shop in which its money must go back. */
export const WITHDRAWAL_REFUND_DAYS = 14;
/** The day (counted from the withdrawal) on which accounting is warned of an unpaid refund. */
export const WITHDRAWAL_REFUND_ALERT_DAY = 10;
/** Days after the order in which it must be delivered. */
export const DELIVERY_DUE_DAYS = 30;
/** The day (counted from the order) from which an undelivered order is flagged. */
export const DELIVERY_FLAG_DAY = 20;

/** What the shopper picks instead of a reason; stored as the return's reason, word for word. */
export const WITHDRAWAL_REASON = 'Cayma hakkı (sebep belirtmeden)';

/** Start of the Istanbul calendar day that holds `epochMs`. */
export function turkeyDayStart(epochMs: number): number {
  const local = epochMs + TURKEY_UTC_OFFSET_MS;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - TURKEY_UTC_OFFSET_MS;
}

/** The instant a period of `days` days starting at `fromMs` runs out (end of its last day). */
export function periodEndsAt(fromMs: number, days: number): number {
  return turkeyDayStart(fromMs) + (days + 1) * DAY_MS;
}

/** The last instant (exclusive) a withdrawal may be made for goods delivered at `deliveredAt`. */
export const withdrawalEndsAt = (deliveredAt: number): number =>
  periodEndsAt(deliveredAt, WITHDRAWAL_DAYS);

/** True when a shopper may still withdraw, goods delivered at `deliveredAt` (null: not yet). */
export function isWithinWithdrawal(deliveredAt: number | null, now: number): boolean {
  return deliveredAt !== null && now >= deliveredAt && now < withdrawalEndsAt(deliveredAt);
}

/** When the money of a withdrawal that reached the shop at `noticeAt` must be back. */
export const withdrawalRefundDueAt = (noticeAt: number): number =>
  periodEndsAt(noticeAt, WITHDRAWAL_REFUND_DAYS);

/** Whole Istanbul calendar days from `fromMs`'s day to `now`'s day (0 on the same day). */
export function turkeyDaysBetween(fromMs: number, now: number): number {
  return Math.round((turkeyDayStart(now) - turkeyDayStart(fromMs)) / DAY_MS);
}

/** How a refund deadline stands: `late` after it, `warn` from the alert day, else `ok`. */
export type RefundDeadlineState = 'ok' | 'warn' | 'late';

export function refundDeadlineState(refundDueAt: number, now: number): RefundDeadlineState {
  if (now >= refundDueAt) return 'late';
  const alertFrom =
    refundDueAt - (WITHDRAWAL_REFUND_DAYS + 1 - WITHDRAWAL_REFUND_ALERT_DAY) * DAY_MS;
  return now >= alertFrom ? 'warn' : 'ok';
}

/** The instant before which an order placed then is flagged as late (now − 20 days' start). */
export function lateDeliveryCutoff(now: number): number {
  return turkeyDayStart(now) - (DELIVERY_FLAG_DAY - 1) * DAY_MS;
}

/** True when an order placed at `orderedAt` and not yet delivered is flagged at `now`. */
export function isDeliveryLate(orderedAt: number, now: number): boolean {
  return orderedAt < lateDeliveryCutoff(now);
}

/** When an order placed at `orderedAt` must be delivered by law. */
export const deliveryDueAt = (orderedAt: number): number =>
  periodEndsAt(orderedAt, DELIVERY_DUE_DAYS);

/** What the customer may choose when delivery runs late (shown beside the flagged order). */
export const LATE_DELIVERY_OPTIONS =
  'Müşteri beklemeyi seçebilir ya da siparişi iptal ettirip ödediği tutarın tamamını geri alabilir.';

/** Who carries a withdrawn parcel and who pays for it (the return page states both). */
export interface ReturnShippingTerms {
  carrier: string;
  /** `shop` — the shop pays; `customer` — the shopper pays, at most the delivery cost. */
  payer: 'shop' | 'customer';
}

/** Safe default: the shop's contracted carrier, at the shop's cost. */
export const DEFAULT_RETURN_SHIPPING: ReturnShippingTerms = {
  carrier: 'Yurtiçi Kargo',
  payer: 'shop',
};

/** The sentence the return page shows. */
export function returnShippingText(terms: ReturnShippingTerms): string {
  return terms.payer === 'shop'
    ? `İade kargosu: ${terms.carrier}. Gönderim ücretini mağazamız öder; ürünü yalnızca bu kargo ile gönderin.`
    : `İade kargosu: ${terms.carrier}. Gönderim ücretini siz ödersiniz (en fazla teslimat ücreti kadar); kusurlu ürünlerde ücreti mağazamız öder.`;
}
