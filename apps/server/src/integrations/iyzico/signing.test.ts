import { describe, expect, it } from 'vitest';
import { hasValidSignature, iyzicoAuthHeaders, newRandomKey, responseSignature } from './signing';

const credentials = { apiKey: 'api-key', secretKey: 'secret-key' };

describe('iyzicoAuthHeaders', () => {
  it('signs random key + path + body with HMAC-SHA256 in the IYZWSv2 header', () => {
    const headers = iyzicoAuthHeaders(
      credentials,
      '/payment/iyzipos/installment',
      '{"binNumber":"552879","price":"100.0"}',
      'rnd123',
    );
    // Worked out separately with node:crypto for these inputs.
    expect(headers).toEqual({
      authorization:
        'IYZWSv2 YXBpS2V5OmFwaS1rZXkmcmFuZG9tS2V5OnJuZDEyMyZzaWduYXR1cmU6ZDU3MDA4ZjdiZDFiMjcxYzJmYTA5ZjZjNjZjZmRhZWFiNzg5MDg3ZTNjYzE2MzlhZDkwODE0YTdkMGM2N2MzOA==',
      'x-iyzi-rnd': 'rnd123',
    });
  });

  it('uses a fresh random key for every request', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newRandomKey()));
    expect(keys.size).toBe(50);
  });
});

describe('response signatures', () => {
  const values = ['25152948', 'TRY', 'B1', 'conv-1', 1.2, 1];
  const signature = '83deb710c45f4de3d8c10dc61c2b8179715878c96ad3ef68b0d7f34d1dd716ab';

  it('joins the values as the answer prints them (1.2, 1) and signs them', () => {
    expect(responseSignature('secret-key', values)).toBe(signature);
    expect(hasValidSignature('secret-key', values, signature)).toBe(true);
    expect(hasValidSignature('secret-key', values, signature.toUpperCase())).toBe(true);
  });

  it('rejects a signature over other values, another key, or none at all', () => {
    expect(hasValidSignature('secret-key', [...values.slice(0, 5), 2], signature)).toBe(false);
    expect(hasValidSignature('other-key', values, signature)).toBe(false);
    expect(hasValidSignature('secret-key', values, undefined)).toBe(false);
    expect(hasValidSignature('secret-key', values, 'abc')).toBe(false);
  });
});
