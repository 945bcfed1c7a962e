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
