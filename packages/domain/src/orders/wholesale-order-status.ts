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
 * confirmed charge approves it (`mayApprove(from, 'payment')`), never a person.
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

/** Why a wholesale order may not move to a status now, or null when it may. */
export type WholesaleStatusRefusal = 'transition' | 'cardPaymentRequired' | 'receiptRequired';

/**
 * The one rule for a wholesale status change: the machine allows it, a card order is approved
 * only by its confirmed charge, and a bank-transfer order only once its receipt is uploaded.
 */
export function wholesaleStatusRefusal(
  order: { status: WholesaleOrderStatus; hasReceipt: boolean },
  to: WholesaleOrderStatus,
  by: 'payment' | 'staff' | 'customer',
): WholesaleStatusRefusal | null {
  if (!wholesaleOrderStatusMachine.canTransition(order.status, to)) return 'transition';
  if (to === 'APPROVED' && !mayApprove(order.status, by)) return 'cardPaymentRequired';
  if (to === 'APPROVED' && order.status === 'PENDING_BANK_TRANSFER' && !order.hasReceipt)
    return 'receiptRequired';
  return null;
}

/** The statuses staff may move an order to now (before asking who may: access.ts). */
export function wholesaleStaffNextStatuses(order: {
  status: WholesaleOrderStatus;
  hasReceipt: boolean;
}): WholesaleOrderStatus[] {
  return WHOLESALE_ORDER_STATUSES.filter(
    (to) => wholesaleStatusRefusal(order, to, 'staff') === null,
  );
}

/** A card order waiting for its 3-D Secure payment: the reseller is sent to pay it. */
export const awaitsCardPayment = (status: WholesaleOrderStatus): boolean =>
  status === 'PENDING_CARD_PAYMENT';

/** A card order its confirmed charge approved: the reseller is told the payment was taken. */
export const isApprovedCardOrder = (order: {
  paymentMethod: WholesalePaymentMethod;
  status: WholesaleOrderStatus;
}): boolean => order.paymentMethod === 'creditCard' && order.status === 'APPROVED';

/** The reseller uploads a receipt only while the order waits for its transfer. */
export const awaitsTransferReceipt = (status: WholesaleOrderStatus): boolean =>
  status === 'PENDING_BANK_TRANSFER';

/** Free goods may join an order waiting for its transfer or approved; not once it has shipped. */
export const acceptsFreeGoods = (status: WholesaleOrderStatus): boolean =>
  status === 'PENDING_BANK_TRANSFER' || status === 'APPROVED';
