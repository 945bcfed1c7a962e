/**
 * Rounds `numerator / denominator` to the nearest integer, ties away from zero.
 *
 * This is the single rounding rule of Çarşı (half-up to the kuruş, in one helper):
 * every money function calls it. Ties go away from zero so a negative amount (a refund) is the
 * exact mirror of the positive one. The tie is decided on the exact remainder, not on a
 * floating-point quotient, so 1005 / 1000 → 1 and 2500 / 1000 → 3 exactly. Operands must stay
 * within ±Number.MAX_SAFE_INTEGER, where that remainder is exact; beyond it the function throws
 * rather than round a value that is already inexact.
 */
export function roundHalfUp(numerator: number, denominator = 1): number {
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator === 0) {
    throw new RangeError(`cannot round ${numerator} / ${denominator}`);
  }
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  if (n > Number.MAX_SAFE_INTEGER || d > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`${numerator} / ${denominator} is too large to round exactly`);
  }
  // For safe integers floor(n / d) is exact: the quotient's float error is below 1 / d.
  const q = Math.floor(n / d);
  const r = n - q * d;
  const magnitude = 2 * r >= d ? q + 1 : q;
  return magnitude === 0 ? 0 : Math.sign(numerator) * Math.sign(denominator) * magnitude;
}
