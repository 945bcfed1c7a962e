import {
  CarrierNotSupportedError,
  CarrierRefusedError,
  type CreateShipmentInput,
  type CreateShipmentResult,
} from '../carrier';
import { kurusToDecimal } from '../common';
import { text, type XmlObject } from '../soap';
import { UPS_CAPABILITIES } from './ups-options';
import type { UpsContext } from './ups-session';
import { createOperation, labelsOf, refuseCreate, shipmentInfo } from './ups-xml';

/** CreateShipment_Type2 (PNG labels) or _Type3_ZPL under our key as CustomerReferance. */
export async function upsCreateShipment(
  ups: UpsContext,
  input: CreateShipmentInput,
): Promise<CreateShipmentResult> {
  if (input.key.length > UPS_CAPABILITIES.maxKeyLength) {
    throw new RangeError(`shipment key longer than ${UPS_CAPABILITIES.maxKeyLength}: ${input.key}`);
  }
  const cod: XmlObject = {};
  if (input.payment !== 'sender' || input.cod) {
    if (!ups.options.cod || !input.cod) {
      throw new CarrierNotSupportedError(
        'ups',
        'createShipment',
        'kapıda ödemeli gönderi',
        'payment',
      );
    }
    cod.ValueOfGoods = kurusToDecimal(input.cod.amountKurus);
    cod.ValueOfGoodsCurrency = 'TL';
    cod.ValueOfGoodsPaymentType = input.cod.kind === 'card' ? '2' : '1';
  }
  if (input.declaredValueKurus) {
    cod.InsuranceValue = kurusToDecimal(input.declaredValueKurus);
    cod.InsuranceValueCurrency = 'TL';
  }
  const format = input.labelFormat ?? 'png';
  const info = await shipmentInfo(
    ups.options,
    input.key,
    input.orderNumber,
    input.sender ?? ups.options.shipper,
    input.recipient,
    input.pieces,
    input.contents,
    {
      ...cod,
      SmsToConsignee: input.notifyRecipientBySms ? 1 : 0,
    },
  );
  const soapOperation = createOperation(format);
  const result = await ups.session.withSession(
    'create',
    'createShipment',
    soapOperation,
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
    refuseCreate(ups.codes, result, input.key, input.recipient, 'createShipment');
  const trackingNumber = text(result.ShipmentNo);
  if (!trackingNumber) {
    throw new CarrierRefusedError('ups', 'createShipment', null, 'Gönderi numarası dönmedi');
  }
  return {
    alreadyExisted: false,
    shipment: {
      key: input.key,
      trackingNumber,
      state: 'created',
      statusText: 'Gönderi oluşturuldu',
      statusCode: null,
      trackingUrl: text(result.LinkForLabelPrinting) || null,
      labels: labelsOf(result, format),
    },
  };
}
