import { type CashOnDelivery, type CodKind, type RuralPlace, ruralPlaceOf } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import { carrierSettings, ruralAreas } from '../../../db/schema';
import type { OrderRow } from '../../orders';
import type { CarrierCode } from '../carriers/carrier';
import type { CarrierChoice, CarrierReason, ShippingDeps } from './common';

/** The carrier's desi divisor (a setting per carrier; 3000 unless staff changed it). */
export async function divisorOf(deps: ShippingDeps, carrier: CarrierCode): Promise<number> {
  const [row] = await deps.db
    .select({ desiDivisor: carrierSettings.desiDivisor })
    .from(carrierSettings)
    .where(eq(carrierSettings.carrier, carrier));
  return row?.desiDivisor ?? deps.carriers.defaultDivisor(carrier);
}

/** What a carrier choice reads: the staff's rural list and the carriers they switched off. */
export interface ChoiceFacts {
  places: readonly RuralPlace[];
  off: ReadonlySet<CarrierCode>;
}

async function ruralPlaces(deps: Pick<ShippingDeps, 'db'>): Promise<RuralPlace[]> {
  return deps.db
    .select({
      province: ruralAreas.province,
      district: ruralAreas.district,
      village: ruralAreas.village,
    })
    .from(ruralAreas);
}

/** Carriers staff switched off on the carrier settings page: nothing new is booked with them. */
export async function carriersOff(deps: Pick<ShippingDeps, 'db'>): Promise<Set<CarrierCode>> {
  const rows = await deps.db
    .select({ carrier: carrierSettings.carrier })
    .from(carrierSettings)
    .where(eq(carrierSettings.enabled, false));
  return new Set(rows.map((row) => row.carrier as CarrierCode));
}

export async function choiceFacts(deps: Pick<ShippingDeps, 'db'>): Promise<ChoiceFacts> {
  const [places, off] = await Promise.all([ruralPlaces(deps), carriersOff(deps)]);
  return { places, off };
}

/** Whether the carrier collects cash on delivery of this kind. */
export function collects(deps: ShippingDeps, code: CarrierCode, kind: CodKind): boolean {
  try {
    const wanted = kind === 'CARD' ? 'card' : 'cash';
    return deps.carriers.carrier(code).capabilities.cod.includes(wanted);
  } catch {
    return false;
  }
}

/**
 * Main carrier, or the rural one for a place on the staff's list; a carrier switched off gives
 * way to one that is on; COD needs a carrier that collects.
 */
export function suggestCarrier(
  deps: ShippingDeps,
  order: Pick<OrderRow, 'shippingAddress'>,
  facts: ChoiceFacts,
  cod: CashOnDelivery | null,
): CarrierChoice {
  const { main, rural } = deps.carriers;
  let choice: CarrierChoice = ruralPlaceOf(order.shippingAddress, facts.places)
    ? { carrier: rural, reason: 'RURAL_LIST' }
    : { carrier: main, reason: 'MAIN' };
  if (facts.off.has(choice.carrier)) {
    const on = deps.carriers.codes.find((code) => !facts.off.has(code));
    if (on) choice = { carrier: on, reason: choice.reason };
  }
  if (cod && !collects(deps, choice.carrier, cod.kind)) {
    const other = deps.carriers.codes.find(
      (code) => !facts.off.has(code) && collects(deps, code, cod.kind),
    );
    if (other) return { carrier: other, reason: choice.reason };
  }
  return choice;
}

/** The note written on the shipment's first event, saying why this carrier. */
export function reasonNote(reason: CarrierReason): string | null {
  switch (reason) {
    case 'RURAL_LIST':
      return 'Adres mobil bölge listesinde: ikinci kargo firması seçildi.';
    case 'CARRIER_REFUSED':
      return 'Ana kargo firması adresi kabul etmedi: ikinci kargo firması seçildi.';
    case 'STAFF':
      return 'Kargo firmasını personel seçti.';
    default:
      return null;
  }
}
