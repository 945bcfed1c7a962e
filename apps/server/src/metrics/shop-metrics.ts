import { Counter, collectDefaultMetrics, Registry } from 'prom-client';

/**
 * Process-wide metrics: Node's default process metrics and the business counters services
 * increment where the event happens (`shopMetrics.orderPlaced()` after an order is committed).
 * Every label value is from a closed list, so the number of series stays bounded.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

export const ORDER_CHANNELS = ['retail', 'wholesale'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** How one payment attempt ended. */
export const PAYMENT_OUTCOMES = {
  card: [
    /** Charged and the order confirmed. */
    'paid',
    /** The bank's 3-D Secure check did not pass. */
    'threeds_failed',
    /** The provider refused the charge. */
    'declined',
    /** The provider could not be reached or answered an error. */
    'error',
    /** Charged after the order's stock went back: cancelled and refunded. */
    'expired',
  ],
  cash_on_delivery: ['chosen'],
} as const;
export type PaymentMethod = keyof typeof PAYMENT_OUTCOMES;
export type PaymentOutcome<M extends PaymentMethod> = (typeof PAYMENT_OUTCOMES)[M][number];

const ordersPlaced = new Counter({
  name: 'carsi_orders_placed_total',
  help: 'Orders created (idempotent repeats not counted)',
  labelNames: ['channel'] as const,
  registers: [processRegistry],
});
for (const channel of ORDER_CHANNELS) ordersPlaced.inc({ channel }, 0);

const payments = new Counter({
  name: 'carsi_payments_total',
  help: 'Payment attempts by method and outcome',
  labelNames: ['method', 'outcome'] as const,
  registers: [processRegistry],
});
for (const [method, outcomes] of Object.entries(PAYMENT_OUTCOMES)) {
  for (const outcome of outcomes) payments.inc({ method, outcome }, 0);
}

export const shopMetrics = {
  orderPlaced(channel: OrderChannel = 'retail'): void {
    ordersPlaced.inc({ channel });
  },
  payment<M extends PaymentMethod>(method: M, outcome: PaymentOutcome<M>): void {
    payments.inc({ method, outcome });
  },
};
