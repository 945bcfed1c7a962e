/** UPS Türkiye client settings: options, the codes it reads, its status table and capabilities. */
import type { CarrierCapabilities, CarrierState, ShipmentParty } from '../carrier';
import type { CarrierLogger } from '../soap';

/** UPS's city (plate number) and district (AreaCode) codes for an address. */
export interface UpsArea {
  cityCode: string;
  areaCode: string;
}

/**
 * Turns an order's province/district into UPS's codes (the UPS code table + the matcher);
 * throws CarrierAddressRefusedError naming the district when it cannot.
 */
export type UpsAreaResolver = (province: string, district: string) => Promise<UpsArea>;

/**
 * UPS's codes as this client reads them. Login errors 12 and 20 come from public clients; the
 * rest are not published, so each list is an option (docs/decisions/shipping.md).
 */
export const UPS_DEFAULT_CODES = {
  /** ErrorCode values meaning "log in again" (12 TOKEN DECODE ERROR, 20 SESSION NOT FOUND). */
  sessionExpired: ['12', '20'],
  /** Create refused: the consignee's city/area code is not served or wrong. */
  addressRefused: ['31', '32'],
  /** Create refused: this CustomerReferance already has a shipment. */
  duplicateReference: ['40'],
  /** Cancel refused: the parcel has been picked up. */
  cancelNotAllowed: ['51'],
} as const;

export type UpsCodes = { [K in keyof typeof UPS_DEFAULT_CODES]: readonly string[] };

/**
 * Transaction StatusCode → state. 34 created, 2 delivered, 17 returned (one public client);
 * 1 scanned, 3 held, 4 out for delivery, 5 returned (the older reference); 31 cancelled is this
 * project's assumption. Unknown codes count as in transit, with UPS's text kept.
 */
export const UPS_DEFAULT_STATUS_MAP: Readonly<Record<string, CarrierState>> = {
  '34': 'created',
  '1': 'picked_up',
  '3': 'in_transit',
  '4': 'in_transit',
  '2': 'delivered',
  '5': 'returned',
  '17': 'returned',
  '31': 'cancelled',
};

export interface UpsCarrierOptions {
  customerNumber: string;
  username: string;
  password: string;
  queryUsername?: string;
  queryPassword?: string;
  createUrl: string | (() => string);
  queryUrl: string | (() => string);
  areas: UpsAreaResolver;
  /** The shop as shipper; the account's own address is used by UPS when absent. */
  shipper?: ShipmentParty;
  /** Offer cash on delivery (ValueOfGoods fields, not confirmed with UPS). */
  cod?: boolean;
  statusMap?: Readonly<Record<string, CarrierState>>;
  codes?: Partial<UpsCodes>;
  /** SOAP namespaces of the two services (not published; ASMX default shapes assumed). */
  createNamespace?: string;
  queryNamespace?: string;
  /** GetTransactionsByList_V2 referansType for our CustomerReferance. */
  referenceType?: string;
  /** ServiceLevel and PaymentType sent with every shipment (account-specific). */
  serviceLevel?: string;
  paymentType?: string;
  /** Sessions close after about five minutes idle; log in again before that (default 4 min). */
  sessionIdleMs?: number;
  timeoutMs?: number;
  logger?: CarrierLogger;
  now?: () => number;
}

export const UPS_CREATE_NAMESPACE = 'http://ws.ups.com.tr/wsCreateShipment';
export const UPS_QUERY_NAMESPACE = 'http://ws.ups.com.tr/wsQueryPackagesInfo';

export const UPS_CAPABILITIES: CarrierCapabilities = {
  labelFormats: ['png', 'zpl'],
  ownLabelBarcode: 'tracking_number',
  cod: [],
  returns: 'label',
  cancellableUntil: 'created',
  trackByKey: true,
  maxKeyLength: 20,
};
