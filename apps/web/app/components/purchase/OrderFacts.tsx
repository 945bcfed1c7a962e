import type { ReactNode } from 'react';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, turkeyDateTime } from './order-labels';

interface OrderFactsProps {
  order: { orderTime: string; orderStatus: string; paymentStatus: string };
  /** Further facts, each a `<div><dt/><dd/></div>` after date, status and payment. */
  children?: ReactNode;
}

/** An order's date, status and payment state as a definition list. */
export function OrderFacts({ order, children }: OrderFactsProps) {
  return (
    <dl className="order-facts">
      <div>
        <dt>Tarih</dt>
        <dd>{turkeyDateTime(order.orderTime)}</dd>
      </div>
      <div>
        <dt>Durum</dt>
        <dd>{ORDER_STATUS_LABELS[order.orderStatus] ?? order.orderStatus}</dd>
      </div>
      <div>
        <dt>Ödeme</dt>
        <dd>{PAYMENT_STATUS_LABELS[order.paymentStatus] ?? order.paymentStatus}</dd>
      </div>
      {children}
    </dl>
  );
}
