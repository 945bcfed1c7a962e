import {
  CarrierCancelNotAllowedError,
  CarrierNotSupportedError,
  CarrierRefusedError,
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
  const now = await upsQueryShipment(ups, { ...ref, trackingNumber }).catch(() => null);
  if (now?.state === 'cancelled') return;
  if (now && now.state !== 'created' && now.state !== 'unknown') {
    throw new CarrierCancelNotAllowedError('ups', ref.key, code, definition);
  }
  throw new CarrierRefusedError('ups', 'cancelShipment', code, definition);
}

/**
 * A return label: a shipment from the customer back to the shop under its own key, with
 * UPS's label image and printing link.
 */
export async function upsCreateReturnLabel(
  ups: UpsContext,
  input: ReturnLabelInput,
): Promise<ReturnLabel> {
  const shop = ups.options.returnsTo ?? ups.options.shipper;
  if (!shop) {
    throw new CarrierNotSupportedError(
      'ups',
      'createReturnLabel',
      'iade adresi olmadan iade etiketi',
    );
  }
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
