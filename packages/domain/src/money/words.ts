import { assertKurus } from './kurus';

/**
 * Amount in Turkish words with TL and KR, as printed on invoices and cheques, up to
 * quadrillions. 123456 → "bin iki yüz otuz dört TL elli altı KR".
 */

const ONES = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
/** Short-scale names Turkish uses; index i is 1000^i. Katrilyon (10^15) is the largest. */
const SCALES = ['', 'bin', 'milyon', 'milyar', 'trilyon', 'katrilyon'];
/** Lira amounts must stay below 1000 katrilyon (10^18 TL). */
const LIMIT_TL = 10n ** 18n;

function threeDigits(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const ones = n % 10;
  const words: string[] = [];
  // Turkish says "yüz", never "bir yüz".
  if (hundreds > 1) words.push(ONES[hundreds] as string);
  if (hundreds > 0) words.push('yüz');
  if (tens > 0) words.push(TENS[tens] as string);
  if (ones > 0) words.push(ONES[ones] as string);
  return words;
}

/** A non-negative integer below 10^18 in Turkish words; 0 → "sıfır". */
export function integerInWords(value: number | bigint): string {
  let n = BigInt(value);
  if (n < 0n || n >= LIMIT_TL) {
    throw new RangeError(`integerInWords supports 0 ≤ n < 10^18, got ${value}`);
  }
  if (n === 0n) return 'sıfır';
  const groups: string[][] = [];
  let scale = 0;
  while (n > 0n) {
    const group = Number(n % 1000n);
    n /= 1000n;
    if (group > 0) {
      // Turkish says "bin", not "bir bin" — but "bir milyon", "bir milyar".
      const words = scale === 1 && group === 1 ? [] : threeDigits(group);
      const scaleName = SCALES[scale] as string;
      groups.unshift(scaleName ? [...words, scaleName] : words);
    }
    scale += 1;
  }
  return groups.flat().join(' ');
}

/**
 * Kuruş amount in words: "<lira words> TL <kuruş words> KR". The lira part is left out when it
 * is zero and there are kuruş ("elli KR"); the kuruş part is left out when it is zero
 * ("elli TL"); zero itself reads "sıfır TL". Negative amounts start with "eksi". Accepts a bigint
 * for lira amounts beyond Number's safe range (up to 999 katrilyon TL).
 */
export function amountInWords(kurus: number | bigint): string {
  if (typeof kurus === 'number') assertKurus(kurus);
  const total = BigInt(kurus);
  const abs = total < 0n ? -total : total;
  const lira = abs / 100n;
  const kr = abs % 100n;
  const parts: string[] = [];
  if (lira > 0n || kr === 0n) parts.push(`${integerInWords(lira)} TL`);
  if (kr > 0n) parts.push(`${integerInWords(kr)} KR`);
  const text = parts.join(' ');
  return total < 0n ? `eksi ${text}` : text;
}
