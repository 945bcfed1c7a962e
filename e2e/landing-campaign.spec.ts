import { expect, test } from './fixtures';
import { fillOrderDetails } from './journeys';

test.describe('landing campaign', () => {
  test('a shopper adds from a landing page, pays the campaign price and orders cash on delivery', async ({
    page,
  }) => {
    // The demo's landing campaign: "Bahar fırsatı: %15 indirim" on the product PSNL.
    const found = await page.request.get('/api/products/shortcode/psnl');
    expect(found.ok()).toBe(true);
    const product = (await found.json()) as { productId: number; path: string };
    await page.goto(`${product.path.replace('/urun/', '/land/')}/bahar-firsati`);
    await expect(page.getByText('Bahar fırsatı: %15 indirim')).toBeVisible();
    await expect(page.getByTestId('price')).toHaveText('849.92 TL');

    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(page).toHaveURL(/\/sepet$/);
    const line = page.locator('.cart-line:not(.cart-line--free)');
    await expect(line).toHaveCount(1);
    // 85 % of 999.90 TL, with the regular price struck through.
    await expect(line.locator('.cart-line__price')).toContainText('849.92 TL');
    await expect(line.locator('.cart-line__old')).toContainText('999.90 TL');
    await expect(page.locator('.cart-summary')).toContainText(/Tutar KDV Dahil\s*849\.92 TL/);

    await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
    await expect(page).toHaveURL(/\/siparis-bilgileri-adim-1\/2$/);
    await fillOrderDetails(page);
    await page.getByRole('checkbox', { name: /okudum ve onaylıyorum/ }).check();
    await page.getByRole('button', { name: 'Ödeme Adımına Geç' }).click();
    await expect(page).toHaveURL(/\/odeme-adimi-2\/2\?unpaidid=/);
    await page.getByRole('radio', { name: /Kapıda Ödeme/ }).check();
    await page.getByRole('button', { name: /Siparişi Onayla/ }).click();
    await expect(page).toHaveURL(/\/tesekkurler\?siparis=/);
    await expect(
      page.getByRole('heading', { name: 'Teşekkürler, siparişiniz alındı!' }),
    ).toBeVisible();
    await expect(page.getByText(/Sipariş numaranız: \d{6}-\d{5}/)).toBeVisible();
    await page.goto('/sepet');
    await expect(page.getByText('Alışveriş sepetiniz boş')).toBeVisible();
  });
});
