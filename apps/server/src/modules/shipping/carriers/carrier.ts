/**
 * The one interface every parcel carrier implements (UPS Türkiye, Yurtiçi Kargo today; Aras,
 * DHL eCommerce or PTT later as one more folder beside these). Order and shipment code talks to
 * carriers only through this file, so a new carrier never changes order code.
 *
 * Idempotency: every shipment has OUR key (stored before the carrier is called). The carrier
 * keeps it (UPS `CustomerReferance`, Yurtiçi `cargoKey`), so a lost answer or an "already
 * exists" refusal is resolved by `queryShipment(key)`, never by creating a second shipment.
 * `bookShipment` in ./book.ts does that dance; callers should use it instead of calling
 * `createShipment` directly.
 *
 * Money is integer kuruş, sizes centimetres, weights grams. No error or log line carries a
 * password or a whole request body.
 */
import type {
  CarrierCapabilities,
  CarrierCode,
  CarrierLabel,
  CarrierLabelFormat,
  CarrierShipment,
  CarrierState,
  CreateShipmentInput,
  CreateShipmentResult,
  ReturnCode,
  ReturnCodeInput,
  ReturnLabel,
  ReturnLabelInput,
  ShipmentRef,
  TrackingResult,
} from './carrier-types';

// Input and answer types live in ./carrier-types.ts, failures in ./carrier-errors.ts; both are
// re-exported here so callers keep importing from this one file.
export * from './carrier-errors';
export * from './carrier-types';

export interface Carrier {
  readonly code: CarrierCode;
  /** Turkish display name ("UPS Kargo", "Yurtiçi Kargo"). */
  readonly displayName: string;
  readonly capabilities: CarrierCapabilities;

  /**
   * Books the shipment under `input.key`. Throws CarrierDuplicateKeyError when the carrier
   * already has the key and CarrierUnavailableError (outcomeUnknown) when the answer was lost:
   * in both cases resolve with `queryShipment`; `bookShipment` (./book.ts) does it.
   */
  createShipment(input: CreateShipmentInput): Promise<CreateShipmentResult>;
  /** The carrier's view of our key, or null when the carrier has no shipment under it. */
  queryShipment(ref: ShipmentRef): Promise<CarrierShipment | null>;
  /** Cancels; CarrierCancelNotAllowedError once past `capabilities.cancellableUntil`. */
  cancelShipment(ref: ShipmentRef): Promise<void>;
  /** Current state with the full event history. */
  track(ref: ShipmentRef): Promise<TrackingResult>;
  /** Present only on a carrier that can hand a label out again after create. */
  label?(ref: ShipmentRef, format: CarrierLabelFormat): Promise<CarrierLabel[]>;
  /** Present when `capabilities.returns === 'code'`. */
  createReturnCode?(input: ReturnCodeInput): Promise<ReturnCode>;
  cancelReturnCode?(code: string): Promise<void>;
  /** Present when `capabilities.returns === 'label'`. */
  createReturnLabel?(input: ReturnLabelInput): Promise<ReturnLabel>;
}

// ----------------------------------------------------------------------------------------------
// Errors

/** Terminal states: nothing more will happen to the shipment. */
export const TERMINAL_CARRIER_STATES: ReadonlySet<CarrierState> = new Set([
  'delivered',
  'returned',
  'cancelled',
]);
