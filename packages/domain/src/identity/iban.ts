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
