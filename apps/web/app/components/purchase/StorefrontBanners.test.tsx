import type { OrderView, StorefrontPersonal } from '@carsi/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderChanges } from './OrderChanges';
import { OrderSummary } from './OrderSummary';
import { StorefrontBanners } from './StorefrontBanners';

const PERSONAL: StorefrontPersonal = {
  customer: null,
  cartUnits: 0,
  customerGotDiscount: false,
  unpaidOrders: [
    {
      orderId: 'odenmemis-siparis-00001',
      orderNumber: '261128-00007',
      totalPrice: 34_990,
      orderTime: '2026-11-28T08:00:00.000Z',
      holdExpiresAt: '2026-11-28T08:30:00.000Z',
    },
  ],
  pendingOrder: { orderId: 'bekleyen-siparis-000001', orderNumber: '261127-00003' },
};

/** A storefront page under the root route, whose loader carries the visitor's parts. */
function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ personal: PERSONAL }),
      HydrateFallback: () => null,
      Component: () => (
        <>
          <StorefrontBanners />
          <Outlet />
        </>
      ),
      children: [
        { path: 'urun/:title/:id', Component: () => <h1>Ürün</h1> },
        { path: 'sepet', Component: () => <h1>Sepetim</h1> },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe('the pending-order and unpaid-orders banners', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('show on a product page; closing keeps the unpaid banner closed', async () => {
    const user = userEvent.setup();
    renderAt('/urun/pamuk-nevresim/12');
    expect((await screen.findByTestId('pending-order')).textContent).toContain(
      '261127-00003 numaralı siparişiniz henüz paketlenmedi',
    );
    expect(screen.getByText(/Sipariş 261128-00007/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByText(/Sipariş 261128-00007/)).toBeNull();
    expect(localStorage.getItem('keepMessageClosed')).toBe('true');
  });

  it('deleting an unpaid order removes it from the banner', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async () => new Response(JSON.stringify({}), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderAt('/urun/pamuk-nevresim/12');
    await user.click(await screen.findByRole('button', { name: 'Siparişi sil' }));
    expect(fetch).toHaveBeenCalledWith(
      '/api/orders/orderdelete/odenmemis-siparis-00001',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(screen.queryByText(/Sipariş 261128-00007/)).toBeNull();
  });

  it('the cart shows its own banners, so the page-wide ones stay out', async () => {
    renderAt('/sepet');
    await screen.findByRole('heading', { name: 'Sepetim' });
    expect(screen.queryByTestId('pending-order')).toBeNull();
  });
});

describe('the storefront order page', () => {
  const order = {
    orderId: 'siparis-kimligi-0000001',
    orderNumber: '261128-00011',
    orderStatus: 'CONFIRMED',
    shopperMayChange: true,
    trackingCode: null,
    itemsPrice: 31_809,
    taxPrice: 3_181,
    shippingPrice: 0,
    cashOnDeliveryFee: 0,
    totalPrice: 34_990,
    orderItems: [
      {
        skuId: 4,
        sku: 'NEV-CK-BYZ',
        name: 'Pamuk Saten Nevresim Takımı',
        size: 'Çift Kişilik',
        color: 'Beyaz',
        target: 'Pass',
        type: 'Pass',
        qty: 1,
        price: 34_990,
        itemsTotalPrice: 34_990,
      },
    ],
  } as unknown as OrderView;

  it('names the chosen size and colour, and its cancel buttons are the shop’s buttons', () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <>
            <OrderSummary order={order} />
            <OrderChanges order={order} />
          </>
        ),
      },
    ]);
    render(<Stub />);
    return screen.findByText('Çift Kişilik / Beyaz').then(() => {
      expect(screen.getByText(/Pamuk Saten Nevresim Takımı — Çift Kişilik \/ Beyaz/)).toBeTruthy();
      for (const name of ['1 adet iptal et', 'Siparişi iptal et']) {
        expect(screen.getByRole('button', { name }).className).toContain('button');
      }
    });
  });
});
