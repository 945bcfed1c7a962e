import { assertKurus, type Kurus } from './kurus';

/**
 * Kuruş as a plain decimal string with a dot and two fraction digits ("1234.56", "-0.05").
 * This is also the form iyzico and other providers want for prices.
 */
export function formatDecimal(kurus: Kurus): string {
  assertKurus(kurus);
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/**
 * Display form of an amount: whole part, dot, two-digit fraction, "TL".
 * No thousands separators: 123456 → "1234.56 TL".
 */
export function formatTL(kurus: Kurus): string {
  return `${formatDecimal(kurus)} TL`;
}
