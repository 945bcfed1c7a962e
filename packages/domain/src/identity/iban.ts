/**
 * Turkish IBAN, used for bank-transfer refunds of cash-on-delivery orders: "TR" + 24 digits
 * (26 characters), with the ISO 13616 mod-97 check. Spaces are ignored and letters may be
 * lowercase, as people paste IBANs from banking apps in groups of four.
 */
export function normalizeTrIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** True for a well-formed Turkish IBAN whose check digits are right. */
export function isValidTrIban(input: string): boolean {
  const iban = normalizeTrIban(input);
  if (!/^TR\d{24}$/.test(iban)) return false;
  // Move the country code and check digits to the end; T = 29, R = 27.
  const numeric = `${iban.slice(4)}2927${iban.slice(2, 4)}`;
  let remainder = 0;
  for (const ch of numeric) remainder = (remainder * 10 + Number(ch)) % 97;
  return remainder === 1;
}

/**
 * An IBAN as every screen shows it: the country code, the first two digits of the bank code and
 * the last four digits — "TR33 00** **** **** **** **13 26" — enough to recognise, not to use.
 */
export function maskIban(input: string): string {
  const iban = normalizeTrIban(input);
  if (iban.length < 10) return '***';
  const shown = iban.slice(0, 6) + '*'.repeat(iban.length - 10) + iban.slice(-4);
  return shown.replace(/(.{4})/g, '$1 ').trim();
}

/** The two check digits that make `TR` + check + `bban` (24 − 2 digits) a valid IBAN. */
export function trIbanCheckDigits(bban22: string): string {
  if (!/^\d{22}$/.test(bban22)) throw new RangeError('a Turkish BBAN has 22 digits');
  let remainder = 0;
  for (const ch of `${bban22}292700`) remainder = (remainder * 10 + Number(ch)) % 97;
  return String(98 - remainder).padStart(2, '0');
}

/** An IBAN written in full, in groups of four as banks print it: "TR33 0006 1005 …". */
export function formatIban(input: string): string {
  return normalizeTrIban(input)
    .replace(/(.{4})/g, '$1 ')
    .trim();
}
