import { roundHalfUp } from './rounding';

/** An amount of money in integer kuruş (1 TL = 100 kuruş), the only money unit in the domain. */
export type Kurus = number;

/** Kuruş in one Turkish lira. */
export const KURUS_PER_TL = 100;

/** True for a safe integer: the only values that may travel as money. */
export function isKurus(value: unknown): value is Kurus {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Guards every money entry point so a stray float (12.5 kuruş) fails loudly instead of drifting. */
export function assertKurus(value: number, name = 'amount'): void {
  if (!isKurus(value)) {
    throw new RangeError(`${name} must be a whole number of kuruş, got ${value}`);
  }
}

/** Sum of amounts; exact because every operand is an integer. */
export function sumKurus(amounts: readonly Kurus[]): Kurus {
  let total = 0;
  for (const amount of amounts) {
    assertKurus(amount);
    total += amount;
  }
  return total;
}

/** Amount times a factor (a quantity, a ratio), rounded half-up to the kuruş. */
export function multiplyKurus(kurus: Kurus, factor: number): Kurus {
  assertKurus(kurus);
  return roundHalfUp(kurus * factor);
}

/** `percent` % of an amount, rounded half-up: the basis of VAT, bonuses and down payments. */
export function percentOf(kurus: Kurus, percent: number): Kurus {
  assertKurus(kurus);
  if (!Number.isFinite(percent)) throw new RangeError(`percent must be finite, got ${percent}`);
  return roundHalfUp(kurus * percent, 100);
}

/**
 * Converts a lira amount (as providers and admins type it, e.g. 1.005) to kuruş. It reads the
 * number's shortest decimal form, so 1.005 TL becomes 101 kuruş (half-up) rather than the 100
 * that `Math.round(1.005 * 100)` gives because of binary floating point.
 */
export function tlToKurus(tl: number): Kurus {
  if (!Number.isFinite(tl)) throw new RangeError(`TL amount must be finite, got ${tl}`);
  const text = String(Math.abs(tl));
  if (/e/i.test(text)) {
    const kurus = roundHalfUp(tl * KURUS_PER_TL);
    assertKurus(kurus, 'converted amount');
    return kurus;
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = `${fraction}000`;
  const roundUp = Number(digits[2]) >= 5 ? 1 : 0;
  const magnitude = Number(whole) * KURUS_PER_TL + Number(digits.slice(0, 2)) + roundUp;
  assertKurus(magnitude, 'converted amount');
  return tl < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** Kuruş as a lira number, only for provider payloads and charts — never for arithmetic. */
export function kurusToTl(kurus: Kurus): number {
  assertKurus(kurus);
  return kurus / KURUS_PER_TL;
}
