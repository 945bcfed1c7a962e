import type { WholesalePaymentMethod } from '../wholesale/payment-methods';
import { defineStateMachine } from './state-machine';

/**
 * Wholesale order statuses. The spec shows PENDING_BANK_TRANSFER, SHIPPED, DELIVERED and
 * CANCELLED; APPROVED is added for "payment confirmed or term accepted, ready to ship":
 *
 *   PENDING_BANK_TRANSFER ──► APPROVED ──► SHIPPED ──► DELIVERED
 *            └──────────────────┴──► CANCELLED
 */
export const WHOLESALE_ORDER_STATUSES = [
  'PENDING_BANK_TRANSFER',
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
 * A new wholesale order waits for the transfer when paid by bank transfer; card payments (already
 * captured), cheques, bills of exchange and invoice terms are approved at once.
 */
export function initialWholesaleOrderStatus(method: WholesalePaymentMethod): WholesaleOrderStatus {
  return method === 'bankTransfer' ? 'PENDING_BANK_TRANSFER' : 'APPROVED';
}
