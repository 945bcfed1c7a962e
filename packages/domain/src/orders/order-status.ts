import { defineStateMachine } from './state-machine';

/**
 * Consumer order statuses, designed from NEW and the admin order actions
 * (docs/decisions/domain.md):
 *
 *   NEW ──► CONFIRMED ──► PACKED ──► SHIPPED ──► DELIVERED
 *    │          │           │           │
 *    │          │           │           └──► UNDELIVERED ──► SHIPPED (new attempt)
 *    └──────────┴───────────┴──► CANCELLED ◄──────┘ (returned to us)
 *
 * NEW: placed, payment not confirmed (card 3-D Secure pending, or cash on delivery awaiting our
 * check). CONFIRMED: paid or COD accepted — may be packed. PACKED: the main order is packed, so
 * no more add-on orders join it. DELIVERED and CANCELLED are final; returns after delivery run in
 * the refund machine.
 */
export const ORDER_STATUSES = [
  'NEW',
  'CONFIRMED',
  'PACKED',
  'SHIPPED',
  'DELIVERED',
  'UNDELIVERED',
  'CANCELLED',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderStatusMachine = defineStateMachine<OrderStatus>('Sipariş durumu', 'NEW', {
  NEW: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['PACKED', 'CANCELLED'],
  PACKED: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED', 'UNDELIVERED'],
  UNDELIVERED: ['SHIPPED', 'CANCELLED'],
  DELIVERED: [],
  CANCELLED: [],
});

/** The admin actions that change an order's status, and the status each sets. */
export const ORDER_ACTION_TARGETS = {
  markPaid: 'CONFIRMED',
  markPacked: 'PACKED',
  setTrackingCode: 'SHIPPED',
  setDelivered: 'DELIVERED',
  setUndelivered: 'UNDELIVERED',
  cancelWhole: 'CANCELLED',
  cancelPaymentOrder: 'CANCELLED',
} as const satisfies Record<string, OrderStatus>;

export type StatusChangingOrderAction = keyof typeof ORDER_ACTION_TARGETS;

/**
 * Actions that edit an order without changing its status (partial cancel, contact, invoice,
 * payment method, note, print mark) are allowed until the order is handed to the carrier;
 * notes and the print mark are allowed at any time.
 */
export function isOrderEditable(status: OrderStatus): boolean {
  return status === 'NEW' || status === 'CONFIRMED' || status === 'PACKED';
}

/**
 * The order has been packed or has gone further (shipped, undelivered, delivered): it takes no
 * add-on order, and the shopper's cart says so. A cancelled order was never packed for this rule.
 */
export function isPastPacking(status: OrderStatus): boolean {
  return (
    status === 'PACKED' ||
    status === 'SHIPPED' ||
    status === 'UNDELIVERED' ||
    status === 'DELIVERED'
  );
}
