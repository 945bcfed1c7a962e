import { randomBytes, randomInt } from 'node:crypto';

/** 128 random bits, base64url (22 characters), like order ids. */
export function newShipmentId(): string {
  return randomBytes(16).toString('base64url');
}

/** Letters and digits that cannot be read as each other on a label (no 0/O, 1/I). */
const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Our shipment key, the carrier's cargoKey / CustomerReferance and the barcode on our own label:
 * "CR", the Turkey date (YYMMDD) and 8 random characters — 16 upper-case letters and digits,
 * inside Yurtiçi's 20. Unique by the database; a clash (1 in 10¹² a day) fails the insert.
 */
export function newShipmentKey(turkeyDate: { year: number; month: number; day: number }): string {
  const date = `${String(turkeyDate.year % 100).padStart(2, '0')}${String(turkeyDate.month).padStart(2, '0')}${String(turkeyDate.day).padStart(2, '0')}`;
  let tail = '';
  for (let i = 0; i < 8; i++) tail += KEY_ALPHABET[randomInt(0, KEY_ALPHABET.length)];
  return `CR${date}${tail}`;
}

/** A Yurtiçi return code the customer quotes at a branch: "IA" and 8 characters. */
export function newReturnCode(): string {
  let tail = '';
  for (let i = 0; i < 8; i++) tail += KEY_ALPHABET[randomInt(0, KEY_ALPHABET.length)];
  return `IA${tail}`;
}

/** PostgreSQL's unique violation, anywhere in the cause chain. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; constraint_name?: string };
    if (pg.code === '23505') {
      if (!constraint) return true;
      const name = pg.constraint ?? pg.constraint_name;
      return name === undefined || name === constraint;
    }
  }
  return false;
}
