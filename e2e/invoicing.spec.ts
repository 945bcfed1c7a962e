import { openAdminPage } from './admin';
import { expect, type Page, test } from './fixtures';
import { fillOrderDetails, productInStock, signInAsCustomer, uniquePhone } from './journeys';

/** A guest's cash-on-delivery order of one product of the demo catalogue. */
async function placeCashOrder(page: Page, phone: string) {
  const product = await productInStock(page.request, 6);
  await page.goto(`/urun/${product.slug}/${product._id}`);
  await page.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(page).toHaveURL(/\/sepet$/);
  await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
  await fillOrderDetails(page, { phone, firstName: 'Elif', lastName: 'Aydın' });
  await page.getByRole('checkbox', { name: /okudum ve onaylıyorum/ }).check();
  await page.getByRole('button', { name: 'Ödeme Adımına Geç' }).click();
  await expect(page).toHaveURL(/\/odeme-adimi-2\/2\?unpaidid=/);
  await page.getByRole('radio', { name: /Kapıda Ödeme/ }).check();
  await page.getByRole('button', { name: /Siparişi Onayla/ }).click();
  await expect(page).toHaveURL(/\/tesekkurler\?siparis=/, { timeout: 20_000 });
  const number = (await page.locator('.thank-you__number strong').textContent()) ?? '';
  const orderId = new URL(page.url()).searchParams.get('siparis') ?? '';
  return { number, orderId, shopperPage: `/siparis-detaylari/${orderId}/${number}` };
}

test('a shipped order gets its e-Arşiv with no click: the shopper opens the PDF, staff find it in fatura işlemleri', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const phone = uniquePhone();
  const order = await placeCashOrder(page, phone);
  await signInAsCustomer(page, phone);

  // Staff print, pack and hand it to the carrier (the same calls the order screen makes).
  const admin = await openAdminPage(browser, 'owner', baseURL);
  const staff = admin.page;
  const act = async (method: 'POST' | 'PUT', action: string, data: object = {}) => {
    const response = await staff.request.fetch(`/api/admin/orders/${order.orderId}/${action}`, {
      method,
      data,
      headers: { origin: baseURL ?? '' },
    });
    expect(response.status(), action).toBe(200);
  };
  await act('POST', 'printed');
  await act('POST', 'packed');
  await act('PUT', 'tracking-code', { trackingCode: 'YK20269999' });

  // The chain runs against the Paraşüt stand-in: the order page links the PDF once stored.
  await expect
    .poll(
      async () => {
        await page.goto(order.shopperPage);
        return page.getByTestId('invoice-link').count();
      },
      { timeout: 180_000, intervals: [5_000] },
    )
    .toBe(1);
  const href = (await page.getByTestId('invoice-link').getAttribute('href')) ?? '';
  expect(href).toBe(`/api/orders/viewinvoice/${order.orderId}/${order.number}`);
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  // The link alone opens nothing: a stranger is refused.
  const stranger = await browser.newContext({ baseURL });
  expect((await stranger.request.get(href)).status()).toBe(403);
  await stranger.close();

  await staff.goto('/admin-panel/fatura-islemleri');
  await expect(staff.getByRole('heading', { level: 1, name: 'Fatura işlemleri' })).toBeVisible();
  await staff.getByLabel('Sipariş no, alıcı veya GİB no').fill(order.number);
  await staff.getByRole('button', { name: 'Ara' }).click();
  await expect(staff).toHaveURL(/q=/);
  await staff.getByRole('link', { name: order.number }).click();
  await expect(
    staff.getByRole('heading', { level: 1, name: `Fatura: ${order.number}` }),
  ).toBeVisible();
  await expect(staff.getByTestId('invoice-status')).toHaveText('Kesildi');
  await expect(staff.getByText('e-Arşiv', { exact: true })).toBeVisible();
  await expect(staff.getByRole('link', { name: "PDF'i aç" })).toHaveAttribute('href', href);
  await admin.context.close();
});
