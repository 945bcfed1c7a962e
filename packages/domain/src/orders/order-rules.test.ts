import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import {
  assertDeletableUnpaid,
  assertOrderOwnedBy,
  assertPayable,
  isAwaitingPayment,
  isOrderOwnedBy,
  isPayable,
  isPendingOrder,
  type OrderFacts,
  orderProcess,
  orderStatusOf,
  paymentStatusOf,
  pendingStateOf,
  refundLateCharge,
  settleCardPayment,
  settleCashOnDelivery,
  transitionOrder,
} from './order-rules';
import { ORDER_STATUSES } from './order-status';
import {
  isPaymentSettled,
  PAYMENT_STATUS_TEXTS,
  PAYMENT_STATUSES,
  paymentStatusText,
} from './payment-status';
import { TransitionError } from './state-machine';

const facts: fc.Arbitrary<OrderFacts> = fc.record({
  orderStatus: fc.constantFrom(...ORDER_STATUSES),
  paymentStatus: fc.constantFrom(...PAYMENT_STATUSES),
  stockReleased: fc.boolean(),
});

const fresh: OrderFacts = { orderStatus: 'NEW', paymentStatus: 'UNPAID', stockReleased: false };

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error);
  }
  return null;
};

describe('payable, awaiting payment, deletable', () => {
  it('only a new, unpaid order still holding its stock is payable', () => {
    fc.assert(
      fc.property(facts, (order) => {
        const expected =
          order.orderStatus === 'NEW' && order.paymentStatus === 'UNPAID' && !order.stockReleased;
        expect(isPayable(order)).toBe(expected);
        expect(codeOf(() => assertPayable(order))).toBe(expected ? null : 'ORDER_NOT_PAYABLE');
        // Payable implies awaiting payment; deletion is allowed exactly while awaiting it.
        if (isPayable(order)) expect(isAwaitingPayment(order)).toBe(true);
        expect(codeOf(() => assertDeletableUnpaid(order))).toBe(
          isAwaitingPayment(order) ? null : 'ORDER_NOT_UNPAID',
        );
      }),
    );
  });
});

describe('ownership', () => {
  const id = fc.option(fc.stringMatching(/^[a-z]{1,4}$/), { nil: null });
  it('belongs to the cart that placed it or to its customer, never to an empty asker', () => {
    fc.assert(
      fc.property(id, id, id, id, (orderCart, orderCustomer, cartId, customerId) => {
        const order = { cartId: orderCart, customerId: orderCustomer };
        const owned = isOrderOwnedBy(order, { cartId, customerId });
        const expected =
          (cartId !== null && cartId === orderCart) ||
          (customerId !== null && customerId === orderCustomer);
        expect(owned).toBe(expected);
        expect(codeOf(() => assertOrderOwnedBy(order, { cartId, customerId }))).toBe(
          expected ? null : 'ORDER_NOT_OWNED',
        );
      }),
    );
    expect(
      isOrderOwnedBy({ cartId: null, customerId: null }, { cartId: null, customerId: null }),
    ).toBe(false);
  });
});

describe('pending state YES / NO / NOTYET', () => {
  it('NOTYET without orders, YES with a settled unpacked one, NO otherwise', () => {
    expect(pendingStateOf([])).toBe('NOTYET');
    fc.assert(
      fc.property(fc.array(facts, { minLength: 1, maxLength: 6 }), (orders) => {
        const state = pendingStateOf(orders);
        const anyPending = orders.some(
          (o) =>
            isPaymentSettled(o.paymentStatus) &&
            (o.orderStatus === 'NEW' || o.orderStatus === 'CONFIRMED'),
        );
        expect(state).toBe(anyPending ? 'YES' : 'NO');
      }),
    );
    expect(
      isPendingOrder({ ...fresh, paymentStatus: 'CASH_ON_DELIVERY', orderStatus: 'CONFIRMED' }),
    ).toBe(true);
    expect(isPendingOrder({ ...fresh, paymentStatus: 'PAID', orderStatus: 'PACKED' })).toBe(false);
  });
});

describe('guarded transitions', () => {
  it('a transition passes only when the table and every guard allow it', () => {
    fc.assert(
      fc.property(facts, fc.constantFrom(...ORDER_STATUSES), (order, to) => {
        const allowed = orderProcess.canTransition(order, order.orderStatus, to);
        const code = codeOf(() => transitionOrder(order, to));
        expect(code === null).toBe(allowed);
        // The guards: confirmed or packed only when settled; a kept card charge blocks cancelling.
        if (allowed && (to === 'CONFIRMED' || to === 'PACKED'))
          expect(isPaymentSettled(order.paymentStatus)).toBe(true);
        if (allowed && to === 'CANCELLED') expect(order.paymentStatus).not.toBe('PAID');
        if (!orderProcess.machine.canTransition(order.orderStatus, to))
          expect(code).toBe('INVALID_TRANSITION');
      }),
    );
  });

  it('names the guard that refused', () => {
    expect(() => transitionOrder(fresh, 'CONFIRMED')).toThrow(
      'Ödemesi alınmamış sipariş onaylanamaz.',
    );
    expect(
      codeOf(() =>
        transitionOrder({ ...fresh, orderStatus: 'CONFIRMED', paymentStatus: 'PAID' }, 'CANCELLED'),
      ),
    ).toBe('ORDER_REFUND_REQUIRED');
    expect(() => transitionOrder(fresh, 'DELIVERED')).toThrow(TransitionError);
  });
});

describe('settling an order', () => {
  it('cash on delivery and a card charge confirm a payable order, and nothing else', () => {
    expect(settleCashOnDelivery(fresh)).toEqual({
      orderStatus: 'CONFIRMED',
      paymentStatus: 'CASH_ON_DELIVERY',
      stockReleased: false,
    });
    expect(settleCardPayment(fresh)).toMatchObject({
      orderStatus: 'CONFIRMED',
      paymentStatus: 'PAID',
    });
    fc.assert(
      fc.property(facts, (order) => {
        const settle = [settleCashOnDelivery, settleCardPayment] as const;
        for (const run of settle) {
          const code = codeOf(() => run(order));
          expect(code === null).toBe(isPayable(order));
        }
      }),
    );
    expect(() => settleCashOnDelivery({ ...fresh, stockReleased: true })).toThrow(
      'Bu sipariş için ödeme yöntemi artık değiştirilemez.',
    );
  });

  it('a late charge on a cancelled order becomes a pending refund; a payable order keeps it', () => {
    const released: OrderFacts = {
      orderStatus: 'CANCELLED',
      paymentStatus: 'UNPAID',
      stockReleased: true,
    };
    expect(refundLateCharge(released).paymentStatus).toBe('REFUND_PENDING');
    expect(() => refundLateCharge(fresh)).toThrow(RangeError);
    expect(() => refundLateCharge({ ...released, paymentStatus: 'REFUNDED' })).toThrow(
      TransitionError,
    );
  });
});

describe('stored statuses and their texts', () => {
  it('parses known statuses and refuses unknown ones', () => {
    for (const status of ORDER_STATUSES) expect(orderStatusOf(status)).toBe(status);
    for (const status of PAYMENT_STATUSES) expect(paymentStatusOf(status)).toBe(status);
    expect(() => orderStatusOf('LOST')).toThrow(RangeError);
    expect(() => paymentStatusOf('MAYBE')).toThrow(RangeError);
  });

  it('tells the shopper a pending refund is under way, not done', () => {
    for (const status of PAYMENT_STATUSES) expect(paymentStatusText(status)).toBeTruthy();
    expect(PAYMENT_STATUS_TEXTS.REFUND_PENDING).toContain('işleniyor');
    expect(PAYMENT_STATUS_TEXTS.REFUND_PENDING).not.toContain('iade edildi');
    expect(PAYMENT_STATUS_TEXTS.REFUNDED).toContain('iade edildi');
  });
});
