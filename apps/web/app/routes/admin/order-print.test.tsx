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

// The seller as the owner saved it in the back office (the print reads it from the server).
const SELLER = {
  tradeName: 'Örnek Tekstil Ticaret Ltd. Şti.',
  mersisNumber: '0123456789000017',
  taxOffice: 'Konak Vergi Dairesi',
  taxNumber: '4540536920',
  address: 'Alsancak Mah. 1469 Sok. No: 5, 35220 Konak/İzmir',
  phone: '0232 555 44 33',
  email: 'bilgi@ornektekstil.com.tr',
  kepAddress: '',
  etbisNumber: '',
  updatedAt: '2026-11-28T09:00:00.000Z',
};

describe('the order print', () => {
  afterEach(cleanup);
  const props = {
    loaderData: { order: ORDER, barcode: '', seller: SELLER },
  } as unknown as Parameters<typeof OrderPrint>[0];

  it('writes the total in Turkish words', () => {
    render(<OrderPrint {...props} />);
    expect(screen.getByTestId('amount-in-words').textContent).toBe(
      'üç yüz altmış dokuz TL seksen KR',
    );
  });

  it('names the seller as the owner saved it', () => {
    render(<OrderPrint {...props} />);
    const seller = screen.getByTestId('print-seller').textContent;
    expect(seller).toContain('Örnek Tekstil Ticaret Ltd. Şti.');
    expect(seller).toContain('Alsancak Mah. 1469 Sok. No: 5, 35220 Konak/İzmir');
    expect(seller).toContain('VKN/TCKN 4540536920');
    expect(seller).toContain('bilgi@ornektekstil.com.tr');
  });
});
