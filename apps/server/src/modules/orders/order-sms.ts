import { formatTL } from '@carsi/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs';
import { queueSms } from '../notifications/index';
import type { OrderRow } from './order-view';

/**
 * Which notice an order's SMS carries: `placed` when a cash-on-delivery
 * order is confirmed, `paid` when a card payment is taken (one SMS saying both: the order is
 * placed only then), `shipped` when it is handed to the carrier with its tracking code. Each
 * names the amount due (the cash-on-delivery fee included).
 */
export type OrderSmsKind = 'placed' | 'paid' | 'shipped' | 'lines-cancelled';

/**
 * `lines-cancelled`: some units of a card-paid order were cancelled and their share
 * is going back to the card; `at` tells one partial cancel's SMS from the next.
 */
export interface CancelledLinesNotice {
  units: number;
  refund: number;
  at: Date;
}

/** Queues an order's SMS once its transaction has committed; never fails the order. */
export type OrderSmsNotifier = (
  kind: OrderSmsKind,
  order: OrderRow,
  cancelled?: CancelledLinesNotice,
) => Promise<void>;

/** The order page's address (packages/contract pages.ts: /siparis-detaylari/:id/:orderId). */
export const orderPageUrl = (publicUrl: string, order: Pick<OrderRow, 'id' | 'orderNumber'>) =>
  `${publicUrl}/siparis-detaylari/${encodeURIComponent(order.id)}/${encodeURIComponent(order.orderNumber)}`;

export function orderSmsText(
  kind: OrderSmsKind,
  order: OrderRow,
  publicUrl: string,
  cancelled?: CancelledLinesNotice,
): string {
  if (kind === 'lines-cancelled') {
    const units = cancelled?.units ?? 0;
    const refund = formatTL(cancelled?.refund ?? 0);
    return `Çarşı: ${order.orderNumber} numaralı siparişinizden ${units} adet ürün iptal edildi; ${refund} kartınıza iade ediliyor (bankanıza bağlı olarak birkaç iş günü içinde yansır). Sipariş detayı: ${orderPageUrl(publicUrl, order)}`;
  }
  const total = formatTL(
    kind === 'paid' ? (order.paidPrice ?? order.totalPrice) : order.totalPrice,
  );
  const what =
    kind === 'placed'
      ? `${order.orderNumber} numaralı siparişiniz alındı. Tutar: ${total}.`
      : kind === 'paid'
        ? `${order.orderNumber} numaralı siparişiniz alındı, kartla ödemesi alındı: ${total}.`
        : `${order.orderNumber} numaralı siparişiniz kargoya verildi. Kargo takip kodu: ${order.trackingCode ?? ''}.`;
  return `Çarşı: ${what} Sipariş detayı: ${orderPageUrl(publicUrl, order)}`;
}

/**
 * Order SMS as jobs on the shared `sms-notification` queue, one per order and kind (the
 * singleton key drops a repeat while the first is still queued). A queue failure is logged:
 * the order stands without its SMS.
 */
export function orderSmsNotifier(
  jobs: JobQueue,
  publicUrl: string,
  log: FastifyBaseLogger,
): OrderSmsNotifier {
  return async (kind, order, cancelled) => {
    try {
      await queueSms(
        jobs,
        order.orderPhone,
        orderSmsText(kind, order, publicUrl, cancelled),
        `order-${kind}`,
        cancelled
          ? `order-${kind}-${order.id}-${cancelled.at.getTime()}`
          : `order-${kind}-${order.id}`,
      );
    } catch (err) {
      log.error({ err, orderId: order.id, kind }, 'queueing the order SMS failed');
    }
  };
}
