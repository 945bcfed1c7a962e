import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it("works out helmet's headers once, policy included", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
    // helmet's defaults join ours: script-src-attr, upgrade-insecure-requests…
    expect(headers['content-security-policy']).toContain("default-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src-attr 'none'");
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
    expect(headers).not.toHaveProperty('strict-transport-security');
  });

  it('adds HSTS only when asked (the shop behind TLS)', () => {
    const headers = securityHeaders({ strictTransportSecurity: true });
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  });

  it('refuses a policy helmet refuses, when the server starts rather than on a request', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } }),
    ).toThrow(/self/);
  });
});
