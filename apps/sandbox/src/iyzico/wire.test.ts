import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkAuthorization, parsePrice, priceNumber, signValues } from './wire';

const credentials = { apiKey: 'key-1', secretKey: 'secret-1' };

/** Signs like a client would, written out here so the test does not reuse the code it tests. */
function header(apiKey: string, secret: string, random: string, path: string, body: string) {
  const signature = createHmac('sha256', secret)
    .update(random + path + body)
    .digest('hex');
  const token = Buffer.from(`apiKey:${apiKey}&randomKey:${random}&signature:${signature}`);
  return `IYZWSv2 ${token.toString('base64')}`;
}

describe('checkAuthorization', () => {
  const path = '/payment/detail';
  const body = '{"paymentId":"1"}';

  it('accepts a header signed with the right key over path and body', () => {
    const authorization = header('key-1', 'secret-1', 'r123', path, body);
    expect(
      checkAuthorization({ authorization, 'x-iyzi-rnd': 'r123' }, path, body, credentials),
    ).toEqual({ ok: true });
  });

  it('refuses a missing or malformed header', () => {
    expect(checkAuthorization({}, path, body, credentials)).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(checkAuthorization({ authorization: 'Bearer x' }, path, body, credentials).ok).toBe(
      false,
    );
  });

  it('refuses another API key, another secret, another path or a changed body', () => {
    const check = (authorization: string) =>
      checkAuthorization({ authorization }, path, body, credentials);
    expect(check(header('key-2', 'secret-1', 'r', path, body))).toEqual({
      ok: false,
      reason: 'unknown-api-key',
    });
    expect(check(header('key-1', 'secret-2', 'r', path, body)).ok).toBe(false);
    expect(check(header('key-1', 'secret-1', 'r', '/payment/cancel', body)).ok).toBe(false);
    expect(check(header('key-1', 'secret-1', 'r', path, '{"paymentId":"2"}')).ok).toBe(false);
  });

  it('refuses when x-iyzi-rnd differs from the signed random key', () => {
    const authorization = header('key-1', 'secret-1', 'r1', path, body);
    expect(
      checkAuthorization({ authorization, 'x-iyzi-rnd': 'r2' }, path, body, credentials),
    ).toEqual({ ok: false, reason: 'bad-signature' });
  });
});

describe('prices', () => {
  it('reads the SDK form, plain integers and JSON numbers', () => {
    expect(parsePrice('10.0')).toBe(1000);
    expect(parsePrice('123.45')).toBe(12345);
    expect(parsePrice('7')).toBe(700);
    expect(parsePrice(1.2)).toBe(120);
  });

  it('refuses negative, non-numeric and over-precise prices', () => {
    for (const bad of ['-1.0', 'abc', '1.005', '', null, undefined, Number.NaN, {}]) {
      expect(parsePrice(bad)).toBeNull();
    }
  });

  it('answers with JSON numbers and signs their printed form', () => {
    expect(priceNumber(12340)).toBe(123.4);
    expect(priceNumber(10000)).toBe(100);
    const expected = createHmac('sha256', 's').update('1:TRY:123.4:100').digest('hex');
    expect(signValues('s', ['1', 'TRY', priceNumber(12340), priceNumber(10000)])).toBe(expected);
  });
});
