import { openAdminPage } from './admin';
import { expect, type Page, test } from './fixtures';
import { codeFromOutbox } from './journeys';

// README: the demo seed's approved reseller (three levels, private prices, bank transfer) and
// end user (levels from 500.00 TL; card with 3-D Secure or bank transfer).
const RESELLER = '05000000101';
const END_USER = '05000000102';

const captchaReady = (page: Page) =>
  expect(page.getByText('Güvenlik doğrulaması tamamlandı.')).toBeVisible({ timeout: 30_000 });

async function signInAsReseller(page: Page, phone = RESELLER) {
  await page.goto('/toptan-urunler');
  await expect(page).toHaveURL(/\/toptan-giris\?sonra=/);
  await page.getByLabel(/^Cep telefonu/).fill(phone);
  await captchaReady(page);
  await page.getByRole('button', { name: 'Kod Gönder' }).click();
  await expect(page.getByLabel(/^Doğrulama kodu/)).toBeVisible();
  await page.getByLabel(/^Doğrulama kodu/).fill(await codeFromOutbox(page.request, phone));
  await captchaReady(page);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/toptan-urunler/);
}

interface Product {
  skuId: number;
  sku: string;
  shortName: string;
  price: number;
  countInStock: number;
}

test('a reseller orders past level two by bank transfer, picks free goods; the admin confirms and ships', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // The demo accounts' server-side cart and balance are shared: one project runs the journey.
  test.skip(testInfo.project.name === 'mobile', 'runs once, in the desktop project');
  test.setTimeout(180_000);
  test.slow();
  await signInAsReseller(page);
  const list = (await (await page.request.get('/api/wholesale/getProductsList')).json()) as {
    products: Product[];
  };
  // Levels two and three of the demo reseller are 2500.00 and 5000.00 TL (VAT excluded): one
  // product, enough units to pass level two (2600.00 TL) and stay below level three. The dearest
  // such product (≤ 2400.00 TL, so the total stays under 5000.00 TL); sizes of one product share
  // a short name, so the card is found by its SKU.
  const dear = [...list.products]
    .filter((p) => p.price <= 240_000)
    .sort((a, b) => b.price - a.price)[0]!;
  const qty = Math.ceil(260_000 / dear.price);
  expect(dear.countInStock).toBeGreaterThanOrEqual(qty);
  const card = page.locator(`.ws-card[data-sku="${dear.sku}"]`);
  for (let i = 1; i < qty; i += 1) await card.getByRole('button', { name: /artır$/ }).click();
  await card.getByRole('button', { name: /^Sepete/ }).click();
  const cart = page.getByRole('complementary', { name: 'Sepet' });
  await expect(cart.getByRole('progressbar', { name: '2. seviye' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(cart.getByText(/mal fazlası kazanırsınız/)).toBeVisible();
  await expect(
    cart.getByText(
      /^%10 mal fazlası kazanmak için sepete en az .* TL tutarında daha ürün ekleyiniz\.$/,
    ),
  ).toBeVisible();

  await cart.getByRole('link', { name: 'Siparişi onayla' }).click();
  await expect(page).toHaveURL(/\/toptan-siparis-onayi$/);
  await page.getByRole('radio', { name: /Banka Havalesi/ }).check();
  await page.getByRole('button', { name: 'Siparişi oluştur' }).click();
  await expect(page).toHaveURL(/\/toptan-siparis-tesekkurler\?id=/);
  const orderId = new URL(page.url()).searchParams.get('id') as string;
  await expect(page.getByText(/mal fazlası kazandınız/)).toBeVisible();

  // The bank receipt.
  await page.getByLabel('Dekont dosyası').setInputFiles({
    name: 'dekont.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Dekontu yükle' }).click();
  await expect(page.getByText(/Dekontunuz alındı/)).toBeVisible();

  // Free goods for this order, within the allocation.
  await page.goto('/toptan-siparislerim');
  await expect(page.getByText('Aşağıdan Mal Fazlası Seç')).toBeVisible();
  const balanceText = (await page.getByTestId('free-goods-balance').textContent()) as string;
  const allocation = Math.round(Number.parseFloat(balanceText) * 100);
  await page
    .getByRole('row')
    .filter({ has: page.locator(`a[href$="${orderId}"]`) })
    .getByRole('button', { name: 'Mal fazlası seç' })
    .click();
  await expect(page).toHaveURL(/\/toptan-urunler$/);
  await expect(page.getByText('Mal Fazlası Modu Aktif')).toBeVisible();
  const cheap = [...list.products].sort((a, b) => a.price - b.price)[0]!;
  const fits = Math.floor(allocation / cheap.price);
  const cheapCard = page.locator(`.ws-card[data-sku="${cheap.sku}"]`);
  for (let i = 0; i < fits; i += 1) await cheapCard.getByRole('button', { name: /artır$/ }).click();
  await cheapCard.getByRole('button', { name: 'Mal fazlası ekle' }).click();
  const picks = page.getByRole('complementary', { name: 'Mal fazlası seçimi' });
  await expect(picks.getByRole('alert')).toContainText(
    `En çok ${fits} ${'Adet'} ürün sepete eklenebiliyor.`,
  );
  await picks.getByRole('button', { name: 'Detay Gör' }).click();
  await expect(picks.getByRole('table', { name: 'Mal fazlası detayı' })).toBeVisible();
  await picks.getByRole('link', { name: 'Mal fazlasını onayla' }).click();
  await expect(page).toHaveURL(/\/toptan-siparis-onayi\?orderNumber=/);
  await expect(page.getByText('Sipariş Toplamı')).toBeVisible();
  await page.getByRole('button', { name: 'Mal fazlasını siparişe ekle' }).click();
  await expect(page).toHaveURL(/\/toptan-siparis-detay\?id=/);
  const carried = allocation - fits * cheap.price;

  // The admin checks the receipt, confirms and ships.
  const { context: admin, page: adminPage } = await openAdminPage(browser, 'operations', baseURL);
  await adminPage.goto(`/admin-panel/toptan-siparis-detay?id=${orderId}`);
  const receipt = adminPage.getByRole('link', { name: 'Dekontu aç' });
  await expect(receipt).toBeVisible();
  // The receipt opens for staff and stays private to everyone else.
  const receiptUrl = (await receipt.getAttribute('href')) ?? '';
  expect((await adminPage.request.get(receiptUrl)).status()).toBe(200);
  const stranger = await browser.newContext({ baseURL });
  expect((await stranger.request.get(receiptUrl)).status()).toBe(401);
  await stranger.close();
  await adminPage.getByRole('button', { name: 'Dekontu kontrol ettim, onayla' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Onaylandı' })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Kargoya verildi' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Kargoya Verildi' })).toBeVisible();
  await admin.close();

  // The reseller sees the status and the carried-over allocation.
  await page.goto(`/toptan-siparis-detay?id=${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('Kargoya Verildi');
  await expect(page.getByTestId('free-goods-balance')).toHaveText(
    `${(carried / 100).toFixed(2)} TL`,
  );
});

test('an end user pays a wholesale order by card with 3-D Secure in the sandbox', async ({
  page,
}, testInfo) => {
  // The demo accounts' server-side cart and balance are shared: one project runs the journey.
  test.skip(testInfo.project.name === 'mobile', 'runs once, in the desktop project');
  test.setTimeout(120_000);
  await signInAsReseller(page, END_USER);
  const list = (await (await page.request.get('/api/wholesale/getProductsList')).json()) as {
    products: Product[];
  };
  // Level one of the demo end user is 500.00 TL (VAT excluded): enough units of one product.
  const product = [...list.products]
    .filter((p) => p.price <= 60_000 && p.countInStock >= Math.ceil(60_000 / p.price))
    .sort((a, b) => b.price - a.price)[0]!;
  const qty = Math.ceil(60_000 / product.price);
  const card = page.locator(`.ws-card[data-sku="${product.sku}"]`);
  for (let i = 1; i < qty; i += 1) await card.getByRole('button', { name: /artır$/ }).click();
  await card.getByRole('button', { name: /^Sepete/ }).click();
  const cart = page.getByRole('complementary', { name: 'Sepet' });
  await expect(cart.getByRole('progressbar', { name: '1. seviye' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await cart.getByRole('link', { name: 'Siparişi onayla' }).click();
  await expect(page).toHaveURL(/\/toptan-siparis-onayi$/);
  await page.getByRole('radio', { name: /Kredi Kartı/ }).check();
  await page.getByRole('button', { name: 'Siparişi oluştur' }).click();
  await expect(page).toHaveURL(/\/toptan-siparis-3ds-guvenli-odeme-sayfasi\?id=/);
  const orderId = new URL(page.url()).searchParams.get('id') as string;
  await expect(page.getByRole('heading', { name: '3D Güvenli Ödeme' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Kart Ödemesi Bekleniyor');

  await page.getByLabel('Kart üzerindeki isim').fill('Ayşe Yılmaz');
  await page.getByLabel('Kart numarası').fill('5528 7900 0000 0008');
  await page.getByLabel('Ay', { exact: true }).selectOption('12');
  await page.getByLabel('Yıl', { exact: true }).selectOption('2030');
  await page.getByLabel('CVC').fill('123');
  await expect(page.getByRole('radio', { name: /3 Taksit/ })).toBeVisible();
  await page.getByRole('button', { name: /^Öde/ }).click();

  // The bank's code page (the sandbox stand-in), then back to the portal.
  await page.getByLabel('Doğrulama kodu').fill('283126');
  await page.getByRole('button', { name: 'Onayla' }).click();
  await expect(page).toHaveURL(new RegExp(`/toptan-siparis-tesekkurler\\?id=${orderId}$`), {
    timeout: 20_000,
  });
  await expect(page.getByText('Kartla ödemeniz alındı; siparişiniz onaylandı.')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Onaylandı');

  // SPEC §8: 'Wholesale user token expired' from any portal call signs the user out.
  await page.route('**/api/wholesale/postCart', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Wholesale user token expired', code: 'TOKEN_EXPIRED' }),
    }),
  );
  await page.goto('/toptan-urunler');
  await page
    .locator(`.ws-card[data-sku="${product.sku}"]`)
    .getByRole('button', { name: /^Sepete/ })
    .click();
  await expect(page).toHaveURL(/\/toptan-giris$/);
});
