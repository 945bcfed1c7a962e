import { WHOLESALE_TOKEN_EXPIRED } from '@carsi/contract/access';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../api/call';

// 'Wholesale user token expired' from any portal call clears the wholesale session and goes to
// /toptan-giris.

function browser(answer: { status: number; body: unknown }) {
  const assign = vi.fn();
  const removed: string[] = [];
  const storage = { removeItem: (key: string) => removed.push(key) };
  vi.stubGlobal('window', { location: { assign } });
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer.body), { status: answer.status })),
  );
  return { assign, removed };
}

afterEach(() => vi.unstubAllGlobals());

describe('a wholesale portal call', () => {
  it('signs the user out to /toptan-giris on an expired wholesale token', async () => {
    const { assign, removed } = browser({
      status: 401,
      body: { message: WHOLESALE_TOKEN_EXPIRED, code: 'TOKEN_EXPIRED' },
    });
    await expect(call('GET /api/wholesale/getCart')).rejects.toThrow(WHOLESALE_TOKEN_EXPIRED);
    expect(assign).toHaveBeenCalledWith('/toptan-giris');
    expect(removed).toEqual(['authenticatedWholeSaleUser', 'wholeSaleCartItems']);
  });

  it('keeps the session on any other refusal and shows the server message', async () => {
    const { assign } = browser({ status: 409, body: { message: 'Alışveriş sepetiniz boş' } });
    await expect(call('GET /api/wholesale/getCart')).rejects.toThrow('Alışveriş sepetiniz boş');
    expect(assign).not.toHaveBeenCalled();
  });
});
