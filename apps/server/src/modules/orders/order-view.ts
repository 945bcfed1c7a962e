import type { OrderListItem, OrderView, UnpaidOrderSummary } from '@carsi/contract';
import { orderStatusOf, shopperMayChange } from '@carsi/domain';
import type { orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** Only the last two digits of a T.C. identity number ever leave the server. */
const maskIdentity = (value: string | null) => (value ? `*********${value.slice(-2)}` : null);

/** The whole order, personal data included: for its owner (see order-privacy.ts for others). */
export function toOrderView(row: OrderRow): OrderView {
  const { ip: _ip, ...contact } = row.deliveryContact;
  return {
    orderId: row.id,
    orderNumber: row.orderNumber,
    orderStatus: row.orderStatus,
    paymentStatus: row.paymentStatus as OrderView['paymentStatus'],
    paymentMethod: row.paymentMethod as OrderView['paymentMethod'],
    orderPhone: row.orderPhone,
    orderTime: row.createdAt.toISOString(),
    holdExpiresAt: row.stockReleasedAt ? null : (row.holdExpiresAt?.toISOString() ?? null),
    shopperMayChange: shopperMayChange({ orderStatus: orderStatusOf(row.orderStatus) }),
    personalData: 'full',
    deliveryContact: contact,
    shippingAddress: row.shippingAddress,
    individualInvoice: row.individualInvoice
      ? {
          ...row.individualInvoice,
          identityNumber: maskIdentity(row.individualInvoice.identityNumber),
        }
      : null,
    companyInvoice: row.companyInvoice,
    orderItems: row.items,
    itemsPrice: row.itemsPrice,
    taxPrice: row.taxPrice,
    shippingPrice: row.shippingPrice,
    cashOnDeliveryFee: row.cashOnDeliveryFee,
    totalPrice: row.totalPrice,
    trackingCode: row.trackingCode ?? null,
  };
}

/** The few fields the unpaid-orders banner and the pending check show. */
export function toOrderSummary(row: OrderRow): UnpaidOrderSummary {
  return {
    orderId: row.id,
    orderNumber: row.orderNumber,
    totalPrice: row.totalPrice,
    orderTime: row.createdAt.toISOString(),
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
  };
}

/** One row of "Siparişlerim". */
export function toOrderListItem(row: OrderRow): OrderListItem {
  return {
    orderId: row.id,
    orderNumber: row.orderNumber,
    orderStatus: row.orderStatus,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    totalPrice: row.totalPrice,
    orderTime: row.createdAt.toISOString(),
    itemCount: row.items.reduce((sum, item) => sum + item.qty, 0),
  };
}
