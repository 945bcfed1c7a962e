import { adminStatePath } from './admin';
import { CONSENT_ANALYTICS_ONLY, expect, test, waitForHydrationOnNavigation } from './fixtures';
import { productInStock, uniquePhone } from './journeys';

test.describe('phone orders', () => {
  test('customer service takes a phone order for a new caller, cash on delivery, and opens it', async ({
    browser,
    baseURL,
    request,
  }) => {
    const product = await productInStock(request, 2);
    const details = await (await request.get(`/api/products/productdetails/${product._id}`)).json();
    const sku = (details.skus as { sku: string; countInStock: number }[]).find(
      (s) => s.countInStock > 0,
    )!.sku;
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
      storageState: adminStatePath('customerService'),
    });
    await context.addCookies([
      { name: 'carsi_consent', value: CONSENT_ANALYTICS_ONLY, url: baseURL! },
    ]);
    const page = waitForHydrationOnNavigation(await context.newPage());
    try {
      await page.goto('/admin-panel/siparisler');
      await page.getByRole('link', { name: 'Telefonla sipariş' }).first().click();
      await expect(page).toHaveURL(/\/admin-panel\/telefonla-siparis$/);
      await expect(page).toHaveTitle('Telefonla sipariş | Yönetim');

      const phone = uniquePhone();
      await page.getByLabel('Cep telefonu').fill(phone);
      await page.getByRole('button', { name: 'Müşteriyi bul' }).click();
      await expect(
        page.getByText(/ile kayıtlı müşteri yok: sipariş ile oluşturulacak\.$/),
      ).toBeVisible();
      await page.getByLabel('Ad', { exact: true }).fill('Emine');
      await page.getByLabel('Soyad').fill('Aydın');
      await page.getByLabel('E-posta').fill('emine@example.com');
      await page.getByLabel('İl', { exact: true }).fill('Bursa');
      await page.getByLabel('İlçe').fill('Nilüfer');
      await page.getByLabel('Adres').fill('Cumhuriyet Cad. No: 5');
      await page.getByLabel('1. ürünün SKU kodu').fill(sku);
      await page.getByRole('button', { name: 'Siparişi oluştur' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Siparişi oluştur' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'telefon siparişi' })).toContainText(
        'kapıda ödemeyle onaylandı',
      );

      await page.getByRole('link', { name: /^Sipariş \d{6}-\d{5}$/ }).click();
      await expect(page.getByTestId('siparis-durumu')).toHaveText('Onaylandı');
      await expect(page.getByTestId('siparis-kaynagi')).toHaveText('telefon');
      // Cash on delivery: what the courier collects, not an empty card record.
      await expect(
        page.getByText(/^Kapıda ödeme: \d+\.\d{2} TL teslimatta tahsil edilecek\.$/),
      ).toBeVisible();
      await expect(page.getByText(/iyzico ödeme no/)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Beden veya renk değiştir' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
