import type { WebLoadContext } from '@carsi/contract';
import { WHOLESALE_TOKEN_EXPIRED } from '@carsi/contract/access';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webContext } from '../web-context';
import { ApiFailure, call, resultOf } from './call';

type Sent = { url: string; init: RequestInit };

function browser(answer: { status: number; body: unknown; headers?: Record<string, string> }) {
  const sent: Sent[] = [];
  const assign = vi.fn();
  const storage = { removeItem: vi.fn() };
  vi.stubGlobal('window', { location: { assign } });
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: answer.headers ?? {},
      });
    }),
  );
  return { sent, assign };
}

afterEach(() => vi.unstubAllGlobals());

describe('call(endpoint, input) in the browser', () => {
  it('fills the path from params, sends the body as JSON with the cookie and types the answer', async () => {
    const { sent } = browser({ status: 200, body: { items: [], totals: { totalQty: 0 } } });
    const cart = await call('PUT /api/cart/items/:indexId', {
      params: { indexId: 3 },
      body: { qty: 2 },
    });
    expect(cart.items).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/cart/items/3');
    expect(sent[0]!.init.method).toBe('PUT');
    expect(sent[0]!.init.credentials).toBe('same-origin');
    expect(sent[0]!.init.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(sent[0]!.init.body).toBe('{"qty":2}');
  });

  it('encodes path segments and writes the query, leaving out what is not given', async () => {
    const { sent } = browser({ status: 200, body: { items: [], page: 1, pages: 1 } });
    await call('GET /api/admin/taxonomy/:kind', {
      params: { kind: 'brands' },
      query: { keyword: 'pamuk saten', pageNumber: 2, parentId: undefined },
    });
    expect(sent[0]!.url).toBe('/api/admin/taxonomy/brands?keyword=pamuk+saten&pageNumber=2');
    expect(sent[0]!.init.body).toBeUndefined();
  });

  it('passes extra headers (the idempotency key of an order)', async () => {
    const { sent } = browser({ status: 201, body: { orderId: 'x' } });
    await call(
      'POST /api/orders',
      { body: {} as never },
      { headers: { 'idempotency-key': 'k-1' } },
    );
    expect(sent[0]!.init.headers).toMatchObject({ 'idempotency-key': 'k-1' });
  });

  it('turns the API error shape into an ApiFailure with the field messages', async () => {
    browser({
      status: 400,
      body: {
        message: 'Telefon numarası geçersiz.',
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'deliveryContact.phone', message: 'Telefon numarası geçersiz.' }],
      },
      headers: { 'retry-after': '30' },
    });
    const failure = await call('DELETE /api/cart/items/:indexId', { params: { indexId: 1 } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({
      message: 'Telefon numarası geçersiz.',
      status: 400,
      code: 'VALIDATION_FAILED',
      retryAfterSeconds: 30,
      fields: { 'deliveryContact.phone': 'Telefon numarası geçersiz.' },
    });
  });

  it('as a result: the summary message and the fields, for a form', async () => {
    browser({
      status: 400,
      body: {
        message: 'İl seçiniz. İlçe seçiniz.',
        code: 'VALIDATION_FAILED',
        errors: [
          { field: 'shippingAddress.province', message: 'İl seçiniz.' },
          { field: 'shippingAddress.district', message: 'İlçe seçiniz.' },
        ],
      },
    });
    expect(await resultOf(call('GET /api/cart'))).toEqual({
      ok: false,
      status: 400,
      message: 'İl seçiniz. İlçe seçiniz.',
      fields: {
        'shippingAddress.province': 'İl seçiniz.',
        'shippingAddress.district': 'İlçe seçiniz.',
      },
    });
  });

  it('says in Turkish that the shop could not be reached when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(call('GET /api/cart')).rejects.toThrow(
      'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.',
    );
    expect(await resultOf(call('GET /api/cart'))).toMatchObject({
      ok: false,
      status: 0,
      message: 'Bağlantı kurulamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.',
    });
  });

  it('ends an expired wholesale session and goes to /toptan-giris', async () => {
    const { assign } = browser({
      status: 401,
      body: { message: WHOLESALE_TOKEN_EXPIRED, code: 'TOKEN_EXPIRED' },
    });
    await expect(call('GET /api/cart')).rejects.toThrow(WHOLESALE_TOKEN_EXPIRED);
    expect(assign).toHaveBeenCalledWith('/toptan-giris');
  });
});

describe('call(endpoint, input, { context }) in a loader', () => {
  function loaderContext(answer: Awaited<ReturnType<WebLoadContext['api']['get']>>) {
    const get = vi.fn(async () => answer);
    const context = new RouterContextProvider();
    context.set(webContext, { api: { get } } as unknown as WebLoadContext);
    return { context, get };
  }

  it('reads in-process with the request (its cookies), with no fetch', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { context, get } = loaderContext({ ok: true, data: { items: [], page: 1, pages: 1 } });
    const answer = await call(
      'GET /api/admin/taxonomy/:kind',
      { params: { kind: 'brands' }, query: { hepsi: 'true' } },
      { context },
    );
    expect(answer).toEqual({ items: [], page: 1, pages: 1 });
    expect(get).toHaveBeenCalledWith('/api/admin/taxonomy/brands?hepsi=true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('throws the same ApiFailure for a refusal', async () => {
    const { context } = loaderContext({
      ok: false,
      status: 403,
      message: 'Bu işlem için yetkiniz yok.',
    });
    await expect(call('GET /api/cart', {}, { context })).rejects.toMatchObject({
      message: 'Bu işlem için yetkiniz yok.',
      status: 403,
    });
  });
});

describe('the contract types every call', () => {
  it('names endpoints by the method and path the contract declares', async () => {
    const { sent } = browser({ status: 200, body: {} });
    // @ts-expect-error no such endpoint: a renamed or mistyped path fails typecheck
    await call('POST /api/cart/item', { body: { skuId: 1, qty: 1 } });
    // @ts-expect-error the cart's items take POST, not PUT, at this path
    await call('PUT /api/cart/items', { body: { skuId: 1, qty: 1 } });
    expect(sent.map((s) => `${s.init.method} ${s.url}`)).toEqual([
      'POST /api/cart/item',
      'PUT /api/cart/items',
    ]);
  });

  // `tsc -p apps/web` fails when any line marked @ts-expect-error compiles: that is the check.
  it('refuses a missing param, an unknown field and a wrong answer field at typecheck', async () => {
    const { sent } = browser({ status: 200, body: {} });
    const noIndex = { params: {}, body: { qty: 1 } };
    // @ts-expect-error indexId is required by the route's params
    const missing = call('PUT /api/cart/items/:indexId', noIndex);
    await expect(missing).rejects.toThrow('/api/cart/items/:indexId: indexId eksik');
    // @ts-expect-error the body's field is qty, not quantity
    await call('PUT /api/cart/items/:indexId', { params: { indexId: 1 }, body: { quantity: 1 } });
    // @ts-expect-error a route without a body takes none
    await call('DELETE /api/cart/items/:indexId', { params: { indexId: 1 }, body: { qty: 1 } });
    const cart = await call('GET /api/cart');
    // @ts-expect-error the cart view has no `lines`
    void cart.lines;
    // The types are the guard: at run time the calls go out as written.
    expect(sent.map((s) => s.url)).toEqual(['/api/cart/items/1', '/api/cart/items/1', '/api/cart']);
  });
});
