import { describe, expect, it } from 'vitest';
import { callbackUrlFor, loopbackOrigins } from './callback-url';

const configured = 'http://localhost:3000/api/iyzico/callback';

describe('3-D Secure callback address', () => {
  it('brings a shopper on 127.0.0.1 back to 127.0.0.1, not localhost', () => {
    expect(callbackUrlFor(configured, 'http://127.0.0.1:3000')).toBe(
      'http://127.0.0.1:3000/api/iyzico/callback',
    );
    expect(callbackUrlFor(configured, 'http://localhost:3000')).toBe(configured);
  });

  it('keeps the configured address for any other host, port or scheme', () => {
    expect(callbackUrlFor(configured, 'http://evil.example:3000')).toBe(configured);
    expect(callbackUrlFor(configured, 'http://127.0.0.1:4000')).toBe(configured);
    expect(callbackUrlFor(configured, 'https://127.0.0.1:3000')).toBe(configured);
    expect(callbackUrlFor(configured, 'not a url')).toBe(configured);
    expect(callbackUrlFor(configured, undefined)).toBe(configured);
    const production = 'https://carsi.example/api/iyzico/callback';
    expect(callbackUrlFor(production, 'https://127.0.0.1')).toBe(production);
  });

  it('lets pages post forms to every loopback alias of a loopback address only', () => {
    expect(loopbackOrigins('http://localhost:3000')).toEqual([
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(loopbackOrigins('https://carsi.example')).toEqual([]);
  });
});
