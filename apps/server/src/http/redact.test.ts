import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact';

describe('redactUrl', () => {
  it("keeps the staff sign-in GET's whole query (phone, code, captcha) out of the log", () => {
    expect(
      redactUrl(
        '/api/signIn/sendSecurityCodeToSignIn?phone=05321112233&securityCode=123456&userType=admin',
      ),
    ).toBe('/api/signIn/sendSecurityCodeToSignIn?[REDACTED]');
  });

  it('hides SMS codes, tokens and phones anywhere but keeps the rest', () => {
    expect(redactUrl('/api/orders/lookup?phone=05321112233&page=2')).toBe(
      '/api/orders/lookup?phone=%5BREDACTED%5D&page=2',
    );
    expect(redactUrl('/x?token=abc')).toBe('/x?token=%5BREDACTED%5D');
    expect(redactUrl('/api/products/?keyword=yorgan')).toBe('/api/products/?keyword=yorgan');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('hides what staff search for in the back office, not the paging', () => {
    expect(redactUrl('/api/admin/customers?q=Ay%C5%9Fe+Y%C4%B1lmaz&page=2')).toBe(
      '/api/admin/customers?q=%5BREDACTED%5D&page=2',
    );
    expect(redactUrl('/admin-panel/siparisler?q=0532+111&sirala=name')).toBe(
      '/admin-panel/siparisler?q=%5BREDACTED%5D&sirala=name',
    );
    expect(redactUrl('/api/wholesale/adminGetWholeSaleOrdersList?keyword=Kaya&pageNumber=1')).toBe(
      '/api/wholesale/adminGetWholeSaleOrdersList?keyword=%5BREDACTED%5D&pageNumber=1',
    );
    // The storefront's product search is not personal data.
    expect(redactUrl('/arama?q=yorgan')).toBe('/arama?q=yorgan');
  });
});
