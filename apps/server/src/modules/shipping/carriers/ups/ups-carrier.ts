import type {
  Carrier,
  CarrierCapabilities,
  CarrierShipment,
  CreateShipmentInput,
  CreateShipmentResult,
  ReturnLabel,
  ReturnLabelInput,
  ShipmentRef,
  TrackingResult,
} from '../carrier';
import { upsCancelShipment, upsCreateReturnLabel } from './ups-cancel-return';
import { upsCreateShipment } from './ups-create';
import {
  UPS_CAPABILITIES,
  UPS_DEFAULT_CODES,
  type UpsCarrierOptions,
  type UpsCodes,
} from './ups-options';
import { type UpsContext, UpsSession } from './ups-session';
import { upsQueryShipment, upsTrack } from './ups-track';

export {
  UPS_CREATE_NAMESPACE,
  UPS_DEFAULT_CODES,
  UPS_DEFAULT_STATUS_MAP,
  UPS_QUERY_NAMESPACE,
  type UpsArea,
  type UpsAreaResolver,
  type UpsCarrierOptions,
  type UpsCodes,
} from './ups-options';

/**
 * UPS Türkiye over its two ASMX services: create (Login_Type1, CreateShipment_Type2 / _Type3_ZPL,
 * Cancel_Shipment_V1) and query (Login_V1, GetTransactionsByTrackingNumber_V1,
 * GetTransactionsByList_V2). The session handling is in ./ups-session.ts, the XML mapping in
 * ./ups-xml.ts and each operation in its own file beside this one.
 */
export class UpsCarrier implements Carrier {
  readonly code = 'ups' as const;
  readonly displayName = 'UPS Kargo';
  readonly capabilities: CarrierCapabilities;
  private readonly ups: UpsContext;

  constructor(options: UpsCarrierOptions) {
    const codes: UpsCodes = { ...UPS_DEFAULT_CODES, ...options.codes };
    const session = new UpsSession(
      options,
      codes,
      options.timeoutMs ?? 20_000,
      options.now ?? Date.now,
    );
    this.ups = { options, codes, session };
    this.capabilities = { ...UPS_CAPABILITIES, cod: options.cod ? ['cash', 'card'] : [] };
  }

  /** How many logins this client made (tests and metrics). */
  get logins(): number {
    return this.ups.session.logins;
  }

  createShipment(input: CreateShipmentInput): Promise<CreateShipmentResult> {
    return upsCreateShipment(this.ups, input);
  }

  queryShipment(ref: ShipmentRef): Promise<CarrierShipment | null> {
    return upsQueryShipment(this.ups, ref);
  }

  track(ref: ShipmentRef): Promise<TrackingResult> {
    return upsTrack(this.ups, ref);
  }

  cancelShipment(ref: ShipmentRef): Promise<void> {
    return upsCancelShipment(this.ups, ref);
  }

  createReturnLabel(input: ReturnLabelInput): Promise<ReturnLabel> {
    return upsCreateReturnLabel(this.ups, input);
  }
}
