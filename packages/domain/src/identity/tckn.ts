/**
 * T.C. Kimlik No (TCKN), the 11-digit personal identity number printed on individual invoices.
 * Rules: 11 digits, first not 0; digit 10 = (7 × (d1+d3+d5+d7+d9) − (d2+d4+d6+d8)) mod 10;
 * digit 11 = (d1 + … + d10) mod 10.
 */
export function isValidTckn(input: string): boolean {
  const value = input.trim();
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const digit = (position: number) => Number(value[position - 1]);
  const odd = digit(1) + digit(3) + digit(5) + digit(7) + digit(9);
  const even = digit(2) + digit(4) + digit(6) + digit(8);
  const tenth = (((7 * odd - even) % 10) + 10) % 10;
  const eleventh = (odd + even + digit(10)) % 10;
  return digit(10) === tenth && digit(11) === eleventh;
}
