import { assertKurus, formatDecimal, type Kurus, tlToKurus } from '@carsi/domain';

/**
 * Kuruş as the decimal string iyzico's official client sends: the shortest form with at least
 * one fraction digit — 12345 → "123.45", 12340 → "123.4", 1000 → "10.0".
 */
export function toIyzicoPrice(kurus: Kurus): string {
  assertKurus(kurus);
  if (kurus < 0) throw new RangeError(`an iyzico price cannot be negative, got ${kurus}`);
  return formatDecimal(kurus).replace(/(\.\d)0$/, '$1');
}

/**
 * A price from an iyzico answer (a JSON number such as 123.4, or a decimal string) in kuruş;
 * null when it is not a non-negative amount. More than two fraction digits are rounded half-up.
 */
export function fromIyzicoPrice(value: unknown): Kurus | null {
  const amount =
    typeof value === 'string' && /^\d{1,13}(\.\d+)?$/.test(value) ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null;
  return tlToKurus(amount);
}
