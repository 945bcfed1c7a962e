import type { ReturnableOrder } from '@carsi/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETURN_PHONE_KEY } from '../components/returns/ReturnLookupForm';
import EasyReturnItem from './easy-return-item';

const ORDER: ReturnableOrder = {
  orderId: 'sipariş-kimliği-123456',
  orderNumber: '250101-90001',
  orderTime: '2026-11-20T10:00:00.000Z',
  deliveredAt: '2026-11-25T10:00:00.000Z',
  refundChannel: 'bankTransfer',
  lines: [
    {
      index: 0,
      name: 'Pamuk Saten Nevresim Takımı',
      size: 'Çift',
      color: 'Beyaz',
      image: null,
      qty: 3,
      returnableQty: 3,
      paid: 89_970,
      returnUntil: '2027-02-23T10:00:00.000Z',
    },
    {
      index: 1,
      name: 'Boncuk Elyaf Yastık',
      size: '50x70',
      color: 'Beyaz',
      image: null,
      qty: 1,
      returnableQty: 1,
      paid: 24_990,
      returnUntil: '2027-02-23T10:00:00.000Z',
    },
  ],
  returns: [],
  withdrawalUntil: null,
  returnShipping:
    'İade kargosu: Yurtiçi Kargo. Gönderim ücretini mağazamız öder; ürünü yalnızca bu kargo ile gönderin.',
};

function renderPage() {
  const Stub = createRoutesStub([
    {
      path: '/kolay-iade-baslat/:shortOrderId/:id/:index',
      // The stub hands the route module's component its params, as the framework does.
      Component: EasyReturnItem as never,
    },
  ]);
  return render(
    <Stub initialEntries={[`/kolay-iade-baslat/${ORDER.orderNumber}/${ORDER.orderId}/0`]} />,
  );
}

describe('/kolay-iade-baslat/{shortOrderId}/{id}/{index}', () => {
  beforeEach(() => {
    sessionStorage.setItem(RETURN_PHONE_KEY, '0555 999 00 01');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(ORDER), { status: 200 })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('keeps the page when the shopper picks quantities for several lines', async () => {
    const user = userEvent.setup();
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    try {
      renderPage();
      const second = await screen.findByLabelText(/Boncuk Elyaf Yastık/);
      const first = screen.getByLabelText(/Pamuk Saten Nevresim Takımı/);
      await user.selectOptions(first, '2 adet iade et');
      await user.selectOptions(second, '1 adet iade et');
      await user.selectOptions(first, '1 adet iade et');

      expect(errors).toEqual([]);
      expect(
        screen.getByRole('heading', { name: /İade Talebi — Sipariş 250101-90001/ }),
      ).toBeTruthy();
      expect((first as HTMLSelectElement).value).toBe('1');
      expect((second as HTMLSelectElement).value).toBe('1');
    } finally {
      window.removeEventListener('error', onError);
    }
  });

  it('tells the shopper in Turkish when the saved phone no longer opens the order', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              message: 'Sipariş numarası ve telefon eşleşmedi.',
              code: 'NOT_FOUND',
            }),
            { status: 404 },
          ),
      ),
    );
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Kayıtlı telefon numaranızla sipariş açılamadı (Sipariş numarası ve telefon eşleşmedi.). Lütfen bilgilerinizi yeniden girin.',
    );
    // The lookup form is there to try again by hand.
    expect(screen.getByRole('button', { name: 'Devam et' })).toBeTruthy();
  });

  it('offers withdrawal without a reason while the 14 days last, and sends none', async () => {
    const user = userEvent.setup();
    const open = { ...ORDER, withdrawalUntil: new Date(Date.now() + 5 * 86_400_000).toISOString() };
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url).endsWith('/api/returns') && init?.method === 'POST') {
          sent.push(JSON.parse(String(init.body)));
          return new Response(JSON.stringify({ message: 'durdu' }), { status: 409 });
        }
        return new Response(JSON.stringify(open), { status: 200 });
      }),
    );
    renderPage();
    const withdrawal = await screen.findByRole('radio', {
      name: 'Cayma hakkı (sebep belirtmeden)',
    });
    expect((withdrawal as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/İade kargosu: Yurtiçi Kargo/)).toBeTruthy();
    // No reason is asked for: the reason list is hidden.
    expect(screen.queryByRole('combobox', { name: 'İade nedeni' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'İade talebini gönder' }));
    await screen.findByRole('alert');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ withdrawal: true });
    expect(sent[0]).not.toHaveProperty('reason');

    // Choosing a return with a reason brings the list back, and it is required again.
    await user.click(screen.getByRole('radio', { name: /Nedenini belirterek iade/ }));
    expect(screen.getByRole('combobox', { name: 'İade nedeni' })).toBeTruthy();
  });

  it('says so when the shop cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderPage();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.',
    );
  });
});
