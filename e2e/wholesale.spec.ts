import { adminStatePath, openAdminPage } from './admin';
import {
  type APIRequestContext,
  expect,
  type Page,
  test,
  untilInteractive,
  waitForHydrationOnNavigation,
} from './fixtures';
import { codeFromOutbox } from './journeys';
import {
  addDeliveryAddress,
  END_USER_LEVELS,
  newWholesaleAccount,
  type WholesaleSetup,
} from './wholesale-accounts';

const captchaReady = (page: Page) =>
  expect(page.getByText('Güvenlik doğrulaması tamamlandı.')).toBeVisible({ timeout: 30_000 });

async function signInAsReseller(page: Page, phone: string) {
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
  // Signing in loads the portal afresh: its + and − answer once it is interactive.
  await untilInteractive(page);
}

interface Product {
  skuId: number;
  sku: string;
  shortName: string;
  size: string;
  color: string;
  price: number;
  countInStock: number;
}

// The demo seed's account for wholesale bank transfers (demo-wholesale.ts).
const DEMO_IBAN = 'TR68 0001 0000 0012 3456 7890 12';

/**
 * A wholesale user of the journey's own (a cart, orders and free goods no other test shares),
 * signed in on the portal with a delivery address.
 */
async function ownWholesaleUser(
  page: Page,
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  setup: WholesaleSetup,
) {
  const account = await newWholesaleAccount(page.request, baseURL!, setup, (storageState) =>
    playwright.request.newContext({ baseURL, storageState }),
  );
  await signInAsReseller(page, account.phone);
  await addDeliveryAddress(page.request, baseURL!, account.phone);
  return account;
}

test('a reseller orders past level two by bank transfer, picks free goods; the admin confirms and ships', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(180_000);
  test.slow();
  // Level two earns 20 % and level three 30 %: this one order's free goods buy at least one of
  // the cheapest product.
  await ownWholesaleUser(page, playwright, baseURL, {
    accountType: 'reSeller',
    limits: {
      purchaseLevelOne: { amount: 100_000, extraGoods: 0 },
      purchaseLevelTwo: { amount: 250_000, extraGoods: 20 },
      purchaseLevelThree: { amount: 500_000, extraGoods: 30 },
    },
    paymentMethods: { bankTransfer: true },
  });
  const list = (await (await page.request.get('/api/wholesale/getProductsList')).json()) as {
    products: Product[];
  };
  // Levels two and three of this reseller are 2500.00 and 5000.00 TL (VAT excluded): one
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
      /^%30 mal fazlası kazanmak için sepete en az .* TL tutarında daha ürün ekleyiniz\.$/,
    ),
  ).toBeVisible();

  await cart.getByRole('link', { name: 'Siparişi onayla' }).click();
  await expect(page).toHaveURL(/\/toptan-siparis-onayi$/);
  // Each line says which variant and SKU it is, not only the shortened name.
  const line = page.getByRole('row').filter({ hasText: `SKU: ${dear.sku}` });
  await expect(line).toBeVisible();
  for (const part of [dear.size, dear.color].filter((p) => p && p !== 'Pass')) {
    await expect(line).toContainText(part);
  }
  await page.getByRole('radio', { name: /Banka Havalesi/ }).check();
  // Where to pay, before ordering and on the thank-you page.
  await expect(page.getByTestId('bank-iban')).toHaveText(DEMO_IBAN);
  await page.getByRole('button', { name: 'Siparişi oluştur' }).click();
  await expect(page).toHaveURL(/\/toptan-siparis-tesekkurler\?id=/);
  const orderId = new URL(page.url()).searchParams.get('id') as string;
  await expect(page.getByText(/mal fazlası kazandınız/)).toBeVisible();
  const bank = page.getByRole('region', { name: 'Havale bilgileri' });
  await expect(bank).toContainText('Ziraat Bankası');
  await expect(bank.getByTestId('bank-iban')).toHaveText(DEMO_IBAN);

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
  expect(fits, 'free goods for at least one of the cheapest product').toBeGreaterThan(0);
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

  // Staff check the receipt, confirm and ship.
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
  // The print: where the transfer goes and the amount in Turkish words.
  const print = await admin.newPage();
  await print.goto(`/admin-panel/toptan-siparis-yazdir?id=${orderId}`);
  await expect(print.getByTestId('bank-iban')).toHaveText(DEMO_IBAN);
  await expect(print.getByTestId('amount-in-words')).toHaveText(
    /^[a-zçğıöşü ]+ TL( [a-zçğıöşü ]+ KR)?$/,
  );
  await print.close();
  // Accounting checks the receipt and approves the payment; operations ships (access.ts).
  const { context: accounting, page: accountingPage } = await openAdminPage(
    browser,
    'accounting',
    baseURL,
  );
  await accountingPage.goto(`/admin-panel/toptan-siparis-detay?id=${orderId}`);
  await accountingPage.getByRole('button', { name: 'Dekontu kontrol ettim, onayla' }).click();
  await expect(accountingPage.getByRole('status').filter({ hasText: 'Onaylandı' })).toBeVisible();
  await accounting.close();
  await adminPage.reload();
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
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  await ownWholesaleUser(page, playwright, baseURL, {
    accountType: 'endUser',
    limits: END_USER_LEVELS,
    paymentMethods: { creditCard: true, bankTransfer: true },
  });
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

  // The thank-you and card pages opened without ?id= say where to look, not 400.
  for (const path of ['/toptan-siparis-tesekkurler', '/toptan-siparis-3ds-guvenli-odeme-sayfasi']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByText(/Hangi siparişin açılacağı bu adreste yazmıyor/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Siparişlerim' })).toBeVisible();
  }

  // 'Wholesale user token expired' from any portal call signs the user out.
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

test('wholesale staff keep the bank account that transfers are paid into', async ({
  browser,
  baseURL,
}) => {
  // The refused IBAN never reaches the shop's account, and the one saved is the demo's own: the
  // other journeys, which show it, read the same account meanwhile.
  const { context, page } = await openAdminPage(browser, 'accounting', baseURL);
  await page.goto('/admin-panel/toptan-ayarlari');
  const form = page.getByRole('region', { name: 'Havale bilgileri' });
  await expect(form.getByLabel(/^IBAN/)).toHaveValue(DEMO_IBAN);
  await form.getByLabel(/^IBAN/).fill('TR68 0001 0000 0012 3456 7890 13');
  await form.getByRole('button', { name: 'Havale bilgilerini kaydet' }).click();
  await expect(form.getByRole('alert')).toHaveText(/^IBAN geçerli değil/);
  await form.getByLabel(/^IBAN/).fill(DEMO_IBAN);
  await form.getByRole('button', { name: 'Havale bilgilerini kaydet' }).click();
  await expect(form.getByRole('status')).toHaveText('Havale bilgileri kaydedildi.');
  await context.close();
});

test.describe('the portal on a 390 px phone', () => {
  test('the cookie banner sits above the bottom bar, and its buttons take taps', async ({
    browser,
    baseURL,
  }) => {
    // A first-time visitor: no cookie choice yet, so the banner shows.
    const context = await browser.newContext({
      baseURL,
      locale: 'tr-TR',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = waitForHydrationOnNavigation(await context.newPage());
    await page.goto('/toptan-giris');
    const bottomBar = page.getByRole('navigation', { name: 'Toptan alt menü' });
    await expect(bottomBar).toBeVisible();
    const banner = page.getByRole('region', { name: 'Çerez tercihleri' });
    const bar = (await bottomBar.boundingBox())!;
    for (const name of ['Tümünü kabul et', 'Yalnızca zorunlu', 'Tercihleri yönet']) {
      const box = (await banner.getByRole('button', { name }).boundingBox())!;
      expect(box.y + box.height, name).toBeLessThanOrEqual(bar.y);
    }
    // A tap lands on the button, not on the bar (Playwright checks what receives it).
    await banner.getByRole('button', { name: 'Tercihleri yönet' }).tap();
    await expect(banner.getByRole('checkbox', { name: 'Analitik çerezler' })).toBeVisible();
    await banner.getByRole('button', { name: 'Seçimimi kaydet' }).tap();
    await expect(banner).toBeHidden();
    await context.close();
  });
});

test('staff set a pack size under Koli adetleri, and the portal steps + and − by the pack', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  // A product of the journey's own: a pack size is the product's, for every account.
  const code = Array.from({ length: 4 }, () =>
    String.fromCharCode(65 + Math.floor(Math.random() * 26)),
  ).join('');
  const name = `Koli Havlu ${code}`;
  const sku = `${code}-50X90`;
  const owner = await playwright.request.newContext({
    baseURL,
    storageState: adminStatePath('owner'),
  });
  const created = await owner.post('/api/admin/products', {
    headers: { origin: new URL(baseURL!).origin },
    data: {
      name,
      code,
      defaultPrice: 19_990,
      defaultVat: 10,
      skus: [
        {
          sku,
          size: '50x90',
          price: 19_990,
          vat: 10,
          countInStock: 200,
          wholesalePrice: 9_000,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  await owner.dispose();

  // Operations finds the product by its code and sells it by the pack of 6.
  const { context, page: staff } = await openAdminPage(browser, 'operations', baseURL);
  await staff.goto('/admin-panel/toptan-ayarlari');
  const packs = staff.getByRole('region', { name: 'Koli adetleri' });
  await packs.getByLabel('Ürün adı veya SKU').fill(code);
  await packs.getByRole('button', { name: 'Ara' }).click();
  // The row names the product with its variant: "Koli Havlu ABCD 50x90".
  const size = packs.getByLabel(new RegExp(`^${name} .*koli adedi$`));
  await expect(size).toHaveValue('1');
  await size.fill('6');
  await packs
    .getByRole('row')
    .filter({ hasText: sku })
    .getByRole('button', { name: 'Kaydet' })
    .click();
  await expect(packs.getByRole('status')).toHaveText('Koli adedi 6 olarak kaydedildi.');
  await context.close();

  // A wholesale user starts at one pack; + and − add and take away a whole pack.
  await ownWholesaleUser(page, playwright, baseURL, {
    accountType: 'endUser',
    limits: END_USER_LEVELS,
    paymentMethods: { bankTransfer: true },
  });
  await page.goto(`/toptan-urunler?keyword=${encodeURIComponent(code)}`);
  const card = page.locator(`.ws-card[data-sku="${sku}"]`);
  const qty = card.locator('output');
  await expect(qty).toHaveText('6');
  await card.getByRole('button', { name: /artır$/ }).click();
  await expect(qty).toHaveText('12');
  await card.getByRole('button', { name: /artır$/ }).click();
  await expect(qty).toHaveText('18');
  await card.getByRole('button', { name: /azalt$/ }).click();
  await expect(qty).toHaveText('12');
  await card.getByRole('button', { name: /^Sepete/ }).click();
  const cart = page.getByRole('complementary', { name: 'Sepet' });
  await expect(cart.getByText(name).first()).toBeVisible();
});
