import { describe, expect, it } from 'vitest';
import {
  ADD_TO_ORDER_DIALOG,
  ADDITIONAL_ORDER_THRESHOLD_KURUS,
  additionalOrderId,
  addToOrderConfirmationText,
  canAddToPendingOrder,
  isAdditionalOrderMode,
  isPackingOpen,
  MAIN_ORDER_PACKED_TEXT,
  PACKING_TEXTS,
  PENDING_KEY_CLEANUP_MS,
  packingOpensAt,
  routeCheckout,
} from './pending';

const pending = {
  pendingState: 'YES' as const,
  mainOrderPacked: false,
  mainOrderPaidByCard: false,
};

describe('pending orders', () => {
  it('turns cart additions into additional orders only while YES', () => {
    expect(isAdditionalOrderMode('YES')).toBe(true);
    expect(isAdditionalOrderMode('NO')).toBe(false);
    expect(isAdditionalOrderMode('NOTYET')).toBe(false);
    expect(canAddToPendingOrder('YES', true)).toBe(false);
  });

  it('goes to checkout step 1 without a pending order', () => {
    expect(routeCheckout({ ...pending, pendingState: 'NO', additionAmount: 100 })).toEqual({
      kind: 'checkout',
      path: '/siparis-bilgileri-adim-1/2',
    });
    expect(routeCheckout({ ...pending, mainOrderPacked: true, additionAmount: 100 }).kind).toBe(
      'checkout',
    );
  });

  it('confirms cash on delivery up to 400 TL when not card-paid', () => {
    expect(ADDITIONAL_ORDER_THRESHOLD_KURUS).toBe(40000);
    expect(routeCheckout({ ...pending, additionAmount: 40000 })).toEqual({
      kind: 'confirmCashOnDelivery',
      amount: 40000,
    });
    expect(ADD_TO_ORDER_DIALOG).toEqual({
      title: 'Sipariş ekle',
      confirm: 'Ekle',
      cancel: 'Vazgeç',
    });
    expect(addToOrderConfirmationText(12550)).toBe(
      '125.50 TL tutarındaki ürünler kapıda ödeme ile siparişinize eklenecek.',
    );
  });

  it('switches to CreditCard above 400 TL or when the main order was card-paid', () => {
    const card = {
      kind: 'creditCard',
      paymentMethod: 'CreditCard',
      path: '/odeme-adimi-2/2?type=grandupsell',
    };
    expect(routeCheckout({ ...pending, additionAmount: 40001 })).toEqual(card);
    expect(routeCheckout({ ...pending, mainOrderPaidByCard: true, additionAmount: 100 })).toEqual(
      card,
    );
    expect(() => routeCheckout({ ...pending, additionAmount: 1.5 })).toThrow(RangeError);
  });

  it('packs from 10:00 Turkey time', () => {
    expect(isPackingOpen(Date.UTC(2024, 0, 10, 6, 59))).toBe(false); // 09:59 in Istanbul
    expect(isPackingOpen(Date.UTC(2024, 0, 10, 7, 0))).toBe(true); // 10:00
    expect(isPackingOpen(Date.UTC(2024, 0, 10, 20, 59))).toBe(true); // 23:59
    expect(isPackingOpen(Date.UTC(2024, 0, 10, 21, 0))).toBe(false); // 00:00
    // The next morning's opening, and a shop that opens packing at midnight.
    expect(packingOpensAt(Date.UTC(2024, 0, 10, 21, 30))).toBe(Date.UTC(2024, 0, 11, 7, 0));
    expect(packingOpensAt(Date.UTC(2024, 0, 10, 8, 0))).toBe(Date.UTC(2024, 0, 10, 7, 0));
    expect(isPackingOpen(Date.UTC(2024, 0, 10, 21, 0), 0)).toBe(true);
    expect(PACKING_TEXTS.notOpen(10)).toBe("Siparişler saat 10:00'dan itibaren paketlenebilir.");
  });

  it('names additional orders and has the spec texts', () => {
    expect(additionalOrderId('ORD-123', 1_700_000_000_000)).toBe('ORD-123/1700000000000');
    expect(MAIN_ORDER_PACKED_TEXT).toBe('Ana Siparişiniz Paketlendi');
    expect(PENDING_KEY_CLEANUP_MS).toBe(2000);
  });
});
