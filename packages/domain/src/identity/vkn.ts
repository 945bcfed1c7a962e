/**
 * Vergi Kimlik No (VKN), the 10-digit tax number of a company (wholesale accounts'
 * currentAccountTaxNumber, corporate invoices). For each of the first nine digits, counted with
 * position p = 9 … 1 from the left: c = (digit + p) mod 10; if c ≠ 0 add (c × 2^p) mod 9, or 9
 * when that is 0. The check digit is (10 − sum mod 10) mod 10.
 */
export function isValidVkn(input: string): boolean {
  const value = input.trim();
  if (!/^\d{10}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    const power = 9 - i;
    const c = (Number(value[i]) + power) % 10;
    if (c !== 0) sum += (c * 2 ** power) % 9 || 9;
  }
  return Number(value[9]) === (10 - (sum % 10)) % 10;
}
