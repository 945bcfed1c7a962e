/** Carrier codes, payment kinds and the shapes a carrier takes and answers (see ./carrier.ts). */
/** Carriers this build knows; a new carrier adds its code here and its folder beside. */
export type CarrierCode = 'ups' | 'yurtici';

/** Who pays, and how the receiver pays on delivery. Yurtiçi binds this to the credential. */
export type PaymentKind = 'sender' | 'cod_cash' | 'cod_card';

/** Cash on delivery: the amount the courier collects, and whether by cash or by card. */
export interface CashOnDelivery {
  amountKurus: number;
  kind: 'cash' | 'card';
}

/**
 * Where a shipment stands, normalised across carriers. `unknown` is a carrier status we cannot
 * place (the shipment domain shows it as "needs attention"; the carrier's own text is kept).
 */
export type CarrierState =
  | 'created'
  | 'picked_up'
  | 'in_transit'
  | 'delivered'
  | 'returned'
  | 'cancelled'
  | 'unknown';

/** Label formats a carrier itself can hand back. */
export type CarrierLabelFormat = 'png' | 'zpl';

export interface CarrierCapabilities {
  /**
   * Formats the carrier hands back with the create answer (`CreateShipmentInput.labelFormat`);
   * store them then: neither UPS nor Yurtiçi documents an operation to fetch a label again, so
   * `label()` exists only on a carrier that has one. Empty: the carrier prints its own label at
   * the branch and we print ours with `ownLabelBarcode` as a Code 128 barcode.
   */
  labelFormats: readonly CarrierLabelFormat[];
  /** What our own label's barcode must carry so the branch can scan it. */
  ownLabelBarcode: 'shipment_key' | 'tracking_number';
  /** Cash-on-delivery kinds the carrier accepts (empty: no COD). */
  cod: readonly CashOnDelivery['kind'][];
  /**
   * How a customer sends a return: a `code` they quote at any branch (Yurtiçi), a `label` we
   * create as a return shipment (UPS), or `none`.
   */
  returns: 'code' | 'label' | 'none';
  /** The last state in which `cancelShipment` may succeed (later: CarrierCancelNotAllowedError). */
  cancellableUntil: Extract<CarrierState, 'created' | 'picked_up'>;
  /** Tracking works by our own key even before the carrier has given a tracking number. */
  trackByKey: boolean;
  /** Longest shipment key the carrier stores (Yurtiçi cargoKey: 20). */
  maxKeyLength: number;
}

export interface ShipmentParty {
  /** Person or company name as printed on the parcel. */
  name: string;
  /** Contact person when `name` is a company. */
  contactName?: string;
  /** Street, building, door — WITHOUT province and district (carriers take those separately). */
  addressLine: string;
  /** Province (il) as the order has it, e.g. "İstanbul" or "Afyon". */
  province: string;
  /** District (ilçe) as the order has it. */
  district: string;
  postalCode?: string;
  /** Ten digits, no leading 0 or +90 (5XXXXXXXXX). */
  phone: string;
  email?: string;
  taxNumber?: string;
}

export interface ParcelPiece {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  weightGrams: number;
  /** Desi of this piece with the carrier's divisor, rounded up (the caller computes it). */
  desi: number;
  description?: string;
}

export interface CreateShipmentInput {
  /** OUR shipment key: upper-case letters and digits, unique for all time, ≤ maxKeyLength. */
  key: string;
  /** Our order number, printed on labels and sent as the carrier's invoice/reference field. */
  orderNumber: string;
  /** Unique per shipment on carriers that want a second key (Yurtiçi invoiceKey); default key. */
  invoiceKey?: string;
  /** Commercial waybill (irsaliye) number when one was issued. */
  waybillNumber?: string;
  payment: PaymentKind;
  /** Required when payment is cod_cash / cod_card; the kind must match the payment. */
  cod?: CashOnDelivery;
  recipient: ShipmentParty;
  /** The shop; omitted means the carrier account's own address (configuration). */
  sender?: ShipmentParty;
  pieces: readonly ParcelPiece[];
  /** Goods description ("Giyim", "Kozmetik"). */
  contents: string;
  /** Declared value for insurance, when wanted. */
  declaredValueKurus?: number;
  /** Label format the carrier should hand back with the answer (where it can; default png). */
  labelFormat?: CarrierLabelFormat;
  /** Let the carrier send its own SMS to the receiver. */
  notifyRecipientBySms?: boolean;
}

/** Identifies a shipment at the carrier. Pass what is stored; the client looks up what is missing. */
export interface ShipmentRef {
  key: string;
  /** Carrier's tracking number when known (saves a lookup on UPS). */
  trackingNumber?: string | null;
  /** Needed by carriers whose credential depends on it (Yurtiçi); default 'sender'. */
  payment?: PaymentKind;
}

export interface CarrierLabel {
  format: CarrierLabelFormat;
  /** One label per package, in package order. */
  pieceIndex: number;
  /** PNG bytes or ZPL text as bytes (UTF-8). */
  content: Uint8Array;
}

export interface CarrierShipment {
  key: string;
  /** Customer-facing tracking number; null until the carrier has assigned one (Yurtiçi docId). */
  trackingNumber: string | null;
  state: CarrierState;
  /** The carrier's own status text (what staff see next to the normalised state). */
  statusText: string;
  /** The carrier's own status code, for diagnosis and the configurable mapping. */
  statusCode: string | null;
  trackingUrl: string | null;
  /** What the carrier measured/billed, when it says (after pickup). */
  billedDesi?: number | null;
  priceKurus?: number | null;
  /** Labels returned together with the create answer (UPS), else empty. */
  labels: CarrierLabel[];
}

export interface CreateShipmentResult {
  shipment: CarrierShipment;
  /** True when the carrier already had this key (found by query), so nothing new was created. */
  alreadyExisted: boolean;
}

export interface TrackingEvent {
  at: Date;
  state: CarrierState;
  statusText: string;
  statusCode: string | null;
  location: string | null;
}

export interface TrackingResult extends CarrierShipment {
  /** Oldest first. */
  events: TrackingEvent[];
  /** Cash-on-delivery amount the carrier reports as collected, when it does. */
  collectedKurus?: number | null;
}

export interface ReturnCodeInput {
  /** The code the customer quotes at the branch (we generate it; ≤ 20 chars, letters/digits). */
  code: string;
  validFrom: Date;
  validUntil: Date;
  /** How many parcels may come back under the code (default 1). */
  maxCount?: number;
}

export interface ReturnCode {
  code: string;
  validUntil: Date;
}

export interface ReturnLabelInput {
  /** OUR key for the return shipment (stored before the call, like an outgoing one). */
  key: string;
  orderNumber: string;
  /** The customer sending the parcel back. */
  customer: ShipmentParty;
  /** Where the parcel goes: the shop's return address from its shipping settings. */
  returnTo: ShipmentParty;
  pieces: readonly ParcelPiece[];
  contents: string;
}

export interface ReturnLabel {
  shipment: CarrierShipment;
  /** A link the customer can open to print the label, when the carrier gives one. */
  labelUrl: string | null;
}
