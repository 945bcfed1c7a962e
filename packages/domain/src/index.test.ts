import { describe, expect, it } from 'vitest';
import * as domain from './index';

/**
 * The names other packages are written against. Renaming one breaks the server and the web
 * app, so the entry point is checked here.
 */
const FUNCTIONS = [
  'roundHalfUp',
  'formatTL',
  'amountInWords',
  'vatAmount',
  'convertVat',
  'slugify',
  'truncateProductName',
  'truncateWholesaleName',
  'isShortProductCode',
  'isSearchTextValid',
  'desi',
  'greetingPeriod',
  'greetingText',
  'countdown',
  'starStates',
  'averageRating',
  'isValidLuhn',
  'isValidTckn',
  'isValidVkn',
  'isValidTrIban',
  'normalizeTrMobile',
  'isStockAvailable',
  'findDuplicates',
  'addToCart',
  'removeFromCart',
  'cartTotals',
  'checkFreeGoodsAdd',
  'orderMinimumMessage',
  'surpriseDiscountAmount',
  'selectTopBar',
  'isPopEligible',
  'temporaryDiscountCode',
  'randomNineDigitCode',
  'routeCheckout',
  'assertWholesaleOrderTransition',
  'transitionOrder',
  'assertShipmentTransition',
] as const;

/** A plain copy of the namespace, so names can be looked up one by one. */
const api: Readonly<Record<string, unknown>> = { ...domain };

describe('@carsi/domain entry point', () => {
  it.each(FUNCTIONS)('exports %s', (name) => {
    expect(typeof api[name]).toBe('function');
  });

  it('exports the business constants with the spec values', () => {
    expect(domain.FREE_SHIPPING_THRESHOLD_KURUS).toBe(25000);
    expect(domain.ADDITIONAL_ORDER_THRESHOLD_KURUS).toBe(40000);
    expect(domain.DEFAULT_REFUND_GUARANTEE_DAYS).toBe(90);
    expect(domain.INSTALLMENTS_WITHOUT_INTEREST).toBe(3);
    expect(domain.NOT_FOUND_DISCOUNT_CODE).toBe('hata20');
  });

  it('exports state machines with assertTransition', () => {
    for (const machine of [
      domain.orderStatusMachine,
      domain.refundStatusMachine,
      domain.shipmentStatusMachine,
      domain.wholesaleOrderStatusMachine,
    ]) {
      expect(typeof machine.assertTransition).toBe('function');
    }
  });
});
