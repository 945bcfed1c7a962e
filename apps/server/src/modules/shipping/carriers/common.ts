import type { CarrierState } from './carrier';

/** Kuruş as the carriers' decimal text with a dot: 12345 → "123.45". */
export function kurusToDecimal(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) {
    throw new RangeError(`amount must be whole non-negative kuruş, got ${kurus}`);
  }
  return `${Math.trunc(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`;
}

/** A carrier's decimal text ("123.45", "123,45", "123") as kuruş; null when not a number. */
export function decimalToKurus(value: string): number | null {
  const normalised = value.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  const [lira = '0', fraction = ''] = normalised.split('.');
  return Number(lira) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Grams as kilograms with up to three decimals ("1.25"). */
export function gramsToKg(grams: number): string {
  return String(Math.round(grams) / 1000);
}

/** A carrier status code's state: the configured overrides first, then the built-in table. */
export function stateOf(
  code: string,
  builtIn: Readonly<Record<string, CarrierState>>,
  overrides: Readonly<Record<string, CarrierState>>,
): CarrierState | undefined {
  return overrides[code] ?? builtIn[code];
}

/** Ten-digit Turkish phone (5XXXXXXXXX) from what an order holds (+90…, 0…, spaces). */
export function tenDigitPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('90')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}
