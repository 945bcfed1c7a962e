import { nextTrackingPoll, type ShipmentStatus } from '@carsi/domain';
import { notFound } from '../../../http/errors';
import { statusOfCarrierState } from '../carrier-directory';
import type { CarrierShipment } from '../carriers/carrier';
import { lockShipment, moveShipment, type ShipmentRow } from '../shipment-store';
import { type ShippingDeps, TEXTS } from './common';

/** Stores what the carrier answered to a booking (or found by query) and plans the first poll. */
export async function applyBooking(
  deps: ShippingDeps,
  row: ShipmentRow,
  found: CarrierShipment,
  actor: string,
  alreadyExisted: boolean,
): Promise<ShipmentRow> {
  const now = deps.now();
  const reported = statusOfCarrierState(found.state);
  const to: ShipmentStatus =
    reported === 'CANCELLED' || reported === 'NEEDS_ATTENTION' ? 'CREATED' : reported;
  const zpl = found.labels.find((l) => l.format === 'zpl');
  return deps.db.transaction(async (tx) => {
    const locked = await lockShipment(tx, row.id);
    if (!locked) throw notFound(TEXTS.shipmentNotFound);
    if (locked.status !== 'REQUESTED') return locked;
    return moveShipment(
      tx,
      locked,
      to,
      {
        actor,
        at: now,
        carrierStatusText: found.statusText || null,
        note: alreadyExisted
          ? 'Kargo firmasında bu anahtarla kayıt bulundu; yeni kayıt açılmadı.'
          : null,
      },
      {
        trackingCode: found.trackingNumber,
        trackingUrl: found.trackingUrl,
        carrierStatusCode: found.statusCode,
        ...(zpl ? { carrierZpl: new TextDecoder().decode(zpl.content) } : {}),
        bookedAt: now,
        lastError: null,
        polls: 0,
        nextPollAt: new Date(
          nextTrackingPoll({
            status: to,
            bookedAt: now.getTime(),
            polls: 0,
            now: now.getTime(),
          }) ?? now.getTime(),
        ),
      },
    );
  });
}
