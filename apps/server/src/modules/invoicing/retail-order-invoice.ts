import { buildInvoiceLines, type InvoiceDraft, type InvoiceSourceLine } from '@carsi/domain';
import type { OrderItemSnapshot } from '../../db/schema';

/** VAT of the shipping fee and the cash-on-delivery service fee (services, standard rate). */
export const SERVICE_VAT_RATE = 20;
/** Invoice line codes of fees that are services, not catalogue products. */
export const SHIPPING_LINE_CODE = 'KARGO';
export const CASH_ON_DELIVERY_LINE_CODE = 'KAPIDA-ODEME';
export const SERVICE_LINE_CODES: ReadonlySet<string> = new Set([
  SHIPPING_LINE_CODE,
  CASH_ON_DELIVERY_LINE_CODE,
]);

/** What the invoice reads of a retail order (the orders table's row has more). */
export interface RetailOrderForInvoice {
  items: readonly Pick<
    OrderItemSnapshot,
    | 'sku'
    | 'name'
    | 'qty'
    | 'price'
    | 'priceForOne'
    | 'priceGap'
    | 'vat'
    | 'discount'
    | 'itemsTotalPrice'
  >[];
  shippingPrice: number;
  cashOnDeliveryFee: number | null;
  totalPrice: number;
}

/** The shelf prices of `qty` units: the first at `first`, the rest at the gap (as the cart adds). */
function unitsTotal(first: number, gap: number, qty: number): number {
  return first + (qty - 1) * (gap > 0 ? gap : first);
}

/**
 * A retail order's invoice. Prices are VAT-included. Each line shows its list price (the
 * undiscounted shelf price, or what was charged when that is higher) and one line discount
 * holding everything taken off it — a time-limited or landing-campaign price, its share of the
 * surprise discount, of discount codes and of an add-on discount, all already stored on the
 * line — so the line's paid amount is exactly what checkout charged for it. Free lines (gifts,
 * the free half of a pair) show their list price discounted away. Shipping and the
 * cash-on-delivery fee are lines of their own. Cancelled units are gone (qty is what is left).
 * Refuses (DomainError) an order whose lines do not add up to its total.
 */
export function invoiceOfRetailOrder(order: RetailOrderForInvoice): InvoiceDraft {
  const lines: InvoiceSourceLine[] = [];
  for (const item of order.items) {
    if (item.qty <= 0) continue;
    if (item.price === 0) {
      lines.push({
        code: item.sku,
        name: item.name,
        qty: item.qty,
        unitPrice: Math.max(0, item.priceForOne),
        vatRate: item.vat,
        free: true,
      });
      continue;
    }
    const paid = item.itemsTotalPrice - (item.discount ?? 0);
    const list = Math.max(
      item.itemsTotalPrice,
      unitsTotal(item.priceForOne, item.priceGap, item.qty),
    );
    // A whole-kuruş unit price: what rounding up adds is discounted away again.
    const unitPrice = Math.ceil(list / item.qty);
    lines.push({
      code: item.sku,
      name: item.name,
      qty: item.qty,
      unitPrice,
      vatRate: item.vat,
      discount: unitPrice * item.qty - paid,
    });
  }
  const codFee = order.cashOnDeliveryFee ?? 0;
  if (codFee > 0) {
    lines.push({
      code: CASH_ON_DELIVERY_LINE_CODE,
      name: 'Kapıda ödeme hizmet bedeli',
      qty: 1,
      unitPrice: codFee,
      vatRate: SERVICE_VAT_RATE,
    });
  }
  return buildInvoiceLines({
    prices: 'vat-included',
    lines,
    shipping:
      order.shippingPrice > 0
        ? { label: 'Kargo ücreti', amount: order.shippingPrice, vatRate: SERVICE_VAT_RATE }
        : null,
    total: order.totalPrice,
  });
}
