/** Parcel dimensions in centimetres. */
export interface ParcelDimensions {
  length: number;
  width: number;
  height: number;
}

/**
 * Turkish domestic carriers' volumetric divisor: cm³ per desi (Yurtiçi and PTT bill
 * L × W × H / 3000 per piece). 5000 is the international (IATA) rule; each carrier's divisor
 * is a setting, this is its default.
 */
export const DEFAULT_DESI_DIVISOR = 3000;

function assertDivisor(divisor: number): void {
  if (!Number.isInteger(divisor) || divisor <= 0) {
    throw new RangeError(`desi divisor must be a positive whole number, got ${divisor}`);
  }
}

/**
 * Volumetric weight in desi, as carriers bill it: L × W × H / divisor, rounded up to a
 * whole desi. Dimensions must be positive centimetres.
 */
export function desi(
  { length, width, height }: ParcelDimensions,
  divisor: number = DEFAULT_DESI_DIVISOR,
): number {
  for (const [name, value] of Object.entries({ length, width, height })) {
    if (!Number.isFinite(value) || value <= 0) {
      throw new RangeError(`${name} must be a positive number of centimetres, got ${value}`);
    }
  }
  assertDivisor(divisor);
  return Math.ceil((length * width * height) / divisor);
}

/** One kind of piece in a parcel: its size and weight (either may be unknown) and how many. */
export interface ShipmentPiece {
  dimensions: ParcelDimensions | null;
  weightGrams: number | null;
  qty: number;
}

export interface ShipmentWeight {
  /** Pieces in the shipment (the carrier's package count). */
  pieces: number;
  /** Sum of the pieces' desi. */
  desi: number;
  /** Sum of the pieces' weight in whole kg (each piece rounded up). */
  kg: number;
  /** What the carrier bills: per piece the larger of desi and kg, summed. */
  chargeable: number;
}

/**
 * Desi and weight of a shipment, per piece as the carriers bill: each unit's desi from its
 * dimensions (or `fallbackDesi` when the SKU has none), its kg rounded up (at least 1 when
 * unknown or lighter), and per piece the larger of the two, summed.
 */
export function shipmentWeight(
  items: readonly ShipmentPiece[],
  divisor: number = DEFAULT_DESI_DIVISOR,
  fallbackDesi = 1,
): ShipmentWeight {
  assertDivisor(divisor);
  let pieces = 0;
  let totalDesi = 0;
  let totalKg = 0;
  let chargeable = 0;
  for (const item of items) {
    if (!Number.isInteger(item.qty) || item.qty <= 0) continue;
    const pieceDesi = item.dimensions ? desi(item.dimensions, divisor) : fallbackDesi;
    const grams = item.weightGrams && item.weightGrams > 0 ? item.weightGrams : 0;
    const pieceKg = Math.max(1, Math.ceil(grams / 1000));
    pieces += item.qty;
    totalDesi += pieceDesi * item.qty;
    totalKg += pieceKg * item.qty;
    chargeable += Math.max(pieceDesi, pieceKg) * item.qty;
  }
  return { pieces, desi: totalDesi, kg: totalKg, chargeable };
}
