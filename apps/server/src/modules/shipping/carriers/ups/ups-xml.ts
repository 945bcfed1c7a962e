/** UPS's XML shapes to and from ours: parties, shipment info, labels, transactions, refusals. */
import {
  CarrierAddressRefusedError,
  CarrierDuplicateKeyError,
  type CarrierLabel,
  type CarrierLabelFormat,
  type CarrierOperation,
  CarrierRefusedError,
  type CarrierState,
  type CreateShipmentInput,
  type ShipmentParty,
  type TrackingEvent,
  type TrackingResult,
} from '../carrier';
import { gramsToKg, stateOf, tenDigitPhone } from '../common';
import { child, list, type Parsed, text, texts, type XmlObject } from '../soap';
import {
  UPS_DEFAULT_STATUS_MAP,
  type UpsArea,
  type UpsCarrierOptions,
  type UpsCodes,
} from './ups-options';

/** ExceptionCode values that mean the parcel is going back (DL, GI). */
const RETURN_EXCEPTIONS = new Set(['DL', 'GI']);

export interface UpsTransaction {
  trackingNumber: string;
  reference: string;
  statusCode: string;
  exceptionCode: string;
  text: string;
  branch: string;
  at: Date;
}

export function parseUpsTime(value: string): Date {
  // "2026-11-28T14:03:00" (ASMX dateTime) or "20261128-140300"
  const compact = /^(\d{4})(\d{2})(\d{2})-?(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (compact) {
    const [, y, mo, d, h, mi, s] = compact;
    return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+03:00`);
  }
  const date = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}+03:00`);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

function partyXml(prefix: 'Shipper' | 'Consignee', party: ShipmentParty, area: UpsArea): XmlObject {
  return {
    [`${prefix}Name`]: party.name,
    [`${prefix}ContactName`]: party.contactName ?? party.name,
    [`${prefix}Address`]: party.addressLine,
    [`${prefix}CityCode`]: area.cityCode,
    [`${prefix}AreaCode`]: area.areaCode,
    [`${prefix}PostalCode`]: party.postalCode,
    [`${prefix}PhoneNumber`]: tenDigitPhone(party.phone),
    [`${prefix}MobilePhoneNumber`]: tenDigitPhone(party.phone),
    [`${prefix}EMail`]: party.email,
  };
}

/** The ShipmentInfo block of a create call (areas resolved to UPS's codes). */
export async function shipmentInfo(
  options: UpsCarrierOptions,
  key: string,
  orderNumber: string,
  shipper: ShipmentParty | undefined,
  consignee: ShipmentParty,
  pieces: CreateShipmentInput['pieces'],
  contents: string,
  extra: XmlObject,
): Promise<XmlObject> {
  const consigneeArea = await options.areas(consignee.province, consignee.district);
  const shipperFields = shipper
    ? partyXml('Shipper', shipper, await options.areas(shipper.province, shipper.district))
    : {};
  return {
    ShipperAccountNumber: options.customerNumber,
    ...shipperFields,
    ...partyXml('Consignee', consignee, consigneeArea),
    ServiceLevel: options.serviceLevel ?? '3',
    PaymentType: options.paymentType ?? '2',
    PackageType: 'K',
    NumberOfPackages: pieces.length,
    CustomerReferance: key,
    CustomerInvoiceNumber: orderNumber,
    DescriptionOfGoods: contents,
    ...extra,
    PackageDimensions: {
      DimensionInfo: pieces.map((piece) => ({
        Length: piece.lengthCm,
        Height: piece.heightCm,
        Width: piece.widthCm,
        Weight: gramsToKg(piece.weightGrams),
        DescriptionOfGoods: piece.description ?? contents,
      })),
    },
  };
}

export function createOperation(format: CarrierLabelFormat): string {
  return format === 'zpl' ? 'CreateShipment_Type3_ZPL' : 'CreateShipment_Type2';
}

export function labelsOf(result: Parsed, format: CarrierLabelFormat): CarrierLabel[] {
  const field = format === 'zpl' ? 'BarkodArrayZpl' : 'BarkodArrayPng';
  return texts(child(result, field)?.string).map((content, pieceIndex) => ({
    format,
    pieceIndex,
    content: format === 'zpl' ? new TextEncoder().encode(content) : Buffer.from(content, 'base64'),
  }));
}

/** A create answer with an error code, as our error (address, duplicate key or refusal). */
export function refuseCreate(
  codes: UpsCodes,
  result: Parsed,
  key: string,
  consignee: ShipmentParty,
  operation: CarrierOperation,
): never {
  const code = text(result.ErrorCode);
  const definition = text(result.ErrorDefinition);
  if (codes.addressRefused.includes(code)) {
    throw new CarrierAddressRefusedError(
      'ups',
      operation,
      consignee.province,
      consignee.district,
      definition || 'ilçe kodu kabul edilmedi',
      { carrierCode: code, carrierText: definition },
    );
  }
  if (codes.duplicateReference.includes(code)) {
    throw new CarrierDuplicateKeyError('ups', key, code, definition);
  }
  throw new CarrierRefusedError('ups', operation, code || null, definition);
}

export function transactionsOf(result: Parsed): UpsTransaction[] {
  return list(child(result, 'Transactions')?.PackageTransaction).map((t) => ({
    trackingNumber: text(t.TrackingNumber),
    reference: text(t.CustomerReferance),
    statusCode: text(t.StatusCode),
    exceptionCode: text(t.ExceptionCode),
    text: text(t.ProcessDescription1) || text(t.ProcessDescription2),
    branch: text(t.OperationBranchName),
    at: parseUpsTime(text(t.ProcessTimeStamp)),
  }));
}

function stateOfTransaction(options: UpsCarrierOptions, transaction: UpsTransaction): CarrierState {
  if (RETURN_EXCEPTIONS.has(transaction.exceptionCode)) return 'returned';
  const state = stateOf(transaction.statusCode, UPS_DEFAULT_STATUS_MAP, options.statusMap ?? {});
  if (state) return state;
  options.logger?.warn(
    { carrier: 'ups', statusCode: transaction.statusCode },
    'unknown carrier status, shown as in transit',
  );
  return 'in_transit';
}

/** Our view of a shipment from its transactions (oldest first); null when there are none. */
export function shipmentOf(
  options: UpsCarrierOptions,
  key: string,
  transactions: UpsTransaction[],
): TrackingResult | null {
  const last = transactions.at(-1);
  if (!last) return null;
  const events: TrackingEvent[] = transactions.map((t) => ({
    at: t.at,
    state: stateOfTransaction(options, t),
    statusText: t.text,
    statusCode: t.statusCode || null,
    location: t.branch || null,
  }));
  return {
    key,
    trackingNumber: last.trackingNumber || null,
    state: events.at(-1)?.state ?? 'unknown',
    statusText: last.text,
    statusCode: last.statusCode || null,
    trackingUrl: null,
    labels: [],
    events,
  };
}
