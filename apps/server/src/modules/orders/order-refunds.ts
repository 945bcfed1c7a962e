import type { Database } from '../../db/client';
import type { OrderRow } from './order-view';

/** Part of an order's charge going back for an admin's or shopper's change (cancel, swap). */
export interface OrderLineRefund {
  /** The basket item iyzico knows the line by (basketItemIdsOf, or SHIPPING_BASKET_ITEM). */
  basketItemId: string;
  /** Index of the order line; null for shipping. */
  line: number | null;
  qty: number;
  amount: number;
}

type Writer = Pick<Database, 'insert' | 'select' | 'update'>;

/**
 * What order operations ask of card refunds. The refunds area does them (its RefundService) and
 * is handed in through OrderOperationDeps: refunds reads orders, so orders names only what it
 * needs here instead of importing it back.
 */
export interface OrderRefunds {
  /** Gives a cancelled order's whole charge back (iyzico's cancel, same day only). */
  refundCharge(charge: {
    paymentId: string;
    orderId: string;
    /** Kuruş charged. */
    amount: number;
    reason: 'order-cancelled';
  }): Promise<void>;
  /** Records item refunds inside the operation's transaction; returns their ids. */
  recordLines(tx: Writer, row: OrderRow, refunds: OrderLineRefund[]): Promise<number[]>;
  /** Asks the provider for the recorded item refunds, after the commit. */
  refundLines(ids: number[]): Promise<void>;
  /** True when some line of the order has already gone back by item refund. */
  hasLineRefunds(tx: Writer, orderId: string): Promise<boolean>;
  /** Closes a cancelled order's open refunds that an admin made by hand in iyzico's panel. */
  settleByHand(tx: Writer, orderId: string, now: Date): Promise<void>;
}
