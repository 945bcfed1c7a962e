/** Parcel dimensions in centimetres. */
export interface ParcelDimensions {
  length: number;
  width: number;
  height: number;
}

/** Turkish carriers' volumetric divisor: cm³ per desi. */
export const DESI_DIVISOR = 5000;

/**
 * Volumetric weight in desi, as carriers bill it: L × W × H / 5000, rounded up to a
 * whole desi. Dimensions must be positive centimetres.
 */
export function desi({ length, width, height }: ParcelDimensions): number {
  for (const [name, value] of Object.entries({ length, width, height })) {
    if (!Number.isFinite(value) || value <= 0) {
      throw new RangeError(`${name} must be a positive number of centimetres, got ${value}`);
    }
  }
  return Math.ceil((length * width * height) / DESI_DIVISOR);
}
