import { formatTL } from '../money/format';
import { assertKurus, type Kurus } from '../money/kurus';
import { DAY_MS, HOUR_MS } from '../time/clock';
import { TURKEY_UTC_OFFSET_MS, turkeyHour } from '../time/turkey';

/**
 * Consumer pending-order rules. isTherePending is YES while an earlier order is
 * not yet packed; NO or NOTYET mean a normal cart (NOTYET: the visitor has never ordered).
 */
export type PendingOrderState = 'YES' | 'NO' | 'NOTYET';

/** Above this an addition to a pending order must be paid by card. */
export const ADDITIONAL_ORDER_THRESHOLD_KURUS = 40_000;
/** On NO the stored pending key is cleared after this delay. */
export const PENDING_KEY_CLEANUP_MS = 2000;
/** Orders are packed from 10:00 Turkey time. */
export const PACKING_START_HOUR = 10;
/** Dialog shown when the main order has been packed, verbatim. */
export const MAIN_ORDER_PACKED_TEXT = 'Ana Siparişiniz Paketlendi';
/** The cash-on-delivery confirmation dialog's title and buttons, verbatim. */
export const ADD_TO_ORDER_DIALOG = { title: 'Sipariş ekle', confirm: 'Ekle', cancel: 'Vazgeç' };
/** Checkout step 1, where a cart goes when there is no pending order. */
export const CHECKOUT_STEP_ONE_PATH = '/siparis-bilgileri-adim-1/2';
/** Payment page for an additional order. */
export const ADDITIONAL_ORDER_PAYMENT_PATH = '/odeme-adimi-2/2?type=grandupsell';

/** A cart addition becomes an additional order only while an earlier order is pending (YES). */
export function isAdditionalOrderMode(state: PendingOrderState): boolean {
  return state === 'YES';
}

/**
 * Packing is open from 10:00 Turkey time until midnight (an order can be packed from 10:00,
 * and extra-discounted orders are allowed until packing), so an evening's order can still
 * take add-ons until the next morning's packing. `openingHour` is the shop's setting.
 */
export function isPackingOpen(nowMs: number, openingHour = PACKING_START_HOUR): boolean {
  return turkeyHour(nowMs) >= openingHour;
}

/** When packing opens on the Turkish calendar day of `nowMs` (at or before `nowMs` once open). */
export function packingOpensAt(nowMs: number, openingHour = PACKING_START_HOUR): number {
  const dayStart =
    Math.floor((nowMs + TURKEY_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - TURKEY_UTC_OFFSET_MS;
  return dayStart + openingHour * HOUR_MS;
}

const clockHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export const PACKING_TEXTS = {
  notOpen: (hour: number) => `Siparişler saat ${clockHour(hour)}'dan itibaren paketlenebilir.`,
  waiting: (hour: number) => `Bekliyor (${clockHour(hour)}'dan itibaren)`,
} as const;

/** Additions (and their discount) are accepted while the main order is pending and unpacked. */
export function canAddToPendingOrder(state: PendingOrderState, mainOrderPacked: boolean): boolean {
  return isAdditionalOrderMode(state) && !mainOrderPacked;
}

/** What happens when the shopper checks out a cart. */
export type CheckoutRoute =
  | { kind: 'checkout'; path: string }
  | { kind: 'confirmCashOnDelivery'; amount: Kurus }
  | { kind: 'creditCard'; paymentMethod: 'CreditCard'; path: string };

/**
 * With no pending order, go to checkout step 1. Adding to a pending order: when the
 * main order is not card-paid and the addition totals 400 TL or less, confirm cash on delivery
 * ('Sipariş ekle' with Ekle/Vazgeç); otherwise the payment method becomes CreditCard.
 */
export function routeCheckout(input: {
  pendingState: PendingOrderState;
  mainOrderPacked: boolean;
  additionAmount: Kurus;
  mainOrderPaidByCard: boolean;
}): CheckoutRoute {
  assertKurus(input.additionAmount, 'addition amount');
  if (!canAddToPendingOrder(input.pendingState, input.mainOrderPacked)) {
    return { kind: 'checkout', path: CHECKOUT_STEP_ONE_PATH };
  }
  if (!input.mainOrderPaidByCard && input.additionAmount <= ADDITIONAL_ORDER_THRESHOLD_KURUS) {
    return { kind: 'confirmCashOnDelivery', amount: input.additionAmount };
  }
  return { kind: 'creditCard', paymentMethod: 'CreditCard', path: ADDITIONAL_ORDER_PAYMENT_PATH };
}

/** Body of the cash-on-delivery confirmation: the amount joins the order, paid at the door. */
export function addToOrderConfirmationText(additionAmount: Kurus): string {
  return `${formatTL(additionAmount)} tutarındaki ürünler kapıda ödeme ile siparişinize eklenecek.`;
}

/** An additional order's id: the original id, a slash and a time suffix. */
export function additionalOrderId(originalOrderId: string, nowMs: number): string {
  return `${originalOrderId}/${nowMs}`;
}
