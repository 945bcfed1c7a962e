import { expect, type Page, test } from './fixtures';
import { codeFromOutbox, fillOrderDetails, uniquePhone } from './journeys';

/** A guest puts a product in the cart and orders it with cash on delivery. */
async function guestOrdersCashOnDelivery(page: Page, phone: string) {
  const list = await (await page.request.get('/api/products/?pageNumber=1')).json();
  const product = list.products.find(
    (p: { inStock: boolean; buyOneGetOneFree: boolean }) => p.inStock && !p.buyOneGetOneFree,
  );
  expect(product, 'a product in stock').toBeTruthy();
  await page.goto(`/urun/${product.slug}/${product._id}`);
  await page.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(page).toHaveURL(/\/sepet$/);
  await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
  await expect(page).toHaveURL(/\/siparis-bilgileri-adim-1\/2$/);
  await fillOrderDetails(page, {
    firstName: 'Zeynep',
    lastName: 'Çelik',
    phone,
    email: 'zeynep@example.com',
    province: 'Ankara',
    district: 'Çankaya',
    address: 'Kızılay Mah. Atatürk Blv. No: 10 D: 4',
  });
  await page.getByRole('checkbox', { name: /okudum ve onaylıyorum/ }).check();
  await page.getByRole('button', { name: 'Ödeme Adımına Geç' }).click();
  await expect(page).toHaveURL(/\/odeme-adimi-2\/2\?unpaidid=/);
  await page.getByRole('radio', { name: /Kapıda Ödeme/ }).check();
  await page.getByRole('button', { name: /Siparişi Onayla/ }).click();
  await expect(page).toHaveURL(/\/tesekkurler\?siparis=/);
  const number = await page.locator('.thank-you__number strong').textContent();
  return number as string;
}

test.describe('customer service', () => {
  test('a guest asks about a cash-on-delivery order, then sees it signed in', async ({ page }) => {
    const phone = uniquePhone();
    const orderNumber = await guestOrdersCashOnDelivery(page, phone);

    // From the thank-you page to post-payment customer service, without an account.
    await page.getByRole('link', { name: 'Müşteri hizmetlerine yazın' }).click();
    await expect(page).toHaveURL(/\/odeme-sonrasi-musteri-hizmetleri\?siparis=/);
    await expect(page.getByRole('heading', { name: `Sipariş ${orderNumber}` })).toBeVisible();
    await expect(page.getByText('Kapıda ödeme', { exact: true })).toBeVisible();
    await expect(page.getByText('Bu sipariş için henüz talebiniz yok.')).toBeVisible();

    // Sending the empty form names what is missing.
    await page.getByRole('button', { name: 'Talebi gönder' }).click();
    await expect(page.getByText('Lütfen işaretli alanları düzeltin.')).toBeVisible();
    await expect(page.getByText('Bir konu seçin.')).toBeVisible();
    await expect(page.getByLabel('Konu')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Konu')).toBeFocused();

    await page.getByLabel('Konu').selectOption({ label: 'Siparişim nerede?' });
    await page
      .getByLabel('Mesajınız')
      .fill('Siparişim ne zaman kargoya verilir? Hafta sonu evde olmayacağım.');
    await page.getByRole('button', { name: 'Talebi gönder' }).click();
    await expect(page.getByText(/Talebiniz alındı \(talep no\. \d{6}-\d{5}\/1\)/)).toBeVisible();
    const requests = page.getByRole('region', { name: 'Bu siparişle ilgili talepleriniz' });
    await expect(requests.getByText(`Siparişim nerede? · Talep ${orderNumber}/1`)).toBeVisible();
    await expect(requests.getByText('Açık', { exact: true })).toBeVisible();
    await expect(requests.getByText('Yanıt bekleniyor.')).toBeVisible();
    await expect(page.getByLabel('Mesajınız')).toHaveValue('');

    // /musteri-hizmetleri asks for a sign-in first and comes back after it.
    await page.goto('/musteri-hizmetleri');
    await expect(page).toHaveURL(/\/musteri-hizmetleri-giris\?sonra=/);
    await page.getByLabel(/^Cep telefonu/).fill(phone);
    await page.getByRole('button', { name: 'Kod Gönder' }).click();
    await expect(page.getByLabel(/^Doğrulama kodu/)).toBeVisible();
    await page.getByLabel(/^Doğrulama kodu/).fill(await codeFromOutbox(page.request, phone));
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/musteri-hizmetleri$/);

    await expect(page.getByRole('heading', { level: 1, name: 'Müşteri Hizmetleri' })).toBeVisible();
    const orders = page.getByRole('region', { name: 'Siparişleriniz' });
    await expect(orders.getByText(`Sipariş ${orderNumber}`)).toBeVisible();
    const mine = page.getByRole('region', { name: 'Talepleriniz' });
    await expect(mine.getByText(`Siparişim nerede? · Talep ${orderNumber}/1`)).toBeVisible();
    await expect(mine.getByText('Açık', { exact: true })).toBeVisible();

    // "Yardım iste" opens the same order's customer-service page.
    await orders.getByRole('link', { name: `Sipariş ${orderNumber} için yardım iste` }).click();
    await expect(page).toHaveURL(/\/odeme-sonrasi-musteri-hizmetleri\?siparis=/);
    await expect(page.getByRole('heading', { name: `Sipariş ${orderNumber}` })).toBeVisible();
  });

  test('a signed-in customer without requests sees the empty state', async ({ page }) => {
    const phone = uniquePhone();
    await page.goto('/musteri-hizmetleri');
    await page.getByLabel(/^Cep telefonu/).fill(phone);
    await page.getByRole('button', { name: 'Kod Gönder' }).click();
    await page.getByLabel(/^Doğrulama kodu/).fill(await codeFromOutbox(page.request, phone));
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/musteri-hizmetleri$/);
    await expect(page.getByText('Henüz siparişiniz yok.')).toBeVisible();
    await expect(page.getByText(/Henüz bir talebiniz yok/)).toBeVisible();
  });

  test('an unknown order link is not found', async ({ page }) => {
    const response = await page.goto(
      '/odeme-sonrasi-musteri-hizmetleri?siparis=AAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(response?.status()).toBe(404);
  });
});
