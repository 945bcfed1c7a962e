import type { AdminOrderDetail } from '@carsi/contract';
import { type AdminRole, orderActionsForRole } from '@carsi/contract/access';
import { orderActionsAllowed, orderStatusOf, paymentStatusOf } from '@carsi/domain';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import AdminOrder from './order';

const ORDER: AdminOrderDetail = {
  orderId: 'siparis-kimligi-0000001',
  orderNumber: '261128-00021',
  orderTime: '2026-11-28T08:00:00.000Z',
  orderStatus: 'CONFIRMED',
  paymentStatus: 'CASH_ON_DELIVERY',
  paymentMethod: 'CashOnDelivery',
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
      qty: 1,
      price: 34_990,
      priceForOne: 34_990,
      priceGap: 0,
      vat: 10,
      productUnit: 'Adet',
      itemsTotalPrice: 34_990,
      cancelledQty: 0,
      discount: 0,
    },
  ],
  itemsPrice: 31_809,
  taxPrice: 3_181,
  shippingPrice: 0,
  cashOnDeliveryFee: 1_990,
  discountTotal: 0,
  totalPrice: 36_980,
  vatByRate: [{ rate: 10, net: 31_809, vat: 3_181 }],
  payment: {
    paymentId: null,
    conversationId: null,
    paidPrice: null,
    installment: null,
    paidAt: null,
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
} as unknown as AdminOrderDetail;

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

/** The page renders after its loaders; on a busy machine that takes more than a second. */
const LOADED = { timeout: 10_000 };

function renderOrder(order: AdminOrderDetail) {
  const Stub = createRoutesStub([
    {
      id: 'admin-shell',
      path: '/admin-panel',
      loader: () => ({ role: 'owner' satisfies AdminRole }),
      HydrateFallback: () => null,
      Component: () => (
        <MantineProvider>
          <Outlet />
        </MantineProvider>
      ),
      children: [
        {
          path: 'siparis/:id',
          loader: () => withActionsFor('owner', order),
          Component: AdminOrder as never,
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={[`/admin-panel/siparis/${order.orderId}`]} />);
}

describe('the admin order page', () => {
  afterEach(cleanup);

  it('a cash-on-delivery order shows what the courier collects, not an empty card record', async () => {
    renderOrder(ORDER);
    expect(
      await screen.findByText('Kapıda ödeme: 369.80 TL teslimatta tahsil edilecek.', {}, LOADED),
    ).toBeTruthy();
    expect(screen.queryByText(/iyzico ödeme no/)).toBeNull();
    // Before packing, a line's size or colour can be changed (the owner may).
    expect(screen.getByRole('heading', { name: 'Beden veya renk değiştir' })).toBeTruthy();
  });

  it('a card order keeps its iyzico record', async () => {
    renderOrder({
      ...ORDER,
      paymentMethod: 'CreditCard',
      paymentStatus: 'PAID',
      payment: {
        ...ORDER.payment!,
        paymentId: '2400017',
        conversationId: 'konusma-1',
        paidPrice: 34_990,
        installment: 1,
        paidAt: '2026-11-28T08:01:00.000Z',
      },
    });
    expect(await screen.findByText(/iyzico ödeme no: 2400017/, {}, LOADED)).toBeTruthy();
  });
});
