import { openAdminPage } from './admin';
import { type BrowserContext, expect, type Page, test } from './fixtures';
import { fillOrderDetails, productInStock, uniquePhone } from './journeys';

/** A guest orders a product with cash on delivery; returns the order number. */
async function guestOrdersCashOnDelivery(page: Page, phone: string) {
  const product = await productInStock(page.request);
  await page.goto(`/urun/${product.slug}/${product._id}`);
  await page.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(page).toHaveURL(/\/sepet$/);
  await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
  await fillOrderDetails(page, { firstName: 'Selin', lastName: 'Kaya', phone });
  await page.getByRole('checkbox', { name: /okudum ve onaylıyorum/ }).check();
  await page.getByRole('button', { name: 'Ödeme Adımına Geç' }).click();
  await expect(page).toHaveURL(/\/odeme-adimi-2\/2\?unpaidid=/);
  await page.getByRole('radio', { name: /Kapıda Ödeme/ }).check();
  await page.getByRole('button', { name: /Siparişi Onayla/ }).click();
  await expect(page).toHaveURL(/\/tesekkurler\?siparis=/);
  return (await page.locator('.thank-you__number strong').textContent()) as string;
}

test('a shopper withdraws within 14 days without a reason and sees the refund deadline; accounting sees it in the returns list', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const contexts: BrowserContext[] = [];
  try {
    // The journey's own order, delivered through the staff's order actions.
    const phone = uniquePhone();
    const orderNumber = (await guestOrdersCashOnDelivery(page, phone)).trim();
    const found = await page.request.post('/api/returns/lookup', {
      data: { orderNumber, phone },
    });
    expect(found.status(), await found.text()).toBe(200);
    const { orderId } = (await found.json()) as { orderId: string };
    const warehouse = await openAdminPage(browser, 'warehouse', baseURL);
    contexts.push(warehouse.context);
    const origin = new URL(baseURL ?? '').origin;
    for (const [method, step, data] of [
      ['POST', 'packed', {}],
      ['PUT', 'tracking-code', { trackingCode: `YK${Date.now()}` }],
      ['POST', 'delivered', {}],
    ] as const) {
      const done = await warehouse.page.request.fetch(`/api/admin/orders/${orderId}/${step}`, {
        method,
        headers: { origin },
        data,
      });
      expect(done.status(), `${step}: ${await done.text()}`).toBe(200);
    }

    await page.goto('/kolay-iade-baslat');
    await page.getByLabel('Sipariş numarası').fill(orderNumber);
    await page.getByLabel('Siparişteki cep telefonu').fill(phone);
    await page.getByRole('button', { name: 'Siparişimi bul' }).click();
    await page
      .getByRole('link', { name: /için iade başlat/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: /İade Talebi/ })).toBeVisible();
    // Within 14 days of delivery: the withdrawal is offered first and asks for no reason.
    await expect(
      page.getByRole('radio', { name: 'Cayma hakkı (sebep belirtmeden)' }),
    ).toBeChecked();
    await expect(page.getByLabel('İade nedeni')).toBeHidden();
    await expect(page.getByText(/İade kargosu: Yurtiçi Kargo/)).toBeVisible();
    await page.getByRole('button', { name: 'İade talebini gönder' }).click();
    await expect(page).toHaveURL(/\/iade-bilgileri\//);
    await expect(page.getByText('İade nedeni: Cayma hakkı (sebep belirtmeden)')).toBeVisible();
    const deadline = page.getByTestId('cayma-iade-son-tarih');
    await expect(deadline).toContainText('Cayma hakkınızı kullandınız');
    await expect(deadline).toContainText(/en geç \d{1,2} \S+ \d{4} tarihinde/);
    await expect(page.getByText(/İade kargosu: Yurtiçi Kargo/)).toBeVisible();
    const code = (await page.getByText(/^İade kodunuz:/).innerText()).match(/IA-\d{4}-\d{4}/)?.[0];
    expect(code).toBeTruthy();

    // Accounting reads the legal deadline in the returns list.
    const accounting = await openAdminPage(browser, 'accounting', baseURL);
    contexts.push(accounting.context);
    await accounting.page.goto(
      `/admin-panel/iade-onay-kodu-olustur?q=${code}&sirala=legalRefundDueAt`,
    );
    await expect(accounting.page.getByTestId(`yasal-sure-${code}`)).toContainText(
      /Cayma · son gün \d{1,2} \S+ \d{4}/,
    );
  } finally {
    for (const context of contexts) await context.close();
  }
});
