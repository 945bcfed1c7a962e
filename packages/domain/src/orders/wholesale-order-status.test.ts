import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WHOLESALE_PAYMENT_METHODS } from '../wholesale/payment-methods';
import {
  acceptsFreeGoods,
  awaitsCardPayment,
  awaitsTransferReceipt,
  isApprovedCardOrder,
  isWaitingForPayment,
  WHOLESALE_ORDER_STATUSES,
  wholesaleOrderStatusMachine,
  wholesaleStaffNextStatuses,
  wholesaleStatusRefusal,
} from './wholesale-order-status';

const status = fc.constantFrom(...WHOLESALE_ORDER_STATUSES);
const order = fc.record({ status, hasReceipt: fc.boolean() });

describe('what a wholesale order waits for', () => {
  it('a card payment only while the card order is pending, a receipt only while the transfer is', () => {
    expect(WHOLESALE_ORDER_STATUSES.filter(awaitsCardPayment)).toEqual(['PENDING_CARD_PAYMENT']);
    expect(WHOLESALE_ORDER_STATUSES.filter(awaitsTransferReceipt)).toEqual([
      'PENDING_BANK_TRANSFER',
    ]);
  });

  it('free goods join an order waiting for its transfer or approved, never a shipped one', () => {
    expect(WHOLESALE_ORDER_STATUSES.filter(acceptsFreeGoods)).toEqual([
      'PENDING_BANK_TRANSFER',
      'APPROVED',
    ]);
  });

  it('an approved card order is the only one told its card was charged', () => {
    expect(isApprovedCardOrder({ paymentMethod: 'creditCard', status: 'APPROVED' })).toBe(true);
    expect(isApprovedCardOrder({ paymentMethod: 'bankTransfer', status: 'APPROVED' })).toBe(false);
    expect(
      isApprovedCardOrder({ paymentMethod: 'creditCard', status: 'PENDING_CARD_PAYMENT' }),
    ).toBe(false);
  });

  it('waiting for payment is exactly waiting for a card payment or a transfer', () => {
    fc.assert(
      fc.property(status, (s) => {
        expect(isWaitingForPayment(s)).toBe(awaitsCardPayment(s) || awaitsTransferReceipt(s));
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...WHOLESALE_PAYMENT_METHODS), status, (paymentMethod, s) => {
        if (isApprovedCardOrder({ paymentMethod, status: s })) expect(s).toBe('APPROVED');
      }),
    );
  });
});

describe('the statuses staff are offered', () => {
  it('are exactly the moves the status rule accepts from staff', () => {
    fc.assert(
      fc.property(order, (o) => {
        const offered = wholesaleStaffNextStatuses(o);
        for (const to of WHOLESALE_ORDER_STATUSES) {
          expect(offered.includes(to)).toBe(wholesaleStatusRefusal(o, to, 'staff') === null);
        }
      }),
    );
  });

  it('never leave the status machine, and never approve a card order or an unproven transfer', () => {
    fc.assert(
      fc.property(order, (o) => {
        const offered = wholesaleStaffNextStatuses(o);
        for (const to of offered) {
          expect(wholesaleOrderStatusMachine.canTransition(o.status, to)).toBe(true);
        }
        if (awaitsCardPayment(o.status)) expect(offered).not.toContain('APPROVED');
        if (awaitsTransferReceipt(o.status) && !o.hasReceipt)
          expect(offered).not.toContain('APPROVED');
      }),
    );
  });

  it('a customer never approves; the card payment approves only a card order', () => {
    fc.assert(
      fc.property(order, (o) => {
        expect(wholesaleStatusRefusal(o, 'APPROVED', 'customer')).not.toBeNull();
        if (wholesaleStatusRefusal(o, 'APPROVED', 'payment') === null) {
          expect(['PENDING_CARD_PAYMENT', 'PENDING_BANK_TRANSFER']).toContain(o.status);
        }
      }),
    );
  });
});
