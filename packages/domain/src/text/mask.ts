import { normalizeTrMobile } from '../identity/phone';

/**
 * Personal data as someone other than its owner may see it (an order link passed on): enough to
 * recognise it, never enough to use it. Every masked part is a fixed "***", so no length leaks.
 */
const HIDDEN = '***';

/** First character of each word: "Ayşe Yılmaz" → "A*** Y***". */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => `${Array.from(word)[0]}${HIDDEN}`)
    .join(' ');
}

/**
 * Only the last two digits: "+905321234567" → "+90 5** *** ** 67" (every Turkish mobile starts
 * +90 5, so that part tells nothing). Anything else shows its last two digits, or nothing.
 */
export function maskPhone(phone: string): string {
  const mobile = normalizeTrMobile(phone);
  if (mobile) return `+90 5** *** ** ${mobile.slice(-2)}`;
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 7 ? `*** *** ** ${digits.slice(-2)}` : HIDDEN;
}

/** A plain top-level domain ("com", "tr") says nothing about the person; anything else is hidden. */
const PLAIN_TLD = /^[a-z]{2,6}$/i;

/**
 * First letter of the name and of the domain, and a plain top-level domain:
 * "ayse@example.com" → "a***@e***.com".
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return HIDDEN;
  const local = Array.from(email.slice(0, at).trim());
  const domain = email.slice(at + 1).trim();
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot + 1) : '';
  const host = Array.from(dot > 0 ? domain.slice(0, dot) : domain);
  const maskedDomain = host.length > 0 ? `${host[0]}${HIDDEN}` : HIDDEN;
  return `${local[0] ?? ''}${HIDDEN}@${maskedDomain}${PLAIN_TLD.test(tld) ? `.${tld}` : ''}`;
}

/**
 * A Turkish identity number (T.C. kimlik no) as staff may see it: only its last two digits,
 * "12345678901" → "*** 01". Nobody but its owner ever sees it in full.
 */
export function maskIdentityNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 4 ? `${HIDDEN} ${digits.slice(-2)}` : HIDDEN;
}
