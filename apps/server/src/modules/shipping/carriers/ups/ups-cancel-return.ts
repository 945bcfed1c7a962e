import {
  CarrierCancelNotAllowedError,
  CarrierRefusedError,
  type CarrierShipment,
  CarrierShipmentNotFoundError,
  type ReturnLabel,
  type ReturnLabelInput,
  type ShipmentRef,
} from '../carrier';
import { text } from '../soap';
import type { UpsContext } from './ups-session';
import { upsQueryShipment } from './ups-track';
import { labelsOf, refuseCreate, shipmentInfo } from './ups-xml';

/** Cancel_Shipment_V1; refused once UPS has picked the parcel up. */
export async function upsCancelShipment(ups: UpsContext, ref: ShipmentRef): Promise<void> {
  let trackingNumber = ref.trackingNumber;
  if (!trackingNumber) {
    const found = await upsQueryShipment(ups, ref);
    if (!found?.trackingNumber) {
      throw new CarrierShipmentNotFoundError('ups', 'cancelShipment', ref.key);
    }
    if (found.state === 'cancelled') return;
    trackingNumber = found.trackingNumber;
  }
  const result = await ups.session.withSession(
    'create',
    'cancelShipment',
    'Cancel_Shipment_V1',
    (sessionId) => ({
      sessionId,
      customerCode: ups.options.customerNumber,
      waybillNumber: trackingNumber,
    }),
    true,
  );
  const code = text(result.ErrorCode);
  if (!code || code === '0') return;
  const definition = text(result.ErrorDefinition);
  if (ups.codes.cancelNotAllowed.includes(code)) {
    throw new CarrierCancelNotAllowedError('ups', ref.key, code, definition);
  }
  // An unlisted code: if UPS has moved the parcel on, it is the pickup rule all the same.
  let now: CarrierShipment | null = null;
  let lookFailed: unknown = null;
  try {
    now = await upsQueryShipment(ups, { ...ref, trackingNumber });
  } catch (error) {
    // UPS's refusal is still the answer; the failed look is logged and kept as its cause.
    lookFailed = error;
    ups.options.logger?.warn(
      {
        carrier: 'ups',
        operation: 'cancelShipment',
        key: ref.key,
        trackingNumber,
        cancelCode: code,
        err: error,
      },
      'query after a refused cancel failed',
    );
  }
  if (now?.state === 'cancelled') return;
  if (now && now.state !== 'created' && now.state !== 'unknown') {
    throw new CarrierCancelNotAllowedError('ups', ref.key, code, definition);
  }
  const refused = new CarrierRefusedError('ups', 'cancelShipment', code, definition);
  if (lookFailed) refused.cause = lookFailed;
  throw refused;
}

/**
 * A return label: a shipment from the customer back to the shop's return address (the caller
 * reads it from the shipping settings) under its own key, with UPS's label image and printing
 * link.
 */
export async function upsCreateReturnLabel(
  ups: UpsContext,
  input: ReturnLabelInput,
): Promise<ReturnLabel> {
  const shop = input.returnTo;
  const info = await shipmentInfo(
    ups.options,
    input.key,
    input.orderNumber,
    input.customer,
    shop,
    input.pieces,
    input.contents,
    {},
  );
  const result = await ups.session.withSession(
    'create',
    'createReturnLabel',
    'CreateShipment_Type2',
    (SessionID) => ({
      SessionID,
      ShipmentInfo: info,
      ReturnLabelLink: true,
      ReturnLabelImage: true,
    }),
    true,
  );
  const code = text(result.ErrorCode);
  if (code && code !== '0')
    refuseCreate(ups.codes, result, input.key, input.customer, 'createReturnLabel');
  const labelUrl = text(result.LinkForLabelPrinting) || null;
  return {
    labelUrl,
    shipment: {
      key: input.key,
      trackingNumber: text(result.ShipmentNo) || null,
      state: 'created',
      statusText: 'İade gönderisi oluşturuldu',
      statusCode: null,
      trackingUrl: labelUrl,
      labels: labelsOf(result, 'png'),
    },
  };
}
