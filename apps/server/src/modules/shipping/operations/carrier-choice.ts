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

export async function ruralPlaces(deps: ShippingDeps): Promise<RuralPlace[]> {
  return deps.db
    .select({
      province: ruralAreas.province,
      district: ruralAreas.district,
      village: ruralAreas.village,
    })
    .from(ruralAreas);
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

/** Main carrier, or the rural one for a place on the staff's list; COD needs a carrier that collects. */
export function suggestCarrier(
  deps: ShippingDeps,
  order: Pick<OrderRow, 'shippingAddress'>,
  places: readonly RuralPlace[],
  cod: CashOnDelivery | null,
): CarrierChoice {
  const { main, rural } = deps.carriers;
  const choice: CarrierChoice = ruralPlaceOf(order.shippingAddress, places)
    ? { carrier: rural, reason: 'RURAL_LIST' }
    : { carrier: main, reason: 'MAIN' };
  if (cod && !collects(deps, choice.carrier, cod.kind)) {
    const other = deps.carriers.codes.find((code) => collects(deps, code, cod.kind));
    if (other) return { carrier: other, reason: choice.reason };
  }
  return choice;
}

/** The note written on the shipment's first event, saying why this carrier. */
export function reasonNote(reason: CarrierReason): string | null {
  switch (reason) {
    case 'RURAL_LIST':
      return 'Adres köy/kırsal listesinde: ikinci kargo firması seçildi.';
    case 'CARRIER_REFUSED':
      return 'Ana kargo firması adresi kabul etmedi: ikinci kargo firması seçildi.';
    case 'STAFF':
      return 'Kargo firmasını personel seçti.';
    default:
      return null;
  }
}
