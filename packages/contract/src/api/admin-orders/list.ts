import { ORDER_STATUSES, type OrderStatus, type PaymentStatus } from '@carsi/domain';
import { z } from 'zod';
import { defineRoute } from '../../define';
import { kurus, paging } from '../common';
import { PAYMENT_METHODS } from '../orders';
import { day } from './fields';

export const ADMIN_ORDER_PAGE_SIZE = 25;

export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  NEW: 'Yeni',
  CONFIRMED: 'Onaylandı',
  PACKED: 'Paketlendi',
  SHIPPED: 'Kargoda',
  DELIVERED: 'Teslim edildi',
  UNDELIVERED: 'Teslim edilemedi',
  CANCELLED: 'İptal edildi',
} satisfies Record<OrderStatus, string>;

export const PAYMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  UNPAID: 'Ödenmedi',
  PAID: 'Ödendi (kart)',
  CASH_ON_DELIVERY: 'Kapıda ödeme',
  REFUND_PENDING: 'İade bekliyor',
  REFUNDED: 'İade edildi',
} satisfies Record<PaymentStatus, string>;

export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  CreditCard: 'Kredi kartı',
  CashOnDelivery: 'Kapıda ödeme',
};

export const ADMIN_ORDER_SORTS = ['tarih', '-tarih', 'tutar', '-tutar', 'no', '-no'] as const;

export const adminOrderListQuery = z
  .object({
    q: z.string().trim().max(100).optional(),
    durum: z.enum(ORDER_STATUSES).optional(),
    odeme: z.enum(PAYMENT_METHODS).optional(),
    baslangic: day,
    bitis: day,
    sirala: z.enum(ADMIN_ORDER_SORTS).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();

/**
 * The filtered order list as a spreadsheet: GET with the list's own filters and
 * `format` (xlsx or csv); every match up to ADMIN_ORDER_EXPORT_MAX rows, a file, not JSON.
 * Personal columns follow the role's orderPersonalDataFor (access.ts).
 */
export const ADMIN_ORDER_EXPORT_PATH = '/api/admin/orders/export';
export const ADMIN_ORDER_EXPORT_MAX = 10_000;
export const adminOrderExportQuery = adminOrderListQuery
  .omit({ page: true })
  .extend({
    format: z.enum(['xlsx', 'csv'], { error: 'Biçim xlsx ya da csv olmalı.' }).default('xlsx'),
  })
  .strict();

export const adminOrderRow = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderTime: z.string(),
  customerName: z.string(),
  phone: z.string(),
  email: z.string(),
  orderStatus: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.string().nullable(),
  totalPrice: kurus,
  itemCount: z.number().int(),
  printed: z.boolean(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const listAdminOrdersRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/orders',
  summary:
    'Orders, newest first (25 a page): q finds an order number, a phone, an e-mail or the start of a name; filters durum (status), odeme (payment method), baslangic/bitis (Turkey dates, inclusive); sirala tarih|tutar|no (- for descending)',
  tag: 'admin',
  auth: 'admin',
  query: adminOrderListQuery,
  response: z.object({ orders: z.array(adminOrderRow), total: z.number().int(), ...paging }),
});
