import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import {
  type AdminOrderFacts,
  assertShopperMayChange,
  orderActionsAllowed,
  shopperMayChange,
} from './order-actions';
import { wholesaleStaffNextStatuses, wholesaleStatusRefusal } from './wholesale-order-status';

const order = (facts: Partial<AdminOrderFacts>): AdminOrderFacts => ({
  orderStatus: 'CONFIRMED',
  paymentStatus: 'CASH_ON_DELIVERY',
  stockReleased: false,
  printed: false,
  packed: false,
  ...facts,
});

describe('what an order allows staff', () => {
  it('an unpaid new order: payment actions, cancelling and editing, no packing', () => {
    expect(orderActionsAllowed(order({ orderStatus: 'NEW', paymentStatus: 'UNPAID' }))).toEqual([
      'markPrinted',
      'cancelWhole',
      'cancelLines',
      'markPaid',
      'cancelPaymentOrder',
      'setPaymentMethod',
      'updateContact',
      'updateInvoice',
      'addNote',
    ]);
  });

  it('an unpaid order whose hold ran out can no longer be paid', () => {
    const expired = order({ orderStatus: 'NEW', paymentStatus: 'UNPAID', stockReleased: true });
    expect(orderActionsAllowed(expired)).not.toContain('markPaid');
    expect(orderActionsAllowed(expired)).not.toContain('cancelPaymentOrder');
  });

  it('a packed order ships; an undelivered one ships again or is cancelled', () => {
    expect(orderActionsAllowed(order({ orderStatus: 'PACKED', packed: true }))).toContain('ship');
    const back = orderActionsAllowed(order({ orderStatus: 'UNDELIVERED', packed: true }));
    expect(back).toEqual(['markPrinted', 'ship', 'cancelWhole', 'addNote']);
  });

  it('a delivered order offers no cancel; a cancelled refund pending offers its update', () => {
    expect(orderActionsAllowed(order({ orderStatus: 'DELIVERED', printed: true }))).toEqual([
      'addNote',
    ]);
    const cancelled = order({ orderStatus: 'CANCELLED', paymentStatus: 'REFUND_PENDING' });
    expect(orderActionsAllowed(cancelled)).toEqual(['updateCancelledPayment', 'addNote']);
  });
});

describe("the shopper's own changes", () => {
  it('are allowed before packing only, with the reason named', () => {
    expect(shopperMayChange({ orderStatus: 'CONFIRMED' })).toBe(true);
    expect(shopperMayChange({ orderStatus: 'PACKED' })).toBe(false);
    expect(() => assertShopperMayChange({ orderStatus: 'PACKED' })).toThrow(
      expect.objectContaining({ code: 'ORDER_TOO_LATE' }),
    );
    expect(() => assertShopperMayChange({ orderStatus: 'CANCELLED' })).toThrow(DomainError);
  });
});

describe('wholesale status changes', () => {
  it('a bank transfer is approved only with its receipt, a card only by its payment', () => {
    const transfer = { status: 'PENDING_BANK_TRANSFER' as const, hasReceipt: false };
    expect(wholesaleStatusRefusal(transfer, 'APPROVED', 'staff')).toBe('receiptRequired');
    expect(wholesaleStaffNextStatuses(transfer)).toEqual(['CANCELLED']);
    expect(wholesaleStaffNextStatuses({ ...transfer, hasReceipt: true })).toEqual([
      'APPROVED',
      'CANCELLED',
    ]);
    const card = { status: 'PENDING_CARD_PAYMENT' as const, hasReceipt: false };
    expect(wholesaleStatusRefusal(card, 'APPROVED', 'staff')).toBe('cardPaymentRequired');
    expect(wholesaleStatusRefusal(card, 'APPROVED', 'payment')).toBeNull();
    expect(wholesaleStatusRefusal(card, 'SHIPPED', 'staff')).toBe('transition');
  });
});
