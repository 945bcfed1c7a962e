import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import OrderPrint from './order-print';

// The fields of AdminOrderDetail the print reads.
const ORDER = {
  orderId: 'd0c1b2a3-9485-4766-8a9b-0c1d2e3f4a5b',
  orderNumber: '261128-90017',
  printedAt: null,
  paymentMethod: 'CashOnDelivery',
  totalPrice: 36_980,
  deliveryContact: { firstName: 'Deniz', lastName: 'Kaya', phone: '0532 111 22 33' },
  shippingAddress: {
    address: 'Bostanlı Mah. 1. Sokak No: 3',
    district: 'Karşıyaka',
    province: 'İzmir',
  },
  lines: [
    {
      index: 0,
      sku: 'NEV-CK-BYZ',
      name: 'Pamuk Saten Nevresim Takımı',
      size: 'Çift Kişilik',
      color: 'Beyaz',
      qty: 1,
      itemsTotalPrice: 34_990,
      discount: 0,
    },
  ],
};

describe('the order print', () => {
  afterEach(cleanup);

  it('writes the total in Turkish words', () => {
    const props = { loaderData: { order: ORDER, barcode: '' } } as unknown as Parameters<
      typeof OrderPrint
    >[0];
    render(<OrderPrint {...props} />);
    expect(screen.getByTestId('amount-in-words').textContent).toBe(
      'üç yüz altmış dokuz TL seksen KR',
    );
  });
});
