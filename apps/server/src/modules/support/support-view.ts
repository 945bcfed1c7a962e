import type { SupportOrder, SupportRequestItem } from '@carsi/contract';
import type { supportRequests } from '../../db/schema';
import type { OrderRow } from '../orders/index';

export type SupportRequestRow = typeof supportRequests.$inferSelect;

/** A request as its customer sees it: the answering admin stays inside the back office. */
export function toSupportItem(row: SupportRequestRow, orderNumber: string): SupportRequestItem {
  return {
    orderId: row.orderId,
    orderNumber,
    supportIndex: row.supportIndex,
    topic: row.topic as SupportRequestItem['topic'],
    message: row.message,
    contactPhone: row.contactPhone,
    status: row.status as SupportRequestItem['status'],
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSupportOrder(
  row: Pick<
    OrderRow,
    'id' | 'orderNumber' | 'orderStatus' | 'paymentStatus' | 'totalPrice' | 'createdAt'
  >,
): SupportOrder {
  return {
    orderId: row.id,
    orderNumber: row.orderNumber,
    orderStatus: row.orderStatus,
    paymentStatus: row.paymentStatus,
    totalPrice: row.totalPrice,
    orderTime: row.createdAt.toISOString(),
  };
}
