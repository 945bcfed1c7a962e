/**
 * Turkish mobile numbers, normalised to E.164 ("+905321234567") so one customer has one key for
 * SMS sign-in, order lookup and campaigns. Accepted: 05xx…, 5xx…, 905xx…, +90 5xx…, 0090 5xx…,
 * with spaces, hyphens, dots or parentheses between the digits. Anything else → null.
 */
export function normalizeTrMobile(input: string): string | null {
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  const match = /^(?:\+90|0090|90|0)?(5\d{9})$/.exec(compact);
  return match ? `+90${match[1]}` : null;
}

/** True when the input is a Turkish mobile number in any accepted writing. */
export function isValidTrMobile(input: string): boolean {
  return normalizeTrMobile(input) !== null;
}

/**
 * A phone number the way Turkish people write it: "+905321112233" → "0532 111 22 33". Any
 * Turkish number with 10 digits after the country code (mobile or landline) is grouped 4-3-2-2;
 * anything else (a foreign number, a typo kept as typed) comes back unchanged.
 */
export function formatTrPhone(phone: string): string {
  const compact = phone.trim().replace(/[\s\-.()]/g, '');
  const match = /^(?:\+90|0090|90|0)?([1-9]\d{9})$/.exec(compact);
  if (!match?.[1]) return phone;
  const d = `0${match[1]}`;
  return `${d.slice(0, 4)} ${d.slice(4, 7)} ${d.slice(7, 9)} ${d.slice(9)}`;
}
