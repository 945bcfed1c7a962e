import type { CartView, CreateOrderBody, OrderView } from '@carsi/contract';
import { formatTL, VALIDATION_TEXTS } from '@carsi/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialCheckoutForm } from '../components/purchase/checkout-form';
import CheckoutDetails from './checkout-details';

// Checkout step 1 as a shopper meets it: the loader's data as the server gives it, the form
// checked in Turkish before anything is sent, and POST /api/orders with the details only.

const CART: CartView = {
  id: 'paylasim-kimligi-0000001',
  items: [
    {
      indexId: 1,
      skuId: 4,
      productId: 2,
      sku: 'NEV-CK-BYZ',
      name: 'Pamuk Saten Nevresim Takımı',
      slug: 'pamuk-saten-nevresim-takimi',
      image: null,
      size: 'Çift Kişilik',
      color: 'Beyaz',
      target: 'Pass',
      type: 'Pass',
      price: 34_990,
      priceForOne: 34_990,
      priceGap: 0,
      vat: 10,
      qty: 1,
      maxPurchaseQty: 5,
      countInStock: 12,
      productUnit: 'Adet',
      buyOneGetOneFree: false,
      free: false,
      gift: false,
      quantityLocked: false,
      itemsTotalPrice: 34_990,
      undiscountedTotalPrice: 34_990,
      discountEndsAt: null,
      codeDiscount: 0,
    },
  ],
  totals: {
    totalQty: 1,
    totalAmountWithoutDiscount: 34_990,
    totalAmount: 31_809,
    taxPrice: 3_181,
    totalAmountWithVat: 34_990,
  },
  discountCodes: [],
  codeNotices: [],
  codeDiscount: 0,
  surpriceDiscount: 0,
  shippingPrice: 0,
  freeShippingThreshold: 50_000,
  remainingForFreeShipping: 15_010,
  canCheckout: true,
};

const LOADER_DATA = {
  cart: CART,
  contract: { title: 'Mesafeli Satış Sözleşmesi', sections: [] },
  seller: [],
  returnShipping: '',
  initialForm: initialCheckoutForm,
};

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** The shop's API as the browser reaches it: /api/orders answers with `order`. */
function shopApi(order: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (url === '/api/orders') {
        return new Response(JSON.stringify(order.body), { status: order.status });
      }
      return new Response(JSON.stringify({ phone: '+905321112233' }), { status: 200 });
    }),
  );
  return sent;
}

function PaymentStep() {
  const [search] = useSearchParams();
  return <h1>Ödeme adımı: {search.get('unpaidid')}</h1>;
}

/** The step is on screen (the stub runs the loader first; a busy machine takes its time). */
const stepShown = () =>
  screen.findByRole('heading', { name: 'Sipariş Bilgileri' }, { timeout: 10_000 });

function renderCheckout() {
  const Stub = createRoutesStub([
    {
      path: '/odeme-adimi-1',
      HydrateFallback: () => null,
      loader: () => LOADER_DATA,
      Component: CheckoutDetails as never,
    },
    { path: '/odeme-adimi-2/2', Component: PaymentStep },
  ]);
  return render(<Stub initialEntries={['/odeme-adimi-1']} />);
}

async function fillInDelivery(user: ReturnType<typeof userEvent.setup>) {
  const delivery = screen.getByRole('group', { name: 'Teslimat bilgileri' });
  await user.type(within(delivery).getByLabelText('Ad'), 'Deniz');
  await user.type(within(delivery).getByLabelText('Soyad'), 'Kaya');
  await user.type(within(delivery).getByLabelText('Cep telefonu'), '0532 111 22 33');
  await user.type(within(delivery).getByLabelText('E-posta'), 'deniz@example.com');
  const address = screen.getByRole('group', { name: 'Teslimat adresi' });
  await user.selectOptions(within(address).getByLabelText('İl'), 'İzmir');
  await user.selectOptions(within(address).getByLabelText('İlçe'), 'Karşıyaka');
  await user.type(within(address).getByLabelText('Adres'), 'Cumhuriyet Mah. No: 3');
}

async function acceptContracts(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    within(screen.getByRole('group', { name: 'Sözleşmeler' })).getByRole('checkbox'),
  );
}

// Typing a whole address takes a few seconds on a busy machine.
describe('checkout step 1 (/odeme-adimi-1)', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the totals of the cart it was loaded with', async () => {
    shopApi({ status: 201, body: {} });
    renderCheckout();
    expect(await stepShown()).toBeTruthy();
    expect(screen.getByText(formatTL(CART.totals.totalAmount))).toBeTruthy();
    expect(screen.getByText(formatTL(CART.totals.totalAmountWithVat))).toBeTruthy();
  });

  it('names every missing field in Turkish and sends nothing', async () => {
    const sent = shopApi({ status: 201, body: {} });
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await stepShown();
    await user.click(screen.getByRole('button', { name: 'Ödeme Adımına Geç' }));

    expect(screen.getByRole('alert').textContent).toBe('Lütfen işaretli alanları düzeltin.');
    const delivery = screen.getByRole('group', { name: 'Teslimat bilgileri' });
    const firstName = within(delivery).getByLabelText('Ad');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(VALIDATION_TEXTS.required).length).toBeGreaterThan(0);
    expect(screen.getByText(VALIDATION_TEXTS.mobilePhone)).toBeTruthy();
    expect(screen.getByText(VALIDATION_TEXTS.email)).toBeTruthy();
    expect(screen.getByText('İl seçin.')).toBeTruthy();
    expect(
      screen.getByText('Ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylayın.'),
    ).toBeTruthy();
    expect(sent.filter((s) => s.url === '/api/orders')).toEqual([]);
  });

  it('sends the details (never a price) with an idempotency key and goes on to payment', async () => {
    const sent = shopApi({
      status: 201,
      body: { orderId: 'siparis-kimligi-0000042', totalPrice: 34_990 } satisfies Partial<OrderView>,
    });
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await stepShown();
    await fillInDelivery(user);
    await acceptContracts(user);
    await user.click(screen.getByRole('button', { name: 'Ödeme Adımına Geç' }));

    expect(
      await screen.findByRole('heading', { name: 'Ödeme adımı: siparis-kimligi-0000042' }),
    ).toBeTruthy();
    const orders = sent.filter((s) => s.url === '/api/orders');
    expect(orders).toHaveLength(1);
    expect(orders[0]!.method).toBe('POST');
    expect(orders[0]!.headers['idempotency-key']).toMatch(/^checkout-/);
    expect(orders[0]!.body).toEqual({
      deliveryContact: {
        firstName: 'Deniz',
        lastName: 'Kaya',
        phone: '0532 111 22 33',
        email: 'deniz@example.com',
      },
      shippingAddress: {
        country: 'Türkiye',
        province: 'İzmir',
        district: 'Karşıyaka',
        address: 'Cumhuriyet Mah. No: 3',
      },
      invoiceType: 'individual',
      individualInvoice: {
        firstName: 'Deniz',
        lastName: 'Kaya',
        email: 'deniz@example.com',
        province: 'İzmir',
        district: 'Karşıyaka',
        address: 'Cumhuriyet Mah. No: 3',
      },
      acceptedContracts: true,
    } satisfies CreateOrderBody);
  });

  it("puts the server's refusal beside the field it names and stays on the step", async () => {
    shopApi({
      status: 400,
      body: {
        message: 'Bu telefon numarasıyla sipariş verilemiyor.',
        code: 'VALIDATION_FAILED',
        errors: [
          {
            field: 'body.deliveryContact.phone',
            message: 'Bu telefon numarasıyla sipariş verilemiyor.',
          },
        ],
      },
    });
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await stepShown();
    await fillInDelivery(user);
    await acceptContracts(user);
    await user.click(screen.getByRole('button', { name: 'Ödeme Adımına Geç' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bu telefon numarasıyla sipariş verilemiyor.',
    );
    const phone = screen.getByLabelText('Cep telefonu');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('deliveryContact.phone-error')?.textContent).toBe(
      'Bu telefon numarasıyla sipariş verilemiyor.',
    );
    expect(screen.getByRole('button', { name: 'Ödeme Adımına Geç' })).toBeTruthy();
  });

  it('says in Turkish when the shop cannot be reached, keeps the details and sends again', async () => {
    const sent: string[] = [];
    let online = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        sent.push(url);
        if (url !== '/api/orders') {
          return new Response(JSON.stringify({ phone: '+905321112233' }), { status: 200 });
        }
        if (!online) throw new TypeError('Failed to fetch');
        return new Response(
          JSON.stringify({ orderId: 'siparis-kimligi-0000043', totalPrice: 34_990 }),
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await stepShown();
    await fillInDelivery(user);
    await acceptContracts(user);
    await user.click(screen.getByRole('button', { name: 'Ödeme Adımına Geç' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bağlantı kurulamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.',
    );
    const delivery = screen.getByRole('group', { name: 'Teslimat bilgileri' });
    expect((within(delivery).getByLabelText('Soyad') as HTMLInputElement).value).toBe('Kaya');

    online = true;
    await user.click(screen.getByRole('button', { name: 'Ödeme Adımına Geç' }));
    expect(
      await screen.findByRole('heading', { name: 'Ödeme adımı: siparis-kimligi-0000043' }),
    ).toBeTruthy();
    expect(sent.filter((url) => url === '/api/orders')).toHaveLength(2);
  });
});
