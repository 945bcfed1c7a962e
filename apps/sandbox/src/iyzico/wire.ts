import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Kurus, kurusToTl, tlToKurus } from '@carsi/domain';

/**
 * iyzico's wire details as the stand-in plays them: request authentication (IYZWSv2), response
 * signatures and decimal prices. Written independently of the server's client on purpose, so a
 * mistake in one side's signing cannot hide behind the same mistake in the other.
 */

export interface IyzicoCredentials {
  apiKey: string;
  secretKey: string;
}

export type AuthorizationCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'unknown-api-key' | 'bad-signature' };

function hmacHex(secretKey: string, data: string): string {
  return createHmac('sha256', secretKey).update(data, 'utf8').digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The fields of an `IYZWSv2 base64(apiKey:…&randomKey:…&signature:…)` header, or null. */
function parseAuthorization(header: string): Record<string, string> | null {
  const match = /^IYZWSv2 ([A-Za-z0-9+/=]+)$/.exec(header.trim());
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const fields: Record<string, string> = {};
  for (const part of decoded.split('&')) {
    const colon = part.indexOf(':');
    if (colon > 0) fields[part.slice(0, colon)] = part.slice(colon + 1);
  }
  return fields;
}

/**
 * Checks a request the way iyzico does: the header names our API key and carries
 * hex HMAC-SHA256(secretKey, randomKey + URI path + raw JSON body).
 */
export function checkAuthorization(
  headers: Record<string, string | string[] | undefined>,
  path: string,
  rawBody: string,
  credentials: IyzicoCredentials,
): AuthorizationCheck {
  const header = headers.authorization;
  if (typeof header !== 'string') return { ok: false, reason: 'missing' };
  const fields = parseAuthorization(header);
  const randomKey = fields?.randomKey;
  const signature = fields?.signature;
  if (!fields || !randomKey || !signature || fields.apiKey === undefined) {
    return { ok: false, reason: 'missing' };
  }
  if (!sameText(fields.apiKey, credentials.apiKey)) return { ok: false, reason: 'unknown-api-key' };
  const randomHeader = headers['x-iyzi-rnd'];
  if (typeof randomHeader === 'string' && randomHeader !== randomKey) {
    return { ok: false, reason: 'bad-signature' };
  }
  const expected = hmacHex(credentials.secretKey, randomKey + path + rawBody);
  return sameText(signature, expected) ? { ok: true } : { ok: false, reason: 'bad-signature' };
}

/** Response signature: hex HMAC-SHA256 of the values joined with ':' as they appear in JSON. */
export function signValues(secretKey: string, values: ReadonlyArray<string | number>): string {
  return hmacHex(secretKey, values.map(String).join(':'));
}

/**
 * A request price ("10.0", "123.45", or a JSON number) in kuruş; null when it is not a
 * non-negative amount with at most two fraction digits.
 */
export function parsePrice(value: unknown): Kurus | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,13}(\.\d{1,2})?$/.test(text)) return null;
  return tlToKurus(Number(text));
}

/** Kuruş as the JSON number iyzico answers with (10000 → 100, 12340 → 123.4). */
export function priceNumber(kurus: Kurus): number {
  return kurusToTl(kurus);
}
