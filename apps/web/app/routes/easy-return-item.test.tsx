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
});
