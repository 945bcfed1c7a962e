import {
  type CarrierOperation,
  CarrierRefusedError,
  type CarrierShipment,
  CarrierShipmentNotFoundError,
  type ShipmentRef,
  type TrackingResult,
} from '../carrier';
import { text } from '../soap';
import type { UpsContext } from './ups-session';
import { shipmentOf, transactionsOf, type UpsTransaction } from './ups-xml';

/** Our key's transactions (by tracking number when known, else by CustomerReferance). */
async function history(
  ups: UpsContext,
  ref: ShipmentRef,
  operation: CarrierOperation,
): Promise<UpsTransaction[]> {
  const byNumber = Boolean(ref.trackingNumber);
  const result = byNumber
    ? await ups.session.withSession(
        'query',
        operation,
        'GetTransactionsByTrackingNumber_V1',
        (SessionID) => ({ SessionID, InformationLevel: 1, TrackingNumber: ref.trackingNumber }),
        false,
      )
    : await ups.session.withSession(
        'query',
        operation,
        'GetTransactionsByList_V2',
        (SessionID) => ({
          SessionID,
          InformationLevel: 1,
          refList: {
            referansType: ups.options.referenceType ?? '1',
            referansList: { string: [ref.key] },
          },
          trnType: 'ALL_TRANSACTIONS',
        }),
        false,
      );
  const code = text(result.ErrorCode);
  if (code && code !== '0') {
    throw new CarrierRefusedError('ups', operation, code, text(result.ErrorDefinition));
  }
  return transactionsOf(result).sort((a, b) => a.at.getTime() - b.at.getTime());
}

export async function upsQueryShipment(
  ups: UpsContext,
  ref: ShipmentRef,
): Promise<CarrierShipment | null> {
  const found = shipmentOf(ups.options, ref.key, await history(ups, ref, 'queryShipment'));
  if (!found) return null;
  const { events: _events, ...shipment } = found;
  return shipment;
}

export async function upsTrack(ups: UpsContext, ref: ShipmentRef): Promise<TrackingResult> {
  const found = shipmentOf(ups.options, ref.key, await history(ups, ref, 'track'));
  if (!found) throw new CarrierShipmentNotFoundError('ups', 'track', ref.key);
  return found;
}
