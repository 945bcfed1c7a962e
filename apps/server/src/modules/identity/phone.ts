import { normalizeTrMobile } from '@carsi/domain';
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

/** 05xx xxx xx xx, the way Turkish people write their number. */
export function displayPhone(e164: string): string {
  const d = e164.replace(/^\+90/, '0');
  return `${d.slice(0, 4)} ${d.slice(4, 7)} ${d.slice(7, 9)} ${d.slice(9)}`;
}
