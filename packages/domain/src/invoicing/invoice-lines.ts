import { DomainError } from '../errors';
import { assertKurus, type Kurus } from '../money/kurus';
import { splitVatIncluded, vatAmount } from '../money/vat';

/**
 * "The invoice equals the order": turns an order into invoice lines whose total is the order's
 * total to the kuruş. Every sold line, every free line (a gift, an add-on at no charge, wholesale
 * free goods) and the shipping fee is an explicit invoice line; discounts (codes, surprise,
 * campaign, add-on) become line discounts, never a missing amount. VAT is per line, at the
 * line's own rate.
 */

/** Retail prices are VAT-included shelf prices; wholesale prices are VAT-excluded. */
export type InvoicePriceBasis = 'vat-included' | 'vat-excluded';

export interface InvoiceSourceLine {
  /** The SKU code (the accounting product is found by it). */
  code: string;
  name: string;
  qty: number;
  /** Price of one unit on the price basis; for a free line its list price (shown, then discounted away). */
  unitPrice: Kurus;
  /** VAT percent of the SKU. */
  vatRate: number;
  /** A gift, a free add-on or wholesale free goods: invoiced at list price with a 100 % discount. */
  free?: boolean;
  /** A discount already fixed on this line (on the price basis). */
  discount?: Kurus;
}

export interface InvoiceSourceOrder {
  prices: InvoicePriceBasis;
  lines: readonly InvoiceSourceLine[];
  /** Order-wide discounts (codes, surprise, campaign, add-on), on the price basis. */
  discounts?: readonly { label: string; amount: Kurus }[];
  /** The shipping fee on the price basis; absent or 0: no shipping line. */
  shipping?: { label: string; amount: Kurus; vatRate: number } | null;
  /** What the customer owes for the order, VAT included. */
  total: Kurus;
}

export type InvoiceLineKind = 'item' | 'free' | 'shipping';

/** One invoice line. `listNet − discount = net`, `net + vat = gross`; all kuruş. */
export interface InvoiceLine {
  kind: InvoiceLineKind;
  code: string;
  name: string;
  qty: number;
  vatRate: number;
  /** The line before any discount, VAT excluded (unit price × qty). */
  listNet: Kurus;
  /** All discounts of the line, VAT excluded (the whole list price for a free line). */
  discount: Kurus;
  net: Kurus;
  vat: Kurus;
  gross: Kurus;
}

export interface InvoiceDraft {
  lines: InvoiceLine[];
  net: Kurus;
  vat: Kurus;
  total: Kurus;
}

export const INVOICE_TOTAL_MISMATCH = 'INVOICE_TOTAL_MISMATCH';
export const INVOICE_BAD_ORDER = 'INVOICE_BAD_ORDER';

/**
 * Shares `amount` over `weights` in proportion, rounding down and handing the kuruş left over to
 * the largest remainders (earliest first on ties), so the shares add up exactly to `amount`.
 */
export function shareInProportion(amount: Kurus, weights: readonly Kurus[]): Kurus[] {
  assertKurus(amount);
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((amount * w) / sum));
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, i) => ({ i, rest: (amount * w) % sum }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0 && order.length > 0; k = (k + 1) % order.length) {
    const index = order[k]!.i;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

function money(basis: InvoicePriceBasis, listAmount: Kurus, paidAmount: Kurus, rate: number) {
  if (basis === 'vat-included') {
    const paid = splitVatIncluded(paidAmount, rate);
    const listNet = splitVatIncluded(listAmount, rate).net;
    return {
      listNet,
      discount: listNet - paid.net,
      net: paid.net,
      vat: paid.vat,
      gross: paid.gross,
    };
  }
  const vat = vatAmount(paidAmount, rate);
  return {
    listNet: listAmount,
    discount: listAmount - paidAmount,
    net: paidAmount,
    vat,
    gross: paidAmount + vat,
  };
}

/**
 * Builds the invoice of an order. Order-wide discounts are shared over the paid (non-free) lines
 * in proportion to what is left of each, never past a line's own amount; free lines carry their
 * list price and an equal discount. Refuses (DomainError) an order whose lines, discounts and
 * shipping do not add up to its total — an invoice that differs from the order is never issued.
 */
export function buildInvoiceLines(order: InvoiceSourceOrder): InvoiceDraft {
  const bad = (message: string) => new DomainError(INVOICE_BAD_ORDER, message);
  if (order.lines.length === 0) throw bad('Faturada en az bir satır olmalı.');
  assertKurus(order.total, 'total');
  const bases = order.lines.map((line) => {
    if (!Number.isSafeInteger(line.qty) || line.qty < 1) throw bad(`${line.code}: adet geçersiz.`);
    assertKurus(line.unitPrice, 'unitPrice');
    if (line.unitPrice < 0) throw bad(`${line.code}: fiyat eksi olamaz.`);
    if (!Number.isFinite(line.vatRate) || line.vatRate < 0)
      throw bad(`${line.code}: KDV oranı geçersiz.`);
    const list = line.unitPrice * line.qty;
    const own = line.free ? list : (line.discount ?? 0);
    assertKurus(own, 'discount');
    if (own < 0 || own > list) throw bad(`${line.code}: satır indirimi satır tutarını aşıyor.`);
    return { list, left: list - own };
  });
  const orderDiscount = (order.discounts ?? []).reduce((sum, d) => {
    assertKurus(d.amount, 'discount');
    if (d.amount < 0) throw bad(`${d.label}: indirim eksi olamaz.`);
    return sum + d.amount;
  }, 0);
  const room = bases.reduce((sum, b) => sum + b.left, 0);
  if (orderDiscount > room) throw bad('İndirimler ürünlerin tutarını aşıyor.');
  // In proportion to what is left of each line: a share never exceeds its line (amount ≤ room).
  const shares = shareInProportion(
    orderDiscount,
    bases.map((b) => b.left),
  );
  const lines: InvoiceLine[] = order.lines.map((line, i) => {
    const base = bases[i]!;
    const paid = base.left - (shares[i] ?? 0);
    return {
      kind: line.free ? 'free' : 'item',
      code: line.code,
      name: line.name,
      qty: line.qty,
      vatRate: line.vatRate,
      ...money(order.prices, base.list, paid, line.vatRate),
    };
  });
  const shipping = order.shipping;
  if (shipping && shipping.amount !== 0) {
    assertKurus(shipping.amount, 'shipping');
    if (shipping.amount < 0) throw bad('Kargo ücreti eksi olamaz.');
    lines.push({
      kind: 'shipping',
      code: 'KARGO',
      name: shipping.label,
      qty: 1,
      vatRate: shipping.vatRate,
      ...money(order.prices, shipping.amount, shipping.amount, shipping.vatRate),
    });
  }
  const net = lines.reduce((sum, l) => sum + l.net, 0);
  const vat = lines.reduce((sum, l) => sum + l.vat, 0);
  const total = net + vat;
  if (total !== order.total) {
    throw new DomainError(
      INVOICE_TOTAL_MISMATCH,
      `Fatura tutarı (${total} kuruş) sipariş tutarına (${order.total} kuruş) eşit değil.`,
    );
  }
  return { lines, net, vat, total };
}
