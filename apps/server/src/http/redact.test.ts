import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact';

describe('redactUrl', () => {
  it('hides SMS codes and tokens but keeps the rest', () => {
    expect(
      redactUrl('/api/signIn/sendSecurityCodeToSignIn?phone=5551112233&securityCode=123456'),
    ).toBe('/api/signIn/sendSecurityCodeToSignIn?phone=5551112233&securityCode=%5BREDACTED%5D');
    expect(redactUrl('/api/products/?keyword=yorgan')).toBe('/api/products/?keyword=yorgan');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
