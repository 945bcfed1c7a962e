import type { ShipmentDetail } from '@carsi/contract';
import { isShipmentCancellable, type ShipmentStatus } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import { shipments } from '../../../db/schema';
import { AppError, notFound } from '../../../http/errors';
import { type CarrierCode, CarrierError } from '../carriers/carrier';
import { lockShipment, moveShipment, type ShipmentRow } from '../shipment-store';
import { conflict, paymentKindOfRow, type ShippingDeps, TEXTS } from './common';
import { shipmentDetail } from './order-view';
import { settleRequested } from './settle-requested';

/** Applies a carrier's tracking answer to a shipment (the tracking module's poll). */
export type ShipmentTracker = (row: ShipmentRow, actor: string) => Promise<void>;

/** Cancels a parcel with its carrier; refused once the carrier has it. */
export async function cancelShipment(
  deps: ShippingDeps,
  tracker: ShipmentTracker | undefined,
  id: string,
  actor: string,
): Promise<ShipmentDetail> {
  const [row] = await deps.db.select().from(shipments).where(eq(shipments.id, id));
  if (!row) throw notFound(TEXTS.shipmentNotFound);
  const status = row.status as ShipmentStatus;
  if (status === 'CANCELLED') throw conflict('SHIPMENT_CANCELLED', TEXTS.alreadyCancelled);
  const withCarrierSince = row.pickedUpAt !== null;
  if (!isShipmentCancellable(status) && !(status === 'NEEDS_ATTENTION' && !withCarrierSince))
    throw conflict('SHIPMENT_NOT_CANCELLABLE', TEXTS.notCancellable);
  const carrier = deps.carriers.carrier(row.carrier as CarrierCode);
  const ref = {
    key: row.shipmentKey,
    trackingNumber: row.trackingCode,
    payment: paymentKindOfRow(row),
  };
  let carrierText: string | null = null;
  try {
    await carrier.cancelShipment(ref);
  } catch (error) {
    if (error instanceof CarrierError && error.code === 'CARRIER_SHIPMENT_NOT_FOUND') {
      carrierText = 'Kargo firmasında kayıt yok';
    } else if (error instanceof CarrierError && error.code === 'CARRIER_CANCEL_NOT_ALLOWED') {
      // The carrier already has it: bring our record up to date, then refuse.
      await refreshShipment(deps, tracker, id, actor).catch(() => undefined);
      throw conflict('SHIPMENT_NOT_CANCELLABLE', TEXTS.notCancellable);
    } else throw error;
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const locked = await lockShipment(tx, id);
    if (!locked || locked.status === 'CANCELLED') return;
    await moveShipment(
      tx,
      locked,
      'CANCELLED',
      { actor, at: now, carrierStatusText: carrierText, note: 'Kargo kaydı iptal edildi.' },
      { finishedAt: now, nextPollAt: null },
    );
  });
  return shipmentDetail(deps, id);
}

/** Asks the carrier now (the staff's "Durumu sorgula"); the tracking job does the same. */
export async function refreshShipment(
  deps: ShippingDeps,
  tracker: ShipmentTracker | undefined,
  id: string,
  actor: string,
): Promise<ShipmentDetail> {
  const [row] = await deps.db.select().from(shipments).where(eq(shipments.id, id));
  if (!row) throw notFound(TEXTS.shipmentNotFound);
  if (row.status === 'REQUESTED') {
    await settleRequested(deps, row, actor);
    return shipmentDetail(deps, id);
  }
  if (!tracker) throw new AppError(503, 'TRACKING_UNAVAILABLE', 'Takip şu anda kullanılamıyor.');
  await tracker(row, actor);
  return shipmentDetail(deps, id);
}
