import { buildInvoiceLines, type InvoiceDraft } from '@carsi/domain';
import type { WholesaleOrderLine } from '../../db/schema';

/** What the invoice reads of a wholesale order (the wholesale_orders row has more). */
export interface WholesaleOrderForInvoice {
  items: readonly Pick<
    WholesaleOrderLine,
    'sku' | 'name' | 'qty' | 'price' | 'vat' | 'value' | 'free'
  >[];
  freeItems: readonly Pick<
    WholesaleOrderLine,
    'sku' | 'name' | 'qty' | 'price' | 'vat' | 'value'
  >[];
  totalPrice: number;
}

/**
 * A wholesale order's invoice. Prices are VAT-excluded and VAT is added per line, as the
 * wholesale cart totals it. Free goods (mal fazlası) are lines of their own at their unit value,
 * discounted away, so the buyer's books show what was given. Refuses (DomainError) an order
 * whose lines do not add up to its total.
 */
export function invoiceOfWholesaleOrder(order: WholesaleOrderForInvoice): InvoiceDraft {
  return buildInvoiceLines({
    prices: 'vat-excluded',
    lines: [
      ...order.items
        .filter((item) => item.qty > 0)
        .map((item) => ({
          code: item.sku,
          name: item.name,
          qty: item.qty,
          unitPrice: item.free ? (item.value ?? item.price) : item.price,
          vatRate: item.vat,
          ...(item.free ? { free: true } : {}),
        })),
      ...order.freeItems
        .filter((item) => item.qty > 0)
        .map((item) => ({
          code: item.sku,
          name: item.name,
          qty: item.qty,
          unitPrice: item.value ?? item.price,
          vatRate: item.vat,
          free: true,
        })),
    ],
    total: order.totalPrice,
  });
}
