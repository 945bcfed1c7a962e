import { describe, expect, it } from 'vitest';
import { securityHeaders, shopSecurityHeaders } from './security-headers';

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

describe('shopSecurityHeaders', () => {
  const directive = (policy: string | undefined, name: string) =>
    new RegExp(`(?:^|;)${name} ([^;]*)`).exec(policy ?? '')?.[1];
  const sandbox = shopSecurityHeaders({
    shopOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
    sandbox: true,
    strictTransportSecurity: false,
  });
  const real = shopSecurityHeaders({
    shopOrigins: ['https://magaza.example'],
    sandbox: false,
    strictTransportSecurity: true,
  });

  it("runs no inline script but a page's own, by its nonce", () => {
    expect(directive(sandbox.headers['content-security-policy'], 'script-src')).toBe("'self'");
    expect(directive(sandbox.pagePolicy('QUJDREVGR0hJSktMTU5PUA'), 'script-src')).toBe(
      "'self' 'nonce-QUJDREVGR0hJSktMTU5PUA'",
    );
    expect(directive(sandbox.pagePolicy('x'), 'script-src-attr')).toBe("'none'");
    // The stand-ins' bank pages submit themselves inline; they exist in sandbox mode only.
    expect(directive(sandbox.sandboxPolicy, 'script-src')).toBe("'self' 'unsafe-inline'");
  });

  it('lets forms post to the shop, and on to 3-D Secure: its stand-in, or the banks over https', () => {
    expect(directive(sandbox.pagePolicy('x'), 'form-action')).toBe(
      "'self' http://localhost:3000 http://127.0.0.1:3000",
    );
    expect(directive(real.pagePolicy('x'), 'form-action')).toBe(
      "'self' https://magaza.example https:",
    );
    expect(real.headers['strict-transport-security']).toMatch(/^max-age=/);
    expect(sandbox.headers).not.toHaveProperty('strict-transport-security');
  });
});
