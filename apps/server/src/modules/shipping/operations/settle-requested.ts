import type { CodKind } from '@carsi/domain';
import { bookShipment } from '../carriers/book';
import { type CarrierCode, CarrierError, CarrierUnavailableError } from '../carriers/carrier';
import { lockShipment, moveShipment, type ShipmentRow } from '../shipment-store';
import { applyBooking } from './apply-booking';
import { BOOKABLE_ORDER_STATUSES, orderRow, paymentKindOfRow, type ShippingDeps } from './common';
import { createInputOf, piecesOf } from './parcel';

/**
 * A REQUESTED shipment whose answer was lost: the carrier is asked about the key. Found →
 * booked; not found → the carrier never stored it and the same key is booked again (the
 * carrier refuses a duplicate key, so it can never become two parcels).
 */
export async function settleRequested(
  deps: ShippingDeps,
  row: ShipmentRow,
  actor: string,
): Promise<ShipmentRow> {
  const carrier = deps.carriers.carrier(row.carrier as CarrierCode);
  const ref = { key: row.shipmentKey, payment: paymentKindOfRow(row) };
  try {
    const found = await carrier.queryShipment(ref);
    if (found) return await applyBooking(deps, row, found, actor, true);
    const order = await orderRow(deps, row.orderId);
    if (row.direction === 'OUTGOING' && !BOOKABLE_ORDER_STATUSES.has(order.orderStatus)) {
      // The carrier never stored it and the order no longer ships (cancelled meanwhile).
      return deps.db.transaction(async (tx) => {
        const locked = await lockShipment(tx, row.id);
        if (locked?.status !== 'REQUESTED') return locked ?? row;
        return moveShipment(
          tx,
          locked,
          'CANCELLED',
          { actor, at: deps.now(), note: 'Sipariş artık kargolanmıyor; kayıt kapatıldı.' },
          { finishedAt: deps.now(), nextPollAt: null },
        );
      });
    }
    const { pieces } = await piecesOf(deps.db, order, row.desiDivisor);
    const cod = row.codAmount
      ? { amount: row.codAmount, kind: (row.codKind as CodKind | null) ?? 'CASH' }
      : null;
    const result = await bookShipment(carrier, createInputOf(order, row.shipmentKey, cod, pieces));
    return await applyBooking(deps, row, result.shipment, actor, result.alreadyExisted);
  } catch (error) {
    if (error instanceof CarrierUnavailableError) return row;
    if (error instanceof CarrierError) {
      return deps.db.transaction(async (tx) => {
        const locked = await lockShipment(tx, row.id);
        if (locked?.status !== 'REQUESTED') return locked ?? row;
        return moveShipment(
          tx,
          locked,
          'NEEDS_ATTENTION',
          { actor, at: deps.now(), note: error.message },
          { lastError: error.message },
        );
      });
    }
    throw error;
  }
}
