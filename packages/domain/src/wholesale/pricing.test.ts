import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../time/clock';
import { offeredPaymentMethods, paymentPlan } from './payment-methods';
import {
  effectiveWholesalePrice,
  isPrivatePricingActive,
  type PrivatePricing,
  privatePricingRemainingDays,
} from './private-pricing';
import { cartSummaryLabels } from './summary';

const now = Date.UTC(2024, 8, 1);
const pricing: PrivatePricing = { expiry: now + 2.5 * DAY_MS, skus: [{ sku: 'A', price: 8000 }] };

describe('private pricing', () => {
  it('counts only before expiry', () => {
    expect(isPrivatePricingActive(pricing, now)).toBe(true);
    expect(isPrivatePricingActive(pricing, pricing.expiry)).toBe(false);
    expect(isPrivatePricingActive(undefined, now)).toBe(false);
  });

  it('shows remaining days = (expiry − now) / 86 400 000, rounded up', () => {
    expect(privatePricingRemainingDays(pricing, now)).toBe(3);
    expect(privatePricingRemainingDays(pricing, now + 0.5 * DAY_MS)).toBe(2);
    expect(privatePricingRemainingDays(pricing, pricing.expiry + 1)).toBe(0);
  });

  it('uses the private price while active, the list price otherwise', () => {
    expect(effectiveWholesalePrice(10_000, 'A', pricing, now)).toBe(8000);
    expect(effectiveWholesalePrice(10_000, 'B', pricing, now)).toBe(10_000);
    expect(effectiveWholesalePrice(10_000, 'A', pricing, pricing.expiry)).toBe(10_000);
  });
});

describe('allowed payment methods', () => {
  it('offers allowed methods in a fixed order', () => {
    const offered = offeredPaymentMethods({
      dueUponInvoice: { isAllowed: true, paymentTerm: 30, downPaymentPercentage: 0 },
      creditCard: { isAllowed: true, paymentTerm: 0, downPaymentPercentage: 100 },
      bankCheck: { isAllowed: false, paymentTerm: 60, downPaymentPercentage: 10 },
    });
    expect(offered.map((m) => m.method)).toEqual(['creditCard', 'dueUponInvoice']);
    expect(offered[1]).toEqual({
      method: 'dueUponInvoice',
      paymentTerm: 30,
      downPaymentPercentage: 0,
    });
  });

  it('splits a total into down payment and remainder due after the term', () => {
    expect(paymentPlan(1_000_005, { paymentTerm: 60, downPaymentPercentage: 25 }, now)).toEqual({
      downPayment: 250_001,
      remainder: 750_004,
      dueAt: now + 60 * DAY_MS,
    });
  });
});

describe('cart summary labels', () => {
  it('uses the VAT rows normally', () => {
    expect(cartSummaryLabels({})).toEqual({
      count: 'Toplam Ürün',
      amount: 'Tutar KDV Hariç',
      secondRow: 'Tutar KDV Dahil',
    });
  });

  it('switches to Sipariş/Sepet Toplamı and Mal Fazlası', () => {
    expect(cartSummaryLabels({ orderNumber: 'T-1' })).toEqual({
      count: 'Toplam Ürün',
      amount: 'Sipariş Toplamı',
      secondRow: 'Mal Fazlası',
    });
    expect(cartSummaryLabels({ orderNumber: '', freeGoodsAllocation: 500 }).amount).toBe(
      'Sepet Toplamı',
    );
    expect(cartSummaryLabels({ freeGoodsAllocation: 0 }).secondRow).toBe('Tutar KDV Dahil');
  });
});
