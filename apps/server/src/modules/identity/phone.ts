import { formatTrPhone, normalizeTrMobile } from '@carsi/domain';
import { invalidPhone } from './errors';

/**
 * A Turkish mobile number as +905xxxxxxxxx, or a 400 naming `field`. Only Turkish mobiles are
 * accepted anywhere in sign-in: that alone stops SMS pumping to premium foreign numbers.
 */
export function parsePhone(raw: string, field: string): string {
  const phone = normalizeTrMobile(raw);
  if (!phone) throw invalidPhone(field);
  return phone;
}

/**
 * The digits of a search that looks like a phone number, as stored (E.164 without the +):
 * "0532 123 45" → "53212345". Null when it has fewer than 4 digits or other letters.
 */
export function phoneDigits(q: string): string | null {
  if (!/^[\d\s()+-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '').replace(/^(90|0)/, '');
  return digits.length >= 4 ? digits : null;
}

/** 05xx xxx xx xx, the way Turkish people write their number (the domain's one formatter). */
export const displayPhone = formatTrPhone;
