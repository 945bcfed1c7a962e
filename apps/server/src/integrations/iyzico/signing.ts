import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface IyzicoCredentials {
  apiKey: string;
  secretKey: string;
}

function hmacHex(secretKey: string, data: string): string {
  return createHmac('sha256', secretKey).update(data, 'utf8').digest('hex');
}

/** A fresh random key for one request (any unpredictable string will do). */
export function newRandomKey(): string {
  return `${Date.now()}${randomBytes(8).toString('hex')}`;
}

/**
 * iyzico's IYZWSv2 request authentication: signature = hex HMAC-SHA256(secretKey,
 * randomKey + URI path + JSON body), sent as
 * `Authorization: IYZWSv2 base64("apiKey:…&randomKey:…&signature:…")` with the random key
 * repeated in `x-iyzi-rnd`. `path` is the operation's path (no host, no query), `body` the exact
 * text that is sent.
 */
export function iyzicoAuthHeaders(
  credentials: IyzicoCredentials,
  path: string,
  body: string,
  randomKey: string = newRandomKey(),
): Record<string, string> {
  const signature = hmacHex(credentials.secretKey, randomKey + path + body);
  const token = `apiKey:${credentials.apiKey}&randomKey:${randomKey}&signature:${signature}`;
  return {
    authorization: `IYZWSv2 ${Buffer.from(token, 'utf8').toString('base64')}`,
    'x-iyzi-rnd': randomKey,
  };
}

/**
 * Response signature: hex HMAC-SHA256(secretKey) of the values joined with ':', each exactly as
 * the answer carries it — a JSON number in its shortest printed form (100, 123.4), as iyzico's
 * own samples compute it from the parsed answer.
 */
export function responseSignature(secretKey: string, values: readonly unknown[]): string {
  return hmacHex(secretKey, values.map((value) => String(value)).join(':'));
}

/** Constant-time check of a response's `signature` field; false when it is missing. */
export function hasValidSignature(
  secretKey: string,
  values: readonly unknown[],
  signature: unknown,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(responseSignature(secretKey, values), 'utf8');
  const given = Buffer.from(signature.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
