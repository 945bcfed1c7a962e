import { DEFAULT_DESI_DIVISOR } from '@carsi/domain';
import {
  type Carrier,
  type CarrierCode,
  CarrierNotConfiguredError,
  type CarrierState,
} from './carriers/carrier';

/**
 * The carriers this shop books with, and which one is the main carrier and which the rural
 * (second) one. Booking, tracking and labels reach a carrier only through this, so a third
 * carrier is one more entry.
 */
export interface CarrierDirectory {
  readonly codes: readonly CarrierCode[];
  readonly main: CarrierCode;
  readonly rural: CarrierCode;
  /** The carrier, or CarrierNotConfiguredError when the shop has none under that code. */
  carrier(code: CarrierCode): Carrier;
  /** The configured desi divisor of a carrier (staff may override it in carrier_settings). */
  defaultDivisor(code: CarrierCode): number;
}

export function carrierDirectory(
  carriers: readonly Carrier[],
  roles: {
    main?: CarrierCode | undefined;
    rural?: CarrierCode | undefined;
    divisors?: Partial<Record<CarrierCode, number>> | undefined;
  } = {},
): CarrierDirectory {
  const byCode = new Map(carriers.map((c) => [c.code, c]));
  const codes = carriers.map((c) => c.code);
  const main = roles.main ?? (byCode.has('ups') ? 'ups' : (codes[0] ?? 'ups'));
  const rural = roles.rural ?? codes.find((c) => c !== main) ?? main;
  return {
    codes,
    main,
    rural,
    defaultDivisor: (code) => roles.divisors?.[code] ?? DEFAULT_DESI_DIVISOR,
    carrier(code) {
      const found = byCode.get(code);
      if (!found)
        throw new CarrierNotConfiguredError(code, 'createShipment', 'kargo firması tanımlı değil');
      return found;
    },
  };
}

/** The carrier's normalised state as our shipment status (unknown → needs attention). */
export function statusOfCarrierState(state: CarrierState) {
  switch (state) {
    case 'created':
      return 'CREATED' as const;
    case 'picked_up':
      return 'PICKED_UP' as const;
    case 'in_transit':
      return 'IN_TRANSIT' as const;
    case 'delivered':
      return 'DELIVERED' as const;
    case 'returned':
      return 'RETURNED' as const;
    case 'cancelled':
      return 'CANCELLED' as const;
    default:
      return 'NEEDS_ATTENTION' as const;
  }
}
