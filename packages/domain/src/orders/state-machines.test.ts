import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import {
  isOrderEditable,
  isPastPacking,
  ORDER_ACTION_TARGETS,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusMachine,
} from './order-status';
import { REFUND_STATUSES, refundStatusMachine } from './refund-status';
import {
  assertShipmentTransition,
  SHIPMENT_STATUSES,
  shipmentStatusMachine,
} from './shipment-status';
import { defineStateMachine, recordTransition, TransitionError } from './state-machine';
import {
  assertWholesaleOrderTransition,
  initialWholesaleOrderStatus,
  isWaitingForPayment,
  mayApprove,
  WHOLESALE_ORDER_STATUSES,
  wholesaleOrderStatusMachine,
} from './wholesale-order-status';

describe('order status machine', () => {
  it('past packing is every status packing leads to, except cancelled', () => {
    const reached = new Set<OrderStatus>(['PACKED']);
    const queue: OrderStatus[] = ['PACKED'];
    for (let from = queue.shift(); from; from = queue.shift()) {
      for (const to of ORDER_STATUSES) {
        if (orderStatusMachine.canTransition(from, to) && !reached.has(to)) {
          reached.add(to);
          queue.push(to);
        }
      }
    }
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), (status) => {
        expect(isPastPacking(status)).toBe(reached.has(status) && status !== 'CANCELLED');
      }),
    );
    expect(ORDER_STATUSES.filter(isPastPacking)).toEqual([
      'PACKED',
      'SHIPPED',
      'DELIVERED',
      'UNDELIVERED',
    ]);
  });

  it('follows the happy path NEW → CONFIRMED → PACKED → SHIPPED → DELIVERED', () => {
    const path: OrderStatus[] = ['NEW', 'CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED'];
    for (let i = 1; i < path.length; i += 1) {
      expect(() => orderStatusMachine.assertTransition(path[i - 1]!, path[i]!)).not.toThrow();
    }
    expect(orderStatusMachine.initial).toBe('NEW');
    expect(orderStatusMachine.isTerminal('DELIVERED')).toBe(true);
  });

  it('allows cancelling before delivery and retrying an undelivered parcel', () => {
    for (const from of ['NEW', 'CONFIRMED', 'PACKED', 'UNDELIVERED'] as const) {
      expect(orderStatusMachine.canTransition(from, 'CANCELLED')).toBe(true);
    }
    expect(orderStatusMachine.canTransition('SHIPPED', 'CANCELLED')).toBe(false);
    expect(orderStatusMachine.canTransition('UNDELIVERED', 'SHIPPED')).toBe(true);
  });

  it('names both states in the error', () => {
    expect(() => orderStatusMachine.assertTransition('DELIVERED', 'NEW')).toThrow(
      'Sipariş durumu: DELIVERED → NEW geçişine izin verilmiyor.',
    );
    const error = (() => {
      try {
        orderStatusMachine.assertTransition('CANCELLED', 'CONFIRMED');
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(TransitionError);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'INVALID_TRANSITION', from: 'CANCELLED', to: 'CONFIRMED' });
  });

  it('maps admin actions to statuses', () => {
    expect(ORDER_ACTION_TARGETS.markPaid).toBe('CONFIRMED');
    expect(ORDER_ACTION_TARGETS.setTrackingCode).toBe('SHIPPED');
    expect(ORDER_ACTION_TARGETS.setUndelivered).toBe('UNDELIVERED');
    expect(ORDER_ACTION_TARGETS.cancelPaymentOrder).toBe('CANCELLED');
    expect(() =>
      orderStatusMachine.assertTransition('DELIVERED', ORDER_ACTION_TARGETS.cancelWhole),
    ).toThrow(TransitionError);
  });

  it('allows edits until the order is handed to the carrier', () => {
    expect(isOrderEditable('PACKED')).toBe(true);
    expect(isOrderEditable('SHIPPED')).toBe(false);
  });
});

describe('refund, shipment and wholesale machines', () => {
  it('refund: request → approve → ship back → receive → refund', () => {
    refundStatusMachine.assertTransition('REQUESTED', 'APPROVED');
    refundStatusMachine.assertTransition('APPROVED', 'IN_TRANSIT');
    refundStatusMachine.assertTransition('IN_TRANSIT', 'RECEIVED');
    refundStatusMachine.assertTransition('RECEIVED', 'REFUNDED');
    expect(() => refundStatusMachine.assertTransition('IN_TRANSIT', 'CANCELLED')).toThrow(
      'İade durumu: IN_TRANSIT → CANCELLED',
    );
    expect(refundStatusMachine.isTerminal('REFUNDED')).toBe(true);
  });

  it('shipment: cancel only before pick-up; a finished parcel stays finished', () => {
    assertShipmentTransition('REQUESTED', 'CREATED');
    assertShipmentTransition('CREATED', 'CANCELLED');
    assertShipmentTransition('IN_TRANSIT', 'RETURNED');
    expect(() => assertShipmentTransition('PICKED_UP', 'CANCELLED')).toThrow(
      'Kargo durumu: PICKED_UP → CANCELLED',
    );
    expect(() => assertShipmentTransition('DELIVERED', 'IN_TRANSIT')).toThrow(
      'Kargo durumu: DELIVERED → IN_TRANSIT',
    );
  });

  it('wholesale: bank transfers wait, other methods start approved', () => {
    expect(initialWholesaleOrderStatus('bankTransfer')).toBe('PENDING_BANK_TRANSFER');
    expect(initialWholesaleOrderStatus('dueUponInvoice')).toBe('APPROVED');
    expect(initialWholesaleOrderStatus('creditCard')).toBe('PENDING_CARD_PAYMENT');
    expect(mayApprove('PENDING_CARD_PAYMENT', 'staff')).toBe(false);
    expect(mayApprove('PENDING_CARD_PAYMENT', 'payment')).toBe(true);
    expect(mayApprove('PENDING_BANK_TRANSFER', 'staff')).toBe(true);
    expect(isWaitingForPayment('PENDING_CARD_PAYMENT')).toBe(true);
    expect(isWaitingForPayment('APPROVED')).toBe(false);
    assertWholesaleOrderTransition('PENDING_BANK_TRANSFER', 'APPROVED');
    expect(() => assertWholesaleOrderTransition('DELIVERED', 'SHIPPED')).toThrow(
      'Toptan sipariş durumu: DELIVERED → SHIPPED',
    );
  });

  const machines = [
    [orderStatusMachine, ORDER_STATUSES],
    [refundStatusMachine, REFUND_STATUSES],
    [shipmentStatusMachine, SHIPMENT_STATUSES],
    [wholesaleOrderStatusMachine, WHOLESALE_ORDER_STATUSES],
  ] as const;

  it.each(machines)(
    '%# lists every status, reaches all from the initial one, and is closed',
    (machine, statuses) => {
      const m = machine as ReturnType<typeof defineStateMachine<string>>;
      expect([...m.states].sort()).toEqual([...statuses].sort());
      // A wholesale card order starts waiting for its card payment, the others at `initial`.
      const starts: string[] =
        machine === wholesaleOrderStatusMachine
          ? [m.initial, initialWholesaleOrderStatus('creditCard')]
          : [m.initial];
      const seen = new Set<string>(starts);
      const queue = [...starts];
      while (queue.length > 0) {
        for (const next of m.next(queue.shift()!)) {
          expect(statuses).toContain(next);
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      expect(seen.size).toBe(statuses.length);
      for (const s of statuses) expect(m.canTransition(s, s)).toBe(false);
    },
  );

  it('assertTransition throws exactly when canTransition is false', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...ORDER_STATUSES),
        (from, to) => {
          const allowed = orderStatusMachine.canTransition(from, to);
          let threw = false;
          try {
            orderStatusMachine.assertTransition(from, to);
          } catch (error) {
            threw = true;
            expect((error as Error).message).toContain(from);
            expect((error as Error).message).toContain(to);
          }
          expect(threw).toBe(!allowed);
        },
      ),
    );
  });
});

describe('generic machine', () => {
  const door = defineStateMachine<'open' | 'closed'>('Kapı', 'closed', {
    closed: ['open'],
    open: ['closed'],
  });

  it('refuses unknown states', () => {
    expect(door.canTransition('closed', 'locked' as 'open')).toBe(false);
    expect(door.next('locked' as 'open')).toEqual([]);
  });

  it('records who, when and why', () => {
    expect(
      recordTransition(door, 'closed', 'open', {
        actor: 'admin:7',
        at: 123,
        reason: 'havalandırma',
      }),
    ).toEqual({
      from: 'closed',
      to: 'open',
      actor: 'admin:7',
      at: 123,
      reason: 'havalandırma',
    });
    expect(() => recordTransition(door, 'open', 'open', { actor: 'x', at: 1 })).toThrow(
      'Kapı: open → open',
    );
  });
});
