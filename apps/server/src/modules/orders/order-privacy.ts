import type { OrderView } from '@carsi/contract';
import { maskEmail, maskName, maskPhone } from '@carsi/domain';

/**
 * An order as someone holding its link but not owning it sees it (DESIGN §4): status, lines and
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
  };
}

/** Full personal data for the order's owner and for admins; masked for anyone else. */
export function orderForReader(
  found: { order: OrderView; owned: boolean },
  reader: { admin: boolean },
): OrderView {
  return found.owned || reader.admin ? found.order : maskOrderView(found.order);
}
