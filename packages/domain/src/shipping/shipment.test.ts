import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isShipmentCancellable,
  isShipmentOpen,
  nextTrackingPoll,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
  shipmentStatusAfterReport,
  shipmentStatusMachine,
  TRACKING_FIRST_DELAY_MS,
  TRACKING_GIVE_UP_MS,
  TRACKING_MAX_DELAY_MS,
} from '../orders/shipment-status';
import { cashOnDeliveryOf } from './cash-on-delivery';
import { desi, type ShipmentPiece, shipmentWeight } from './desi';
import { ruralPlaceOf } from './rural';

const status = fc.constantFrom(...SHIPMENT_STATUSES);
const dims = fc.record({
  length: fc.integer({ min: 1, max: 200 }),
  width: fc.integer({ min: 1, max: 200 }),
  height: fc.integer({ min: 1, max: 200 }),
});
const piece: fc.Arbitrary<ShipmentPiece> = fc.record({
  dimensions: fc.option(dims, { nil: null }),
  weightGrams: fc.option(fc.integer({ min: 0, max: 40_000 }), { nil: null }),
  qty: fc.integer({ min: 1, max: 6 }),
});

describe('shipment weight, per piece', () => {
  it('bills per piece the larger of desi and kg', () => {
    const towel = { dimensions: { length: 40, width: 30, height: 10 }, weightGrams: 900, qty: 2 };
    const duvet = { dimensions: { length: 60, width: 50, height: 20 }, weightGrams: 4200, qty: 1 };
    expect(shipmentWeight([towel, duvet])).toEqual({ pieces: 3, desi: 28, kg: 7, chargeable: 28 });
    expect(shipmentWeight([{ dimensions: null, weightGrams: 12_500, qty: 1 }])).toEqual({
      pieces: 1,
      desi: 1,
      kg: 13,
      chargeable: 13,
    });
  });

  it('is additive over pieces and never below desi or kg', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.array(piece, { maxLength: 8 }), (a, b) => {
        const whole = shipmentWeight([...a, ...b]);
        const left = shipmentWeight(a);
        const right = shipmentWeight(b);
        expect(whole.chargeable).toBe(left.chargeable + right.chargeable);
        expect(whole.pieces).toBe(left.pieces + right.pieces);
        expect(whole.chargeable).toBeGreaterThanOrEqual(Math.max(whole.desi, whole.kg));
        expect(whole.chargeable).toBeLessThanOrEqual(whole.desi + whole.kg);
      }),
    );
  });

  it('a larger divisor never bills more', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), (items) => {
        expect(shipmentWeight(items, 5000).chargeable).toBeLessThanOrEqual(
          shipmentWeight(items, 3000).chargeable,
        );
      }),
    );
  });

  it('splitting a line into single pieces bills the same (per piece, not per parcel)', () => {
    fc.assert(
      fc.property(piece, (p) => {
        const single = Array.from({ length: p.qty }, () => ({ ...p, qty: 1 }));
        expect(shipmentWeight(single)).toEqual(shipmentWeight([p]));
        if (p.dimensions) expect(shipmentWeight([p]).desi).toBe(desi(p.dimensions) * p.qty);
      }),
    );
  });
});

describe('shipment statuses', () => {
  it('finished parcels go nowhere; open ones can always reach an end', () => {
    for (const s of SHIPMENT_STATUSES) {
      expect(shipmentStatusMachine.isTerminal(s)).toBe(!isShipmentOpen(s));
      if (isShipmentOpen(s)) {
        const reachesEnd = shipmentStatusMachine
          .next(s)
          .some(
            (n) =>
              !isShipmentOpen(n) || shipmentStatusMachine.next(n).some((m) => !isShipmentOpen(m)),
          );
        expect(reachesEnd).toBe(true);
      }
    }
  });

  it('cancel is allowed exactly before pick-up', () => {
    fc.assert(
      fc.property(status, (s) => {
        expect(shipmentStatusMachine.canTransition(s, 'CANCELLED')).toBe(
          isShipmentCancellable(s) || s === 'NEEDS_ATTENTION',
        );
      }),
    );
    expect(shipmentStatusMachine.canTransition('PICKED_UP', 'CANCELLED')).toBe(false);
  });

  it('any sequence of carrier reports keeps the shipment on allowed transitions', () => {
    fc.assert(
      fc.property(fc.array(status, { maxLength: 20 }), (reports) => {
        let current: ShipmentStatus = 'REQUESTED';
        for (const reported of reports) {
          const next = shipmentStatusAfterReport(current, reported);
          if (next === null) continue;
          expect(shipmentStatusMachine.canTransition(current, next)).toBe(true);
          current = next;
        }
        // Once finished, no report changes it.
        if (!isShipmentOpen(current)) {
          for (const r of SHIPMENT_STATUSES)
            expect(shipmentStatusAfterReport(current, r)).toBeNull();
        }
      }),
    );
  });

  it('an older scan after a newer one changes nothing', () => {
    expect(shipmentStatusAfterReport('IN_TRANSIT', 'PICKED_UP')).toBeNull();
    expect(shipmentStatusAfterReport('IN_TRANSIT', 'CREATED')).toBeNull();
    expect(shipmentStatusAfterReport('PICKED_UP', 'CANCELLED')).toBe('NEEDS_ATTENTION');
    expect(shipmentStatusAfterReport('CREATED', 'DELIVERED')).toBe('DELIVERED');
  });
});

describe('tracking poll backoff', () => {
  it('starts at 15 minutes, doubles, caps at a day and stops after 14 days or at an end', () => {
    fc.assert(
      fc.property(
        status,
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 20 * 24 * 60 * 60_000 }),
        (s, polls, age) => {
          const bookedAt = 1_750_000_000_000;
          const now = bookedAt + age;
          const next = nextTrackingPoll({ status: s, bookedAt, polls, now });
          if (!isShipmentOpen(s) || age >= TRACKING_GIVE_UP_MS) {
            expect(next).toBeNull();
            return;
          }
          expect(next).not.toBeNull();
          const delay = (next as number) - now;
          expect(delay).toBeGreaterThanOrEqual(TRACKING_FIRST_DELAY_MS);
          expect(delay).toBeLessThanOrEqual(TRACKING_MAX_DELAY_MS);
          const later = nextTrackingPoll({ status: s, bookedAt, polls: polls + 1, now });
          if (later !== null) expect(later - now).toBeGreaterThanOrEqual(delay);
        },
      ),
    );
    expect(nextTrackingPoll({ status: 'CREATED', bookedAt: 0, polls: 0, now: 0 })).toBe(
      TRACKING_FIRST_DELAY_MS,
    );
  });
});

describe('cash on delivery', () => {
  it('a door-paid order carries its total; a card order none', () => {
    const cod = { paymentMethod: 'CashOnDelivery', paymentStatus: 'CASH_ON_DELIVERY' };
    expect(cashOnDeliveryOf({ ...cod, totalPrice: 45_990 })).toEqual({
      amount: 45_990,
      kind: 'CASH',
    });
    expect(cashOnDeliveryOf({ ...cod, totalPrice: 45_990 }, 'CARD')?.kind).toBe('CARD');
    expect(
      cashOnDeliveryOf({ paymentMethod: 'CreditCard', paymentStatus: 'PAID', totalPrice: 45_990 }),
    ).toBeNull();
  });
});

describe('rural places', () => {
  const places = [
    { province: 'Kastamonu', district: 'Pınarbaşı', village: '' },
    { province: 'İzmir', district: 'Kınık', village: 'Yayakent' },
  ];
  it('matches a whole district or a village named in the address, in any case', () => {
    expect(
      ruralPlaceOf({ province: 'KASTAMONU', district: 'pınarbaşı', address: 'Merkez' }, places),
    ).toEqual(places[0]);
    expect(
      ruralPlaceOf(
        { province: 'izmir', district: 'KINIK', address: 'YAYAKENT köyü, No: 4' },
        places,
      ),
    ).toEqual(places[1]);
    expect(
      ruralPlaceOf({ province: 'İzmir', district: 'Kınık', address: 'Cumhuriyet Mah.' }, places),
    ).toBeNull();
    expect(
      ruralPlaceOf({ province: 'İzmir', district: 'Kınık', address: 'Yayakentli Sok.' }, places),
    ).toBeNull();
  });
});
