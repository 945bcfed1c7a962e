import { defineStateMachine } from './state-machine';

/**
 * Easy-return (kolay iade) statuses, designed because the spec shows none:
 *
 *   REQUESTED  → APPROVED | REJECTED | CANCELLED
 *   APPROVED   → IN_TRANSIT | RECEIVED | CANCELLED   (the customer may withdraw until the parcel
 *                leaves; a parcel handed to the carrier with the return code may reach the
 *                warehouse before anyone set its tracking code)
 *   IN_TRANSIT → RECEIVED
 *   RECEIVED   → REFUNDED | REJECTED      (rejected when inspection fails)
 *
 * REQUESTED: the customer started a return with a reason. APPROVED: a refund approval code was
 * issued. IN_TRANSIT: the return shipment has a tracking code. RECEIVED: "refund order
 * delivered" to the warehouse. REFUNDED: card refunded (within 24 h) or bank transfer to the
 * customer's IBAN for cash-on-delivery orders.
 */
export const REFUND_STATUSES = [
  'REQUESTED',
  'APPROVED',
  'IN_TRANSIT',
  'RECEIVED',
  'REFUNDED',
  'REJECTED',
  'CANCELLED',
] as const;

export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const refundStatusMachine = defineStateMachine<RefundStatus>('İade durumu', 'REQUESTED', {
  REQUESTED: ['APPROVED', 'REJECTED', 'CANCELLED'],
  APPROVED: ['IN_TRANSIT', 'RECEIVED', 'CANCELLED'],
  IN_TRANSIT: ['RECEIVED'],
  RECEIVED: ['REFUNDED', 'REJECTED'],
  REFUNDED: [],
  REJECTED: [],
  CANCELLED: [],
});
