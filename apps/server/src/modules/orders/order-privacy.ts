import {
  type AdminOrderDetail,
  type AdminOrderRow,
  type AdminRole,
  type OrderView,
  orderActionsForRole,
  orderPersonalDataFor,
} from '@carsi/contract';
import { maskEmail, maskName, maskPhone } from '@carsi/domain';
import { forbidden } from '../identity/index';

/**
 * An order as someone holding its link but not owning it sees it: status, lines and
 * totals, contact data masked, and no address or invoice details.
 */
export function maskOrderView(order: OrderView): OrderView {
  const contact = order.deliveryContact;
  return {
    ...order,
    personalData: 'masked',
    orderPhone: maskPhone(order.orderPhone),
    deliveryContact: {
      firstName: maskName(contact.firstName),
      lastName: maskName(contact.lastName),
      phone: maskPhone(contact.phone),
      email: maskEmail(contact.email),
    },
    shippingAddress: null,
    individualInvoice: null,
    companyInvoice: null,
    // The invoice PDF holds the buyer's data: no link for those who may not see it.
    invoiceUrl: null,
  };
}

/**
 * An order as the warehouse sees it (access.ts orderPersonalDataFor 'delivery'): the delivery
 * name, phone and address for packing and the carrier; no e-mail and no invoice details.
 */
export function deliveryOrderView(order: OrderView): OrderView {
  return {
    ...order,
    personalData: 'delivery',
    deliveryContact: { ...order.deliveryContact, email: maskEmail(order.deliveryContact.email) },
    individualInvoice: null,
    companyInvoice: null,
    invoiceUrl: null,
  };
}

/**
 * Full personal data for the order's owner; for staff as much as their role's rule allows
 * (access.ts orderPersonalDataFor); masked for anyone else holding the link.
 */
export function orderForReader(
  found: { order: OrderView; owned: boolean },
  reader: { adminRole: AdminRole | null },
): OrderView {
  if (found.owned) return found.order;
  const scope = reader.adminRole ? orderPersonalDataFor(reader.adminRole) : 'none';
  if (scope === 'full') return found.order;
  if (scope === 'delivery') return deliveryOrderView(found.order);
  return maskOrderView(found.order);
}

/**
 * The back office's order page for a role (access.ts orderPersonalDataFor): in full, or the
 * delivery data only (e-mail masked; no IP, invoice or payment records), with only the actions
 * the role may take. Roles outside the orders area never get here (the route's area guard);
 * should one, it is refused.
 */
export function adminOrderForRole(found: AdminOrderDetail, role: AdminRole): AdminOrderDetail {
  const scope = orderPersonalDataFor(role);
  if (scope === 'none') throw forbidden();
  const order = { ...found, allowedActions: orderActionsForRole(found.allowedActions, role) };
  if (scope === 'full') return order;
  const contact = order.deliveryContact;
  return {
    ...order,
    payment: null,
    deliveryContact: { ...contact, email: maskEmail(contact.email), ip: null },
    individualInvoice: null,
    companyInvoice: null,
  };
}

/** A row of the back office's order list for a role: e-mail masked unless it sees orders in full. */
export function adminOrderRowForRole(row: AdminOrderRow, role: AdminRole): AdminOrderRow {
  const scope = orderPersonalDataFor(role);
  if (scope === 'full') return row;
  if (scope === 'none') throw forbidden();
  return { ...row, email: maskEmail(row.email) };
}
