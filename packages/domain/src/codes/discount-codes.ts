import { type RandomSource, randomInt } from './random';

/** The discount code offered on the 404 page. */
export const NOT_FOUND_DISCOUNT_CODE = 'hata20';

/**
 * Temporary discount code: prefix (the product), the last 3 digits of the timestamp,
 * and one random digit 0–8. E.g. prefix "nevresim" at …123 ms with digit 4 → "nevresim1234".
 */
export function temporaryDiscountCode(prefix: string, nowMs: number, random: RandomSource): string {
  if (!Number.isSafeInteger(nowMs) || nowMs < 0) {
    throw new RangeError(`timestamp must be a non-negative integer, got ${nowMs}`);
  }
  const lastThree = String(nowMs % 1000).padStart(3, '0');
  return `${prefix}${lastThree}${randomInt(random, 9)}`;
}

/** A random 9-digit code written nnn-nnn-nnn, e.g. for refund approval codes. */
export function randomNineDigitCode(random: RandomSource): string {
  const digits = Array.from({ length: 9 }, () => randomInt(random, 10)).join('');
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
