import type { WholesalePaymentMethod } from '../wholesale/payment-methods';
import { defineStateMachine } from './state-machine';

/**
 * Wholesale order statuses. The spec shows PENDING_BANK_TRANSFER, SHIPPED, DELIVERED and
 * CANCELLED; APPROVED is added for "payment confirmed or term accepted, ready to ship":
 *
 *   PENDING_BANK_TRANSFER ──► APPROVED ──► SHIPPED ──► DELIVERED
 *            └──────────────────┴──► CANCELLED
 *
 * PENDING_CARD_PAYMENT is a card order waiting for 3-D Secure: only the payment provider's
 * confirmed charge approves it (`cardPaymentApproves`), never a person.
 */
export const WHOLESALE_ORDER_STATUSES = [
  'PENDING_BANK_TRANSFER',
  'PENDING_CARD_PAYMENT',
  'APPROVED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const;

export type WholesaleOrderStatus = (typeof WHOLESALE_ORDER_STATUSES)[number];

export const wholesaleOrderStatusMachine = defineStateMachine<WholesaleOrderStatus>(
  'Toptan sipariş durumu',
  'PENDING_BANK_TRANSFER',
  {
    PENDING_BANK_TRANSFER: ['APPROVED', 'CANCELLED'],
    PENDING_CARD_PAYMENT: ['APPROVED', 'CANCELLED'],
    APPROVED: ['SHIPPED', 'CANCELLED'],
    SHIPPED: ['DELIVERED'],
    DELIVERED: [],
    CANCELLED: [],
  },
);

/** Throws unless a wholesale order may go from `from` to `to`. */
export function assertWholesaleOrderTransition(
  from: WholesaleOrderStatus,
  to: WholesaleOrderStatus,
): void {
  wholesaleOrderStatusMachine.assertTransition(from, to);
}

/**
 * A new wholesale order waits for the transfer when paid by bank transfer and for 3-D Secure
 * when paid by card; cheques, bills of exchange and invoice terms are approved at once.
 */
export function initialWholesaleOrderStatus(method: WholesalePaymentMethod): WholesaleOrderStatus {
  if (method === 'bankTransfer') return 'PENDING_BANK_TRANSFER';
  if (method === 'creditCard') return 'PENDING_CARD_PAYMENT';
  return 'APPROVED';
}

/** Statuses the reseller may still cancel: the order is waiting for its money. */
export const isWaitingForPayment = (status: WholesaleOrderStatus): boolean =>
  status === 'PENDING_BANK_TRANSFER' || status === 'PENDING_CARD_PAYMENT';

/**
 * Who may approve an order waiting in `from`: a card order only by the provider's confirmed
 * charge ('payment'), anything else by staff as well.
 */
export function mayApprove(from: WholesaleOrderStatus, by: 'payment' | 'staff' | 'customer') {
  if (from === 'PENDING_CARD_PAYMENT') return by === 'payment';
  return by !== 'customer';
}
