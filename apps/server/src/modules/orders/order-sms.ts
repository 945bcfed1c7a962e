import { formatTL } from '@carsi/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs';
import { queueSms } from '../notifications/sms-notifications';
import type { OrderRow } from './order-view';

/**
 * Which notice an order's SMS carries: placed and a card payment taken (issue 17), handed to
 * the carrier with its tracking code (issue 13).
 */
export type OrderSmsKind = 'placed' | 'paid' | 'shipped';

/** Queues an order's SMS once its transaction has committed; never fails the order. */
export type OrderSmsNotifier = (kind: OrderSmsKind, order: OrderRow) => Promise<void>;

/** The order page's address (packages/contract pages.ts: /siparis-detaylari/:id/:orderId). */
export const orderPageUrl = (publicUrl: string, order: Pick<OrderRow, 'id' | 'orderNumber'>) =>
  `${publicUrl}/siparis-detaylari/${encodeURIComponent(order.id)}/${encodeURIComponent(order.orderNumber)}`;

export function orderSmsText(kind: OrderSmsKind, order: OrderRow, publicUrl: string): string {
  const total = formatTL(
    kind === 'paid' ? (order.paidPrice ?? order.totalPrice) : order.totalPrice,
  );
  const what =
    kind === 'placed'
      ? `${order.orderNumber} numaralı siparişiniz alındı. Tutar: ${total}.`
      : kind === 'paid'
        ? `${order.orderNumber} numaralı siparişinizin kartla ödemesi alındı: ${total}.`
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
  return async (kind, order) => {
    try {
      await queueSms(
        jobs,
        order.orderPhone,
        orderSmsText(kind, order, publicUrl),
        `order-${kind}`,
        `order-${kind}-${order.id}`,
      );
    } catch (err) {
      log.error({ err, orderId: order.id, kind }, 'queueing the order SMS failed');
    }
  };
}
