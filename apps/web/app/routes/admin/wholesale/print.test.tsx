import type { WholesaleOrderView } from '@carsi/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminWholesaleOrderPrint from './print';

const ORDER: WholesaleOrderView = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  orderNumber: 'T00001234',
  accountId: '0b1c2d3e-4f5a-4b6c-8d7e-8f9a0b1c2d3e',
  companyName: 'Demo Tekstil Bayi',
  orderStatus: 'PENDING_BANK_TRANSFER',
  statusLabel: 'Havale Bekleniyor',
  nextStatuses: [],
  paymentMethod: 'bankTransfer',
  paymentTerm: 0,
  downPaymentPercentage: 0,
  downPayment: 0,
  dueAt: null,
  items: [
    {
      skuId: 7,
      sku: 'NEV-CK-BYZ',
      name: 'Pamuk Saten Nevresim Takımı Çift Kişilik Beyaz',
      image: null,
      qty: 10,
      productUnit: 'Adet',
      price: 1_234_560,
      vat: 10,
    },
  ],
  freeItems: [],
  price: 12_345_600,
  taxPrice: 1_234_560,
  totalPrice: 13_580_160,
  freeGoodsEarned: 0,
  freeGoodsUsed: 0,
  freeGoodsAllocation: 0,
  deliveryAddress: {
    title: 'Merkez Depo',
    contactName: 'Ayşe Yılmaz',
    phone: '+905000000101',
    address: 'Demirtaş OSB, Lale Sokak No: 7',
    province: 'Bursa',
    district: 'Osmangazi',
  },
  documentUrl: null,
  paymentId: null,
  bankAccount: {
    bankName: 'Ziraat Bankası',
    accountHolder: 'Çarşı Ev Tekstili A.Ş.',
    iban: 'TR68 0001 0000 0012 3456 7890 12',
  },
  isPrinted: false,
  statusHistory: [],
  createdAt: '2026-11-28T09:00:00.000Z',
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

const renderPrint = (order: WholesaleOrderView) => {
  const props = { loaderData: { order, seller: SELLER } } as unknown as Parameters<
    typeof AdminWholesaleOrderPrint
  >[0];
  return render(<AdminWholesaleOrderPrint {...props} />);
};

describe('the wholesale order print', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200 })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('writes the amount in Turkish words and where to pay a bank transfer', () => {
    renderPrint(ORDER);
    expect(screen.getByTestId('amount-in-words').textContent).toBe(
      'yüz otuz beş bin sekiz yüz bir TL altmış KR',
    );
    const bank = screen.getByRole('region', { name: 'Havale bilgileri' });
    expect(bank.textContent).toContain('Ziraat Bankası');
    expect(bank.textContent).toContain('Çarşı Ev Tekstili A.Ş.');
    expect(screen.getByTestId('bank-iban').textContent).toBe('TR68 0001 0000 0012 3456 7890 12');
  });

  it('names the seller as the owner saved it, above the buyer', () => {
    renderPrint(ORDER);
    const seller = screen.getByTestId('print-seller').textContent;
    expect(seller).toContain('Örnek Tekstil Ticaret Ltd. Şti.');
    expect(seller).toContain('Konak Vergi Dairesi');
    expect(seller).toContain('0123456789000017');
  });

  it('leaves the bank out for an order paid otherwise', () => {
    renderPrint({ ...ORDER, paymentMethod: 'dueUponInvoice', bankAccount: null });
    expect(screen.queryByRole('region', { name: 'Havale bilgileri' })).toBeNull();
    expect(screen.getByTestId('amount-in-words').textContent).toContain('TL');
  });

  it('marks the order printed once, and says so in Turkish when that fails', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ message: 'Bu işlem için yetkiniz yok.', code: 'FORBIDDEN' }),
          { status: 403 },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    renderPrint(ORDER);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Sipariş yazdırıldı olarak işaretlenemedi (Bu işlem için yetkiniz yok.). Sayfayı yenileyip deneyin.',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/wholesale/adminUpdateWholeSaleOrderPrintStatus');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ orderId: ORDER.id });
    // The order itself still prints.
    expect(screen.getByTestId('amount-in-words').textContent).toContain('TL');
  });

  it('shows no alert when the order is marked printed', async () => {
    renderPrint(ORDER);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
