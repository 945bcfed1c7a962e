import { randomBytes, randomInt } from 'node:crypto';
import { turkeyDateParts } from './turkey-date';

/** 128 random bits, base64url: an order link nobody can guess or enumerate. */
export function newOrderId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The short number people read out on the phone: Turkey date (YYMMDD) and five random digits,
 * e.g. 261121-48213. Uniqueness is enforced by the database; the caller retries on a clash.
 */
export function newOrderNumber(now: Date): string {
  const { year, month, day } = turkeyDateParts(now);
  const date = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  return `${date}-${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}
