import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatAmount } from '../money/vat';
import {
  buildInvoiceLines,
  INVOICE_TOTAL_MISMATCH,
  type InvoiceSourceOrder,
  shareInProportion,
} from './invoice-lines';

const rate = fc.constantFrom(0, 1, 10, 20);
const line = fc.record({
  code: fc.stringMatching(/^[A-Z]{2}-\d{3}$/),
  name: fc.constant('Ürün'),
  qty: fc.integer({ min: 1, max: 40 }),
  unitPrice: fc.integer({ min: 0, max: 500_000 }),
  vatRate: rate,
  free: fc.boolean(),
  discountPercent: fc.integer({ min: 0, max: 100 }),
});

/** An order as checkout or the wholesale portal would total it, independently of the builder. */
const order = fc
  .record({
    prices: fc.constantFrom('vat-included' as const, 'vat-excluded' as const),
    lines: fc.array(line, { minLength: 1, maxLength: 12 }),
    discountPercents: fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 3 }),
    shipping: fc.option(fc.record({ amount: fc.integer({ min: 0, max: 20_000 }), vatRate: rate })),
  })
  .map(({ prices, lines, discountPercents, shipping }) => {
    const sourceLines = lines.map(({ discountPercent, ...l }) => ({
      ...l,
      discount: l.free ? 0 : Math.floor((l.unitPrice * l.qty * discountPercent) / 100),
    }));
    const left = sourceLines.reduce(
      (sum, l) => sum + (l.free ? 0 : l.unitPrice * l.qty - l.discount),
      0,
    );
    let room = left;
    const discounts = discountPercents.map((percent, i) => {
      const amount = Math.min(room, Math.floor((left * percent) / 100));
      room -= amount;
      return { label: `İndirim ${i + 1}`, amount };
    });
    return {
      prices,
      lines: sourceLines,
      discounts,
      shipping: shipping ? { label: 'Kargo', ...shipping } : null,
    };
  });

/** A retail order's total as checkout totals it: paid lines, less discounts, plus shipping. */
function retailTotal(o: Omit<InvoiceSourceOrder, 'total'>): number {
  const discount = (o.discounts ?? []).reduce((s, d) => s + d.amount, 0);
  const lines = o.lines.reduce(
    (s, l) => s + (l.free ? 0 : l.unitPrice * l.qty - (l.discount ?? 0)),
    0,
  );
  return lines - discount + (o.shipping?.amount ?? 0);
}

/** A wholesale order's total: VAT added per line on its net (free goods pay none), plus shipping. */
function wholesaleTotal(o: Omit<InvoiceSourceOrder, 'total'>): number {
  const lines = o.lines.reduce((s, l) => {
    const net = l.free ? 0 : l.unitPrice * l.qty - (l.discount ?? 0);
    return s + net + vatAmount(net, l.vatRate);
  }, 0);
  const shipping = o.shipping
    ? o.shipping.amount + vatAmount(o.shipping.amount, o.shipping.vatRate)
    : 0;
  return lines + shipping;
}

describe('the invoice equals the order', () => {
  it('retail (VAT-included prices): the invoice total is the order total to the kuruş', () => {
    fc.assert(
      fc.property(
        order.filter((o) => o.prices === 'vat-included'),
        (o) => {
          const total = retailTotal(o);
          const invoice = buildInvoiceLines({ ...o, total });
          expect(invoice.total).toBe(total);
          checkLines(o, invoice);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('wholesale (VAT-excluded prices, free goods): VAT per line on the net, total matches', () => {
    fc.assert(
      fc.property(
        order.filter((o) => o.prices === 'vat-excluded').map((o) => ({ ...o, discounts: [] })),
        (o) => {
          const total = wholesaleTotal(o);
          const invoice = buildInvoiceLines({ ...o, total });
          expect(invoice.total).toBe(total);
          checkLines(o, invoice);
          for (const l of invoice.lines) expect(l.vat).toBe(vatAmount(l.net, l.vatRate));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('refuses an order whose total is off by one kuruş', () => {
    fc.assert(
      fc.property(
        order.filter((o) => o.prices === 'vat-included'),
        fc.constantFrom(-1, 1),
        (o, off) => {
          const total = retailTotal(o) + off;
          expect(() => buildInvoiceLines({ ...o, total })).toThrow(
            expect.objectContaining({ code: INVOICE_TOTAL_MISMATCH }),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('an example order: two lines, a code, a gift and shipping', () => {
    const invoice = buildInvoiceLines({
      prices: 'vat-included',
      lines: [
        { code: 'NV-001', name: 'Nevresim', qty: 2, unitPrice: 60_000, vatRate: 10 },
        { code: 'YS-002', name: 'Yastık', qty: 1, unitPrice: 24_000, vatRate: 20 },
        { code: 'HD-003', name: 'Hediye', qty: 1, unitPrice: 5_000, vatRate: 20, free: true },
      ],
      discounts: [{ label: 'YAZ10', amount: 14_400 }],
      shipping: { label: 'Kargo', amount: 4_999, vatRate: 20 },
      total: 120_000 + 24_000 - 14_400 + 4_999,
    });
    expect(invoice.lines.map((l) => [l.kind, l.code, l.gross])).toEqual([
      ['item', 'NV-001', 108_000],
      ['item', 'YS-002', 21_600],
      ['free', 'HD-003', 0],
      ['shipping', 'KARGO', 4_999],
    ]);
    const gift = invoice.lines[2]!;
    expect(gift.listNet).toBeGreaterThan(0);
    expect(gift.discount).toBe(gift.listNet);
    expect(invoice.total).toBe(134_599);
  });
});

function checkLines(
  o: Omit<InvoiceSourceOrder, 'total'>,
  invoice: ReturnType<typeof buildInvoiceLines>,
) {
  const expected = o.lines.length + (o.shipping && o.shipping.amount !== 0 ? 1 : 0);
  expect(invoice.lines).toHaveLength(expected);
  for (const l of invoice.lines) {
    expect(l.net + l.vat).toBe(l.gross);
    expect(l.listNet - l.discount).toBe(l.net);
    expect(l.discount).toBeGreaterThanOrEqual(0);
    expect(l.net).toBeGreaterThanOrEqual(0);
    // VAT per line at the line's rate: within the kuruş a VAT-included split can move it.
    expect(Math.abs(l.vat - vatAmount(l.net, l.vatRate))).toBeLessThanOrEqual(1);
    if (l.kind === 'free') expect(l.net).toBe(0);
  }
  expect(invoice.lines.reduce((s, l) => s + l.gross, 0)).toBe(invoice.total);
}

describe('shareInProportion', () => {
  it('shares add up to the amount and none exceeds its weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, f) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const amount = Math.floor(sum * f);
          const shares = shareInProportion(amount, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : amount);
          for (const [i, s] of shares.entries()) expect(s).toBeLessThanOrEqual(weights[i]!);
        },
      ),
    );
  });
});
