import type { AdminOrderDetail, OrderShippingView } from '@carsi/contract';
import { type AdminRole, orderActionsForRole } from '@carsi/contract/access';
import {
  ADMIN_ORDER_ACTIONS,
  type AdminOrderAction,
  formatTL,
  orderActionsAllowed,
  orderStatusOf,
  paymentStatusOf,
} from '@carsi/domain';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminOrder from './order';

// The admin order page as staff meet it: the order as GET /api/admin/orders/{id} answers (the
// contract's type), the lines and totals, and the actions this admin's role is offered.

const ORDER: AdminOrderDetail = {
  orderId: 'siparis-kimligi-0000007',
  orderNumber: '261128-00007',
  orderTime: '2026-11-28T08:00:00.000Z',
  orderStatus: 'CONFIRMED',
  paymentStatus: 'PAID',
  paymentMethod: 'CreditCard',
  customerId: null,
  orderPhone: '+905321112233',
  lines: [
    {
      index: 0,
      skuId: 4,
      productId: 2,
      sku: 'NEV-CK-BYZ',
      name: 'Pamuk Saten Nevresim Takımı',
      target: 'Pass',
      type: 'Pass',
      size: 'Çift Kişilik',
      color: 'Beyaz',
      image: null,
      qty: 2,
      price: 34_990,
      priceForOne: 34_990,
      priceGap: 0,
      vat: 10,
      productUnit: 'Adet',
      itemsTotalPrice: 69_980,
      cancelledQty: 0,
      discount: 0,
    },
    {
      index: 1,
      skuId: 9,
      productId: 5,
      sku: 'YST-5070',
      name: 'Boncuk Elyaf Yastık',
      target: 'Pass',
      type: 'Pass',
      size: '50x70',
      color: 'Beyaz',
      image: null,
      qty: 1,
      price: 24_990,
      priceForOne: 24_990,
      priceGap: 0,
      vat: 20,
      productUnit: 'Adet',
      itemsTotalPrice: 24_990,
      cancelledQty: 1,
      discount: 2_000,
    },
  ],
  itemsPrice: 82_778,
  taxPrice: 10_192,
  shippingPrice: 0,
  cashOnDeliveryFee: 0,
  discountTotal: 2_000,
  totalPrice: 92_970,
  vatByRate: [
    { rate: 10, net: 63_618, vat: 6_362 },
    { rate: 20, net: 19_160, vat: 3_830 },
  ],
  payment: {
    paymentId: '2400017',
    conversationId: 'konusma-7',
    paidPrice: 92_970,
    installment: 1,
    paidAt: '2026-11-28T08:01:00.000Z',
    cardRefund: null,
    lineRefunds: [],
  },
  deliveryContact: {
    firstName: 'Deniz',
    lastName: 'Kaya',
    phone: '+905321112233',
    email: 'deniz@example.com',
    ip: '127.0.0.1',
  },
  shippingAddress: {
    country: 'Türkiye',
    province: 'İzmir',
    district: 'Karşıyaka',
    address: 'No: 3',
  },
  individualInvoice: null,
  companyInvoice: null,
  userAnalytics: {},
  printedAt: null,
  packedAt: null,
  trackingCode: null,
  shippedAt: null,
  deliveredAt: null,
  staffNote: null,
  converterAppeal: null,
  history: [],
  notes: [],
  allowedActions: [],
};

/** The actions the server sends this role for the order (the same domain and role rules). */
const withActionsFor = (role: AdminRole, order: AdminOrderDetail): AdminOrderDetail => ({
  ...order,
  allowedActions: orderActionsForRole(
    orderActionsAllowed({
      orderStatus: orderStatusOf(order.orderStatus),
      paymentStatus: paymentStatusOf(order.paymentStatus),
      stockReleased: false,
      printed: order.printedAt !== null,
      packed: order.packedAt !== null,
    }),
    role,
  ),
});

type Sent = { url: string; method: string; body: unknown };

/** GET /api/admin/orders/{id}/shipping for an order not yet packed: no parcel, none bookable. */
const NO_PARCELS: OrderShippingView = {
  orderId: ORDER.orderId,
  orderNumber: ORDER.orderNumber,
  orderStatus: ORDER.orderStatus,
  bookable: false,
  suggestedCarrier: 'yurtici',
  suggestedReason: 'MAIN',
  cashOnDelivery: null,
  desi: 3,
  kg: 2,
  pieces: 1,
  shipments: [],
  mayShip: true,
};

/** The JSON API as the page's buttons reach it: every write answers with a Turkish message. */
function adminApi() {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      // The order's shipping section reads its parcels on mount: none yet, nothing to book.
      if (url.endsWith('/shipping'))
        return new Response(JSON.stringify(NO_PARCELS), { status: 200 });
      return new Response(JSON.stringify({ message: 'Sipariş paketlendi.', options: [] }), {
        status: 200,
      });
    }),
  );
  return sent;
}

function renderOrder(
  role: AdminRole,
  order: AdminOrderDetail = ORDER,
  withActions: (order: AdminOrderDetail) => AdminOrderDetail = (o) => withActionsFor(role, o),
) {
  const Stub = createRoutesStub([
    {
      id: 'admin-shell',
      path: '/admin-panel',
      loader: () => ({ role }),
      HydrateFallback: () => null,
      Component: () => (
        <MantineProvider>
          <Outlet />
        </MantineProvider>
      ),
      children: [
        {
          path: 'siparis/:id',
          loader: () => withActions(order),
          Component: AdminOrder as never,
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={[`/admin-panel/siparis/${order.orderId}`]} />);
}

const pageShown = (order = ORDER) =>
  screen.findByRole('heading', { name: `Sipariş ${order.orderNumber}` }, { timeout: 10_000 });

const offered = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.textContent?.trim())
    .filter(Boolean);

/** The control each action the server may send stands for on the page. */
const CONTROL_OF: Record<AdminOrderAction, string> = {
  markPrinted: 'Yazdırıldı işaretle',
  markPacked: 'Paketlendi',
  ship: 'Takip kodunu kaydet',
  correctTracking: 'Takip kodunu kaydet',
  setDelivered: 'Teslim edildi',
  setUndelivered: 'Teslim edilemedi',
  cancelWhole: 'Siparişi iptal et',
  cancelLines: 'Seçilenleri iptal et',
  markPaid: 'Ödendi işaretle',
  cancelPaymentOrder: 'Ödeme siparişini iptal et',
  setPaymentMethod: 'Kapıda ödeme yap',
  updateCancelledPayment: 'İptal edilen ödemeyi güncelle',
  swapLine: 'Beden/renk değiştir',
  updateContact: 'Kaydet',
  updateInvoice: 'Faturayı kaydet',
  addNote: 'Not ekle',
};

describe('the admin order page', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each line with its SKU, quantity, cancelled units and total, and the order totals', async () => {
    adminApi();
    renderOrder('owner');
    await pageShown();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('Pamuk Saten Nevresim Takımı');
    expect(rows[1]!.textContent).toContain('NEV-CK-BYZ');
    expect(rows[1]!.textContent).toContain(formatTL(69_980));
    expect(rows[2]!.textContent).toContain('1 (1 iptal)');
    // The line total is after its discount.
    expect(rows[2]!.textContent).toContain(formatTL(22_990));
    expect(screen.getByText('KDV %10').nextElementSibling?.textContent).toBe(formatTL(6_362));
    expect(screen.getByText('KDV %20').nextElementSibling?.textContent).toBe(formatTL(3_830));
    expect(screen.getByText('Toplam').nextElementSibling?.textContent).toBe(formatTL(92_970));
  });

  it('offers the owner what a confirmed order allows, and nothing a later status needs', async () => {
    adminApi();
    renderOrder('owner');
    await pageShown();
    const buttons = offered();
    expect(buttons).toEqual(
      expect.arrayContaining([
        'Yazdırıldı işaretle',
        'Paketlendi',
        'Siparişi iptal et',
        'Seçilenleri iptal et',
      ]),
    );
    expect(buttons).not.toContain('Teslim edildi');
    expect(buttons).not.toContain('Ödendi işaretle');
    // Cancelling lines waits until a quantity is chosen.
    expect(
      screen.getByRole('button', { name: 'Seçilenleri iptal et' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('offers the warehouse packing but no cancelling', async () => {
    adminApi();
    renderOrder('warehouse');
    await pageShown();
    const buttons = offered();
    expect(buttons).toContain('Paketlendi');
    expect(buttons).not.toContain('Siparişi iptal et');
    expect(screen.queryByRole('columnheader', { name: 'İptal adedi' })).toBeNull();
  });

  it('offers a shipped order delivered / not delivered, and no packing or cancelling', async () => {
    adminApi();
    const shipped = { ...ORDER, orderStatus: 'SHIPPED', packedAt: '2026-11-28T09:00:00.000Z' };
    renderOrder('owner', shipped);
    await pageShown(shipped);
    const buttons = offered();
    expect(buttons).toEqual(expect.arrayContaining(['Teslim edildi', 'Teslim edilemedi']));
    expect(buttons).not.toContain('Paketlendi');
    expect(buttons).not.toContain('Siparişi iptal et');
  });

  it('renders what the server allows: an undelivered order may be cancelled and shipped again', async () => {
    adminApi();
    const back = { ...ORDER, orderStatus: 'UNDELIVERED', packedAt: '2026-11-28T09:00:00.000Z' };
    renderOrder('operations', back);
    await pageShown(back);
    const buttons = offered();
    expect(buttons).toEqual(expect.arrayContaining(['Siparişi iptal et', 'Takip kodunu kaydet']));
    expect(buttons).not.toContain('Seçilenleri iptal et');
    expect(buttons).not.toContain('Teslim edildi');
  });

  it('packs after the confirmation and shows the server message', async () => {
    const sent = adminApi();
    const user = userEvent.setup({ delay: null });
    renderOrder('operations');
    await pageShown();
    await user.click(screen.getByRole('button', { name: 'Paketlendi' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Sipariş paketlendi olarak işaretlensin mi?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Paketlendi' }));

    expect((await screen.findByRole('status')).textContent).toBe('Sipariş paketlendi.');
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([
      { url: `/api/admin/orders/${ORDER.orderId}/packed`, method: 'POST', body: {} },
    ]);
  });

  it('offers no action when the server allows none', async () => {
    adminApi();
    renderOrder('owner', ORDER, (order) => ({ ...order, allowedActions: [] }));
    await pageShown();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByLabelText('Kargo takip kodu')).toBeNull();
    expect(screen.queryByLabelText('Yeni not')).toBeNull();
  });

  it.each(ADMIN_ORDER_ACTIONS)(
    'renders %s when the server allows it alone, and no other action',
    async (name) => {
      adminApi();
      // A status the actions' own rules would not offer everything in: the page must not care.
      const delivered = { ...ORDER, orderStatus: 'DELIVERED' };
      renderOrder('owner', delivered, (order) => ({ ...order, allowedActions: [name] }));
      await pageShown(delivered);
      expect([...new Set(offered())]).toEqual([CONTROL_OF[name]]);
    },
  );
});
