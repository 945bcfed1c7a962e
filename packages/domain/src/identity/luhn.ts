/**
 * Luhn check for card numbers: spaces removed, digits only, and the doubled-every-
 * second-digit sum divisible by 10. At least two digits are required, so a lone "0" (which the
 * bare arithmetic accepts) is not a card number.
 */
export function isValidLuhn(input: string): boolean {
  const digits = input.replace(/ /g, '');
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
