import type { InvoiceDraft } from '@carsi/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, shipments, wholesaleAccounts, wholesaleOrders } from '../../db/schema';
import type { InternetSalePayment, InvoiceContactInput } from './provider';
import { invoiceOfRetailOrder } from './retail-order-invoice';
import { invoiceOfWholesaleOrder } from './wholesale-order-invoice';

export type InvoiceOrderKind = 'retail' | 'wholesale';

/** Everything the chain needs of an order, read again at every step (it never changes once shipped). */
export interface InvoiceSource {
  kind: InvoiceOrderKind;
  orderId: string;
  orderNumber: string;
  /** YYYY-MM-DD, Turkey's date. */
  orderDate: string;
  draft: InvoiceDraft;
  buyer: InvoiceContactInput & { taxNumber: string };
  /** True when the buyer has a tax number of their own (the contact is found by it). */
  identified: boolean;
  payment: InternetSalePayment;
  paymentDate: string;
  /** Days after the issue date the invoice falls due (a wholesale account's payment term). */
  paymentTermDays: number;
  /** The carrier code of the parcel that took the order (null: not booked through us). */
  carrier: string | null;
  shippedAt: Date | null;
}

/** GİB's tax number for a consumer who gave none. */
export const ANONYMOUS_TAX_NUMBER = '11111111111';

const TURKEY_OFFSET_MS = 3 * 3_600_000;
/** YYYY-MM-DD in Turkey (UTC+3 all year). */
export const turkeyDay = (at: Date): string =>
  new Date(at.getTime() + TURKEY_OFFSET_MS).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const PAYMENTS: Record<string, InternetSalePayment> = {
  CreditCard: 'card',
  CashOnDelivery: 'cash-on-delivery',
  creditCard: 'card',
};

async function retailSource(db: Database, orderId: string): Promise<InvoiceSource | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [parcel] = await db
    .select({ carrier: shipments.carrier })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.direction, 'OUTGOING')))
    .orderBy(desc(shipments.createdAt))
    .limit(1);
  const company = order.companyInvoice;
  const person = order.individualInvoice;
  const contact = order.deliveryContact;
  const buyer: InvoiceSource['buyer'] = company
    ? {
        kind: 'company',
        name: company.title,
        taxNumber: company.taxNumber,
        taxOffice: company.taxOffice,
        city: company.province,
        district: company.district,
        address: company.address,
      }
    : {
        kind: 'person',
        name: person
          ? `${person.firstName} ${person.lastName}`
          : `${contact.firstName} ${contact.lastName}`,
        taxNumber: person?.identityNumber || ANONYMOUS_TAX_NUMBER,
        city: person?.province ?? order.shippingAddress.province,
        district: person?.district ?? order.shippingAddress.district,
        address: person?.address ?? order.shippingAddress.address,
      };
  buyer.email = person?.email ?? contact.email;
  buyer.phone = order.orderPhone;
  return {
    kind: 'retail',
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderDate: turkeyDay(order.createdAt),
    draft: invoiceOfRetailOrder(order),
    buyer,
    identified: buyer.taxNumber !== ANONYMOUS_TAX_NUMBER,
    payment: PAYMENTS[order.paymentMethod ?? ''] ?? 'bank-transfer',
    paymentDate: turkeyDay(order.paidAt ?? order.shippedAt ?? order.createdAt),
    paymentTermDays: 0,
    carrier: parcel?.carrier ?? null,
    shippedAt: order.shippedAt,
  };
}

async function wholesaleSource(db: Database, orderId: string): Promise<InvoiceSource | null> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  const [row] = await db
    .select({ order: wholesaleOrders, account: wholesaleAccounts })
    .from(wholesaleOrders)
    .innerJoin(wholesaleAccounts, eq(wholesaleAccounts.id, wholesaleOrders.accountId))
    .where(eq(wholesaleOrders.id, orderId));
  if (!row) return null;
  const { order, account } = row;
  const shipped = [...order.statusHistory].reverse().find((e) => e.status === 'SHIPPED');
  return {
    kind: 'wholesale',
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderDate: turkeyDay(order.createdAt),
    draft: invoiceOfWholesaleOrder(order),
    // Wholesale accounts carry no tax number yet: the contact is the company by name.
    buyer: {
      kind: 'company',
      name: account.companyName,
      taxNumber: ANONYMOUS_TAX_NUMBER,
      email: account.email,
      phone: account.phone,
      city: order.deliveryAddress.province,
      district: order.deliveryAddress.district,
      address: order.deliveryAddress.address,
    },
    identified: false,
    payment: PAYMENTS[order.paymentMethod] ?? 'bank-transfer',
    paymentDate: turkeyDay(order.createdAt),
    paymentTermDays: order.paymentTerm,
    carrier: null,
    shippedAt: shipped ? new Date(shipped.at) : null,
  };
}

/** The order behind an invoice, mapped to its invoice lines (DomainError when they differ). */
export function invoiceSource(
  db: Database,
  kind: InvoiceOrderKind,
  orderId: string,
): Promise<InvoiceSource | null> {
  return kind === 'retail' ? retailSource(db, orderId) : wholesaleSource(db, orderId);
}
