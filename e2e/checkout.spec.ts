import { expect, type Page, test } from './fixtures';
import { fillOrderDetails, productInStock, signInAsCustomer, uniquePhone } from './journeys';

/** A product of the demo catalogue with stock, opened on its page. */
async function openProductInStock(page: Page, skip = 0, origin = '') {
  const product = await productInStock(page.request, skip);
  await page.goto(`${origin}/urun/${product.slug}/${product._id}`);
  return product;
}

test.describe('cart and checkout', () => {
  test('the empty cart says so, disables checkout and links back to the shop', async ({ page }) => {
    await page.goto('/sepet');
    await expect(page.getByRole('heading', { level: 1, name: 'Sepetim' })).toBeVisible();
    await expect(page.getByText('Alışveriş sepetiniz boş')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Alışverişi Tamamla' })).toBeDisabled();
    await page.getByRole('link', { name: 'Alışverişe devam et' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The order step has nothing to show for an empty cart and sends the shopper home.
    await page.goto('/siparis-bilgileri-adim-1/2');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a guest orders with cash on delivery and reaches the thank-you page', async ({ page }) => {
    const product = await openProductInStock(page);
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(page).toHaveURL(/\/sepet$/);
    await expect(page.getByRole('link', { name: product.name })).toBeVisible();
    await page.getByLabel(`${product.name} adedi`).selectOption('2');
    await expect(page.locator('.cart-summary').getByText('Toplam Ürün')).toBeVisible();
    await expect(page.locator('.cart-summary dd').first()).toHaveText('2');
    await expect(page.locator('.cart-summary')).toContainText(/Tutar KDV Hariç\s*\d+\.\d{2} TL/);
    await expect(page.locator('.cart-summary')).toContainText(/Tutar KDV Dahil\s*\d+\.\d{2} TL/);

    await expect(page).toHaveTitle('Sepetim | Çarşı');
    await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
    await expect(page).toHaveURL(/\/siparis-bilgileri-adim-1\/2$/);
    // The tab names the step the shopper is on, not the cart they came from.
    await expect(page).toHaveTitle('Sipariş Bilgileri (Adım 1/2) | Çarşı');
    await fillOrderDetails(page);
    // Sending without accepting the contracts names the checkbox.
    await page.getByRole('button', { name: 'Ödeme Adımına Geç' }).click();
    await expect(
      page.getByText('Ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylayın.'),
    ).toBeVisible();
    await page
      .getByRole('button', { name: 'Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi' })
      .click();
    const dialog = page.getByRole('dialog');
    // An opaque card over the page (Mantine's Paper styles load with the dialog).
    await expect(dialog).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(dialog).toContainText('Ayşe Yılmaz');
    await expect(dialog).toContainText(product.name);
    await dialog.getByRole('button', { name: 'Kapat' }).click();
    await page.getByRole('checkbox', { name: /okudum ve onaylıyorum/ }).check();
    await page.getByRole('button', { name: 'Ödeme Adımına Geç' }).click();

    await expect(page).toHaveURL(/\/odeme-adimi-2\/2\?unpaidid=/);
    await expect(page).toHaveTitle('Ödeme (Adım 2/2) | Çarşı');
    await page.getByRole('radio', { name: /Kapıda Ödeme/ }).check();
    await page.getByRole('button', { name: /Siparişi Onayla/ }).click();
    await expect(page).toHaveURL(/\/tesekkurler\?siparis=/);
    await expect(
      page.getByRole('heading', { name: 'Teşekkürler, siparişiniz alındı!' }),
    ).toBeVisible();
    await expect(page.getByText(/Sipariş numaranız: \d{6}-\d{5}/)).toBeVisible();
    await expect(
      page.getByText('Kapıda ödeme: siparişinizi teslim alırken ödeyeceksiniz.'),
    ).toBeVisible();
    // The header's badge knows at once that the order took the cart's lines.
    await expect(page.getByRole('link', { name: 'Sepetim, boş' })).toBeVisible();
    // The cart is empty after the order.
    await page.goto('/sepet');
    await expect(page.getByText('Alışveriş sepetiniz boş')).toBeVisible();
  });

  test('an unpaid order shows the banner and can be deleted', async ({ page }) => {
    await openProductInStock(page);
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(page).toHaveURL(/\/sepet$/);
    await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
    await fillOrderDetails(page);
    await page.getByRole('checkbox', { name: /okudum ve onaylıyorum/ }).check();
    await page.getByRole('button', { name: 'Ödeme Adımına Geç' }).click();
    await expect(page).toHaveURL(/\/odeme-adimi-2\/2\?unpaidid=/);

    // The shopper leaves without paying: the cart page shows the unpaid-orders banner.
    await page.goto('/sepet');
    const banner = page.getByRole('region', { name: 'Ödenmemiş siparişiniz var' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Siparişi sil' }).click();
    await expect(banner).toBeHidden();
  });

  test('a guest buys two products by card with 3-D Secure in the sandbox', async ({ page }) => {
    // The sandbox bank and the callback live on PUBLIC_URL (http://localhost:<port>).
    const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
    for (const skip of [0, 1]) {
      await openProductInStock(page, skip, origin);
      await page.getByRole('button', { name: 'Sepete Ekle' }).click();
      await expect(page).toHaveURL(/\/sepet$/);
    }
    await expect(page.locator('.cart-line:not(.cart-line--free)')).toHaveCount(2);
    await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
    await fillOrderDetails(page);
    await page.getByRole('checkbox', { name: /okudum ve onaylıyorum/ }).check();
    await page.getByRole('button', { name: 'Ödeme Adımına Geç' }).click();
    await expect(page).toHaveURL(/\/odeme-adimi-2\/2\?unpaidid=/);

    await expect(page.getByRole('radio', { name: /Kredi \/ Banka Kartı/ })).toBeChecked();
    // Nothing on the payment step is wider than the screen (a long variant line once was, and a
    // phone then zoomed the page out under the shopper's finger).
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await page.getByLabel('Kart üzerindeki isim').fill('Ayşe Yılmaz');
    await page.getByLabel('Kart numarası').fill('5528 7900 0000 0008');
    await page.getByLabel('Ay', { exact: true }).selectOption('12');
    await page.getByLabel('Yıl', { exact: true }).selectOption('2030');
    await page.getByLabel('CVC').fill('123');
    await expect(page.getByRole('radio', { name: /3 Taksit/ })).toBeVisible();
    // The shopper reads the instalment options and keeps the single payment before paying.
    await page.getByRole('radio', { name: /Tek Çekim/ }).check();
    await page.getByRole('button', { name: /^Öde/ }).click();

    // The bank's code page (the sandbox stand-in), then back to the shop.
    await page.getByLabel('Doğrulama kodu').fill('283126');
    await page.getByRole('button', { name: 'Onayla' }).click();
    await expect(page).toHaveURL(/\/tesekkurler\?siparis=/, { timeout: 20_000 });
    await expect(
      page.getByRole('heading', { name: 'Teşekkürler, siparişiniz alındı!' }),
    ).toBeVisible();
    await expect(page.getByText('Ödemeniz alındı.')).toBeVisible();
  });

  test('a signed-in customer sees the order in Siparişlerim', async ({ page }) => {
    await signInAsCustomer(page, uniquePhone());
    await openProductInStock(page, 2);
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
    await fillOrderDetails(page);
    await page.getByRole('checkbox', { name: /okudum ve onaylıyorum/ }).check();
    await page.getByRole('button', { name: 'Ödeme Adımına Geç' }).click();
    await page.getByRole('radio', { name: /Kapıda Ödeme/ }).check();
    await page.getByRole('button', { name: /Siparişi Onayla/ }).click();
    const number = (await page.locator('.thank-you__number strong').textContent()) ?? '';
    expect(number).toMatch(/^\d{6}-\d{5}$/);

    await page.goto('/siparislerim');
    await expect(page.getByRole('heading', { level: 1, name: 'Siparişlerim' })).toBeVisible();
    await page.getByRole('link', { name: `Sipariş ${number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Sipariş ${number}` })).toBeVisible();
    await expect(page.getByText('Kapıda ödeme', { exact: true })).toBeVisible();
  });
});
