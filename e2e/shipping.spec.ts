import { openAdminPage } from './admin';
import { expect, type Page, test } from './fixtures';
import { fillOrderDetails, productInStock, signInAsCustomer, uniquePhone } from './journeys';

/** A cash-on-delivery order placed by a guest; its number, id and shopper page. */
async function placeCashOnDeliveryOrder(page: Page, phone: string, skip: number) {
  const product = await productInStock(page.request, skip);
  await page.goto(`/urun/${product.slug}/${product._id}`);
  await page.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(page).toHaveURL(/\/sepet$/);
  await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
  await fillOrderDetails(page, { phone, firstName: 'Kargo', lastName: 'Denemesi' });
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

test('a packed order is booked from its page, its label downloads, tracking delivers it and the shopper sees the parcel', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const phone = uniquePhone();
  const order = await placeCashOnDeliveryOrder(page, phone, 6);
  await signInAsCustomer(page, phone);

  const admin = await openAdminPage(browser, 'warehouse', baseURL);
  const staff = admin.page;
  await staff.goto(`/admin-panel/siparis/${order.orderId}`);
  await expect(
    staff.getByRole('heading', { level: 1, name: `Sipariş ${order.number}` }),
  ).toBeVisible();
  await staff.getByRole('button', { name: 'Paketlendi', exact: true }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Paketlendi', exact: true }).click();
  await expect(staff.getByRole('status').filter({ hasText: /Sipariş paketlendi/ })).toBeVisible();

  // The shipping section: the suggested carrier and cash on delivery, then booking.
  const shipping = staff.locator('section[aria-labelledby="siparis-kargo"]');
  await expect(shipping.getByText(/Önerilen firma/)).toBeVisible();
  await expect(shipping.getByText(/Kapıda ödeme/).first()).toBeVisible();
  await shipping.getByRole('button', { name: 'Kargo kaydı aç' }).click();
  await expect(
    shipping.getByRole('status').filter({ hasText: /kargo kaydı açıldı/ }),
  ).toBeVisible();
  const card = shipping.locator('.admin-shipment').first();
  await expect(card).toContainText('Kargo kaydı oluşturuldu');
  const key = ((await card.getAttribute('data-testid')) ?? '').replace('shipment-', '');
  expect(key).toMatch(/^CR\d{6}[A-Z2-9]{8}$/);
  const carrier = (await card.locator('strong').first().textContent())?.includes('UPS')
    ? 'ups'
    : 'yurtici';

  // The label: an A6 PDF download.
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    card.getByRole('link', { name: 'Etiket (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`etiket-${key}.pdf`);

  // The carrier delivers (the stand-in's control), and tracking runs: "Durumu sorgula" asks the
  // carrier as the tracking job does.
  const advanced = await staff.request.post(`/__sandbox/${carrier}/shipments/${key}/advance`, {
    data: { to: 'delivered' },
  });
  expect(advanced.ok()).toBe(true);
  await card.getByRole('button', { name: 'Durumu sorgula' }).click();
  await expect(shipping.locator('.admin-shipment').first()).toContainText('Teslim edildi');
  await staff.reload();
  await expect(staff.getByTestId('siparis-durumu')).toHaveText('Teslim edildi');

  // The shopper was texted the tracking link once, and sees the parcel on the order page.
  await expect
    .poll(async () => {
      const response = await page.request.get(`/__sandbox/sms/messages?phone=${phone}`);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      return messages.filter((m) => m.text.includes('yola çıktı')).length;
    })
    .toBe(1);
  await page.goto(order.shopperPage);
  const tracking = page.getByTestId('kargo-takip');
  await expect(tracking).toBeVisible();
  await expect(tracking).toContainText('Teslim edildi');
  await page.goto('/siparislerim');
  await expect(page.getByTestId('kargo-takip').first()).toBeVisible();

  // kargo-islemleri lists it under "Teslim edildi", found by the order number.
  await staff.goto(`/admin-panel/kargo-islemleri?sekme=delivered&q=${order.number}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Kargo işlemleri' })).toBeVisible();
  await expect(staff.getByRole('link', { name: order.number })).toBeVisible();
  await admin.context.close();
});
