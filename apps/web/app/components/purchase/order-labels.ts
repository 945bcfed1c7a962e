import { formatTurkeyDateTime, type OrderStatus, type PaymentStatus } from '@carsi/domain';

/** Turkish names of order and payment states, as the customer pages show them. */
export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  NEW: 'Alındı',
  CONFIRMED: 'Onaylandı',
  PACKED: 'Paketlendi',
  SHIPPED: 'Kargoda',
  DELIVERED: 'Teslim edildi',
  UNDELIVERED: 'Teslim edilemedi',
  CANCELLED: 'İptal edildi',
} satisfies Record<OrderStatus, string>;

export const PAYMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  UNPAID: 'Ödeme bekleniyor',
  PAID: 'Kartla ödendi',
  CASH_ON_DELIVERY: 'Kapıda ödeme',
  REFUND_PENDING: 'İade işleniyor',
  REFUNDED: 'İade edildi',
} satisfies Record<PaymentStatus, string>;

/** An ISO time as Turkey's calendar and clock show it. */
export const turkeyDateTime = (iso: string) => formatTurkeyDateTime(Date.parse(iso));
