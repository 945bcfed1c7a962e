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

/** 05xx xxx xx xx, the way Turkish people write their number (the domain's one formatter). */
export const displayPhone = formatTrPhone;
