import {
  CASH_ON_DELIVERY_FEE_KURUS,
  cancelLines,
  cartTotals,
  type InvoiceDraft,
  lineAmounts,
  type RetailCartLine,
  STANDARD_SHIPPING_FEE_KURUS,
  shippingPriceFor,
  splitVatIncluded,
  spreadCartDiscount,
  vatAmount,
  wholesaleCartTotals,
} from '@carsi/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderItemSnapshot } from '../../db/schema';
import { invoiceOfRetailOrder, SHIPPING_LINE_CODE } from './retail-order-invoice';
import { invoiceOfWholesaleOrder } from './wholesale-order-invoice';

const rate = fc.constantFrom(0, 1, 10, 20);

/** A cart line as the cart prices it: a shelf price at or under the list price, a gap, a gift. */
const cartLine = fc
  .record({
    sku: fc.stringMatching(/^[A-Z]{2}-\d{3}$/),
    priceForOne: fc.integer({ min: 100, max: 300_000 }),
    cut: fc.integer({ min: 0, max: 60 }),
    gap: fc.option(fc.integer({ min: 50, max: 200_000 }), { nil: undefined }),
    vat: rate,
    qty: fc.integer({ min: 1, max: 12 }),
    free: fc.boolean(),
  })
  .map(
    ({ sku, priceForOne, cut, gap, vat, qty, free }): RetailCartLine => ({
      indexId: 0,
      skuId: sku,
      sku,
      name: `Ürün ${sku}`,
      // A time-limited or campaign price takes `cut` percent off the list price.
      price: free ? 0 : priceForOne - Math.floor((priceForOne * cut) / 100),
      priceForOne,
      ...(gap !== undefined && !free ? { priceGap: gap } : {}),
      vat,
      qty: free ? 1 : qty,
      maxPurchaseQty: 20,
    }),
  );

/**
 * A retail order as checkout records it (orders/place-order.ts): the surprise discount spread
 * over the lines, discount codes' per-line shares on top, shipping under the free-shipping line,
 * maybe the cash-on-delivery fee, maybe some units cancelled afterwards.
 */
const retailOrder = fc
  .record({
    lines: fc.array(cartLine, { minLength: 1, maxLength: 8 }),
    surprise: fc.integer({ min: 0, max: 50_000 }),
    codePercents: fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 8 }),
    cod: fc.boolean(),
    cancel: fc.array(fc.record({ line: fc.nat(), qty: fc.integer({ min: 1, max: 12 }) }), {
      maxLength: 3,
    }),
  })
  .map(({ lines, surprise, codePercents, cod, cancel }) => {
    const totals = cartTotals(lines, surprise);
    const spread = spreadCartDiscount(lines, totals.surpriceDiscount);
    const perLine = spread.map((line, i) =>
      lines[i]!.price === 0 ? 0 : Math.floor((line.gross * (codePercents[i] ?? 0)) / 300),
    );
    const amounts = spread.map((line, i) => {
      const byCode = perLine[i]!;
      if (byCode === 0) return line;
      return {
        discount: line.discount + byCode,
        ...splitVatIncluded(line.gross - byCode, lines[i]!.vat),
      };
    });
    const items: OrderItemSnapshot[] = lines.map((line, i) => ({
      skuId: i + 1,
      productId: i + 1,
      sku: line.sku,
      name: line.name,
      target: '',
      type: '',
      size: '',
      color: '',
      image: null,
      qty: line.qty,
      price: line.price,
      priceForOne: line.priceForOne,
      priceGap: line.priceGap ?? 0,
      vat: line.vat,
      productUnit: 'adet',
      itemsTotalPrice: lineAmounts(line).gross,
      ...(amounts[i]!.discount > 0 ? { discount: amounts[i]!.discount } : {}),
    }));
    const payable = Math.max(0, totals.payableAmount - perLine.reduce((sum, d) => sum + d, 0));
    const shippingPrice = shippingPriceFor(payable, STANDARD_SHIPPING_FEE_KURUS);
    const codFee = cod ? CASH_ON_DELIVERY_FEE_KURUS : 0;
    let order = {
      items,
      itemsPrice: amounts.reduce((sum, line) => sum + line.net, 0),
      taxPrice: amounts.reduce((sum, line) => sum + line.vat, 0),
      shippingPrice,
      cashOnDeliveryFee: codFee,
      totalPrice: payable + shippingPrice + codFee,
    };
    // Partial cancellation as the admin operation does it, when what is asked is possible.
    const requests = cancel
      .map((c) => ({ line: c.line % items.length, qty: c.qty }))
      .filter((c, i, all) => all.findIndex((o) => o.line === c.line) === i)
      .filter((c) => c.qty < items[c.line]!.qty);
    if (requests.length > 0) {
      const done = cancelLines(order.items, order, requests);
      order = { ...done.money, items: done.items };
    }
    return order;
  });

function expectWellFormed(invoice: InvoiceDraft) {
  for (const line of invoice.lines) {
    expect(line.listNet - line.discount).toBe(line.net);
    expect(line.net + line.vat).toBe(line.gross);
    expect(line.discount).toBeGreaterThanOrEqual(0);
    expect(line.net).toBeGreaterThanOrEqual(0);
  }
  expect(invoice.lines.reduce((s, l) => s + l.gross, 0)).toBe(invoice.total);
}

describe('the invoice equals the order', () => {
  it('retail: total to the kuruş, goods net and VAT as checkout recorded them, every kind of discount a line discount', () => {
    fc.assert(
      fc.property(retailOrder, (order) => {
        const invoice = invoiceOfRetailOrder(order);
        expectWellFormed(invoice);
        expect(invoice.total).toBe(order.totalPrice);
        const goods = invoice.lines.filter(
          (l) => l.kind !== 'shipping' && l.code !== 'KAPIDA-ODEME',
        );
        expect(goods.reduce((s, l) => s + l.net, 0)).toBe(order.itemsPrice);
        expect(goods.reduce((s, l) => s + l.vat, 0)).toBe(order.taxPrice);
        // Each sold line is on the invoice with what is left of it; gifts at their list price.
        const left = order.items.filter((item) => item.qty > 0);
        expect(goods.map((l) => [l.code, l.qty])).toEqual(left.map((i) => [i.sku, i.qty]));
        for (const [i, item] of left.entries()) {
          const line = goods[i]!;
          if (item.price === 0) {
            expect(line.kind).toBe('free');
            expect(line.gross).toBe(0);
            expect(line.listNet).toBe(splitVatIncluded(item.priceForOne * item.qty, item.vat).net);
          } else {
            expect(line.gross).toBe(item.itemsTotalPrice - (item.discount ?? 0));
          }
        }
        expect(invoice.lines.some((l) => l.code === SHIPPING_LINE_CODE)).toBe(
          order.shippingPrice > 0,
        );
      }),
      { numRuns: 400 },
    );
  });

  it('wholesale: VAT added per line, free goods at their value discounted away, total to the kuruş', () => {
    const line = fc.record({
      sku: fc.stringMatching(/^[A-Z]{2}-\d{3}$/),
      price: fc.integer({ min: 1, max: 500_000 }),
      vat: rate,
      qty: fc.integer({ min: 1, max: 500 }),
      free: fc.array(
        fc.record({
          qty: fc.integer({ min: 1, max: 50 }),
          value: fc.integer({ min: 1, max: 500_000 }),
        }),
        { maxLength: 2 },
      ),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 10 }), (lines) => {
        const totals = wholesaleCartTotals(
          lines.map((l) => ({ ...l, freeProducts: l.free.map((f) => ({ ...f })) })) as never,
        );
        const order = {
          items: lines.map((l) => ({
            sku: l.sku,
            name: 'Ürün',
            qty: l.qty,
            price: l.price,
            vat: l.vat,
          })),
          freeItems: lines.flatMap((l) =>
            l.free.map((f) => ({
              sku: l.sku,
              name: 'Ürün (mal fazlası)',
              qty: f.qty,
              price: 0,
              value: f.value,
              vat: l.vat,
            })),
          ),
          totalPrice: totals.totalWithVat,
        };
        const invoice = invoiceOfWholesaleOrder(order);
        expectWellFormed(invoice);
        expect(invoice.total).toBe(order.totalPrice);
        expect(invoice.net).toBe(totals.totalPrice);
        const free = invoice.lines.filter((l) => l.kind === 'free');
        expect(free).toHaveLength(order.freeItems.length);
        for (const [i, f] of order.freeItems.entries()) {
          expect(free[i]!.listNet).toBe(f.value * f.qty);
          expect(free[i]!.gross).toBe(0);
        }
        for (const l of invoice.lines.filter((x) => x.kind === 'item'))
          expect(l.vat).toBe(vatAmount(l.net, l.vatRate));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses an order whose lines do not add up to its total', () => {
    expect(() =>
      invoiceOfRetailOrder({
        items: [
          {
            sku: 'AB-001',
            name: 'Ürün',
            qty: 1,
            price: 10_000,
            priceForOne: 10_000,
            priceGap: 0,
            vat: 20,
            itemsTotalPrice: 10_000,
          },
        ],
        shippingPrice: 0,
        cashOnDeliveryFee: 0,
        totalPrice: 10_001,
      }),
    ).toThrow(/eşit değil/);
  });
});
