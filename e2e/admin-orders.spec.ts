import { openAdminPage } from './admin';
import { expect, type Page, test, waitForHydrationOnNavigation } from './fixtures';
import {
  codeFromOutbox,
  fillOrderDetails,
  productInStock,
  signInAsCustomer,
  uniquePhone,
} from './journeys';

/** Puts a product of the demo catalogue in the cart and fills step 1 with the phone. */
async function toPaymentStep(page: Page, phone: string, skip: number, origin = '', qty = 1) {
  const product = await productInStock(page.request, skip);
  await page.goto(`${origin}/urun/${product.slug}/${product._id}`);
  await page.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(page).toHaveURL(/\/sepet$/);
  if (qty > 1) {
    // The units count may include the home page gift: wait for it to change, whatever it was.
    const units = page.locator('.cart-summary dd').first();
    const before = (await units.textContent()) ?? '';
    await page.getByLabel(`${product.name} adedi`).selectOption(String(qty));
    await expect(units).not.toHaveText(before);
  }
  await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
  await fillOrderDetails(page, { phone, firstName: 'Nazlı', lastName: 'Kocabaş' });
  await page.getByRole('checkbox', { name: /okudum ve onaylıyorum/ }).check();
  await page.getByRole('button', { name: 'Ödeme Adımına Geç' }).click();
  await expect(page).toHaveURL(/\/odeme-adimi-2\/2\?unpaidid=/);
  return product;
}

/** The order's number and id from the thank-you page. */
async function placedOrder(page: Page) {
  await expect(page).toHaveURL(/\/tesekkurler\?siparis=/, { timeout: 20_000 });
  const number = (await page.locator('.thank-you__number strong').textContent()) ?? '';
  expect(number).toMatch(/^\d{6}-\d{5}$/);
  const orderId = new URL(page.url()).searchParams.get('siparis') ?? '';
  return { number, orderId, shopperPage: `/siparis-detaylari/${orderId}/${number}` };
}

/** The customer sign-in on `origin` (the card journey runs on PUBLIC_URL's host). */
async function signInAt(page: Page, phone: string, origin: string) {
  await page.goto(`${origin}/musteri-hizmetleri-giris`);
  await page.getByLabel(/^Cep telefonu/).fill(phone);
  await page.getByRole('button', { name: 'Kod Gönder' }).click();
  await expect(page.getByLabel(/^Doğrulama kodu/)).toBeVisible();
  await page.getByLabel(/^Doğrulama kodu/).fill(await codeFromOutbox(page.request, phone));
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/profilim$/);
}

/** Opens the shopper's order page and checks the status it shows. */
async function shopperSees(page: Page, path: string, status: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sipariş');
  await expect(page.locator('dd').filter({ hasText: new RegExp(`^${status}$`) })).toBeVisible();
}

/** Clicks an action that asks first, confirms it and waits for the server's answer. */
async function confirmed(page: Page, button: string, confirmLabel: string, answer: RegExp) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: confirmLabel, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: answer })).toBeVisible();
}

test('an admin finds a guest’s cash-on-delivery order, prints, packs, ships and delivers it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const phone = uniquePhone();
  await toPaymentStep(page, phone, 3);
  await page.getByRole('radio', { name: /Kapıda Ödeme/ }).check();
  await page.getByRole('button', { name: /Siparişi Onayla/ }).click();
  const order = await placedOrder(page);
  // The order page is for signed-in customers: the guest signs in with the order's phone
  // (the cart that placed the order becomes the customer's, so the order is theirs).
  await signInAsCustomer(page, phone);
  await shopperSees(page, order.shopperPage, 'Onaylandı');

  const admin = await openAdminPage(browser, 'owner', baseURL);
  const staff = admin.page;
  await staff.goto('/admin-panel/siparisler');
  await expect(staff.getByRole('heading', { level: 1, name: 'Siparişler' })).toBeVisible();
  await staff.getByLabel('Sipariş no, telefon, ad veya e-posta').fill(phone);
  await staff.getByRole('button', { name: 'Ara' }).click();
  await expect(staff).toHaveURL(/q=/);
  await expect(staff.getByRole('row')).toHaveCount(2); // header + the one order
  await staff.getByRole('link', { name: order.number }).click();
  await expect(
    staff.getByRole('heading', { level: 1, name: `Sipariş ${order.number}` }),
  ).toBeVisible();
  await expect(staff.getByTestId('siparis-durumu')).toHaveText('Onaylandı');

  // The print page: the order number as a barcode; printing marks the order printed.
  const print = waitForHydrationOnNavigation(await admin.context.newPage());
  await print.addInitScript(() => {
    window.print = () => {};
  });
  await print.goto(`/admin-panel/siparis-yazdir/${order.orderId}/${order.number}`);
  await expect(
    print.getByRole('heading', { level: 1, name: `Sipariş ${order.number}` }),
  ).toBeVisible();
  await expect(print.locator('.order-print__barcode svg')).toBeVisible();
  await print.getByRole('button', { name: 'Yazdır' }).click();
  await expect(print.getByText('Yazdırıldı olarak işaretli.')).toBeVisible();
  await print.close();
  await staff.reload();
  await expect(staff.locator('dt:text-is("Yazdırıldı") + dd')).not.toHaveText('—');

  await confirmed(staff, 'Paketlendi', 'Paketlendi', /Sipariş paketlendi/);
  await expect(staff.getByTestId('siparis-durumu')).toHaveText('Paketlendi');
  await shopperSees(page, order.shopperPage, 'Paketlendi');
  // Packed: the shopper can no longer cancel.
  await expect(page.getByRole('button', { name: 'Siparişi iptal et' })).toHaveCount(0);

  await staff.getByLabel('Kargo takip kodu').fill('yk20261234');
  await confirmed(staff, 'Takip kodunu kaydet', 'Kargoya ver', /sipariş kargoya verildi/);
  await expect(staff.getByTestId('siparis-durumu')).toHaveText('Kargoda');
  await shopperSees(page, order.shopperPage, 'Kargoda');
  await expect(page.getByText('Kargo takip kodu: YK20261234')).toBeVisible();
  // The shopper is texted the code and the order page.
  await expect
    .poll(async () => {
      const response = await page.request.get(`/__sandbox/sms/messages?phone=${phone}`);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      return messages.some(
        (m) => m.text.includes('YK20261234') && m.text.includes(order.shopperPage),
      );
    })
    .toBe(true);

  await confirmed(staff, 'Teslim edildi', 'Teslim edildi', /teslim edildi/i);
  await expect(staff.getByTestId('siparis-durumu')).toHaveText('Teslim edildi');
  await shopperSees(page, order.shopperPage, 'Teslim edildi');
  await expect(staff.locator('.admin-history')).toContainText('Paketlendi → Kargoda');
  await admin.context.close();
});

test('a shopper cancels one unit of a card order before packing and the card is refunded', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // The sandbox bank and the 3-D Secure callback live on PUBLIC_URL (http://localhost:<port>).
  const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
  const phone = uniquePhone();
  await signInAt(page, phone, origin);
  await toPaymentStep(page, phone, 4, origin, 2);
  await page.getByLabel('Kart üzerindeki isim').fill('Nazlı Kocabaş');
  await page.getByLabel('Kart numarası').fill('5528 7900 0000 0008');
  await page.getByLabel('Ay', { exact: true }).selectOption('12');
  await page.getByLabel('Yıl', { exact: true }).selectOption('2030');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Öde/ }).click();
  await page.getByLabel('Doğrulama kodu').fill('283126');
  await page.getByRole('button', { name: 'Onayla' }).click();
  const order = await placedOrder(page);

  await page.goto(`${origin}${order.shopperPage}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Sipariş ${order.number}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: '1 adet iptal et' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Evet, iptal et' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'kart iadesi başlatıldı' }),
  ).toBeVisible();
  // The line left to change names its size and colour and the one unit left.
  await expect(page.locator('.order-changes').getByText(/\(1 adet\)/)).toBeVisible();

  // The item refund reaches the iyzico stand-in (a job after the cancel commits).
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`${origin}/__sandbox/iyzico/payments`);
        const { payments } = (await response.json()) as {
          payments: { basketId: string; items: { refunded: number }[] }[];
        };
        const payment = payments.find((p) => p.basketId === order.orderId);
        return payment?.items.some((item) => item.refunded > 0) ?? false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  // And the admin's order page shows it refunded.
  const admin = await openAdminPage(browser, 'owner', baseURL);
  await admin.page.goto(`/admin-panel/siparis/${order.orderId}`);
  await expect(admin.page.getByText('(1 iptal)')).toBeVisible();
  await expect(async () => {
    await admin.page.reload();
    await expect(admin.page.getByText(/\(1 adet\): [\d.,]+ TL — İade edildi/)).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await admin.context.close();
});

test('a customer-service admin cannot cancel an order, on the page or through the API', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await toPaymentStep(page, uniquePhone(), 5);
  await page.getByRole('radio', { name: /Kapıda Ödeme/ }).check();
  await page.getByRole('button', { name: /Siparişi Onayla/ }).click();
  const order = await placedOrder(page);

  const admin = await openAdminPage(browser, 'customerService', baseURL);
  const staff = admin.page;
  await staff.goto(`/admin-panel/siparis/${order.orderId}`);
  await expect(
    staff.getByRole('heading', { level: 1, name: `Sipariş ${order.number}` }),
  ).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Siparişi iptal et' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Seçilenleri iptal et' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Paketlendi' })).toHaveCount(0);
  // What customer service may do is there: change the delivery contact.
  await expect(staff.getByText('Teslimat bilgilerini ve adresini değiştir')).toBeVisible();

  // The API refuses the same call from the same browser session.
  const refused = await staff.evaluate(async (id) => {
    const response = await fetch(`/api/admin/orders/${id}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Müşteri istedi' }),
    });
    return { status: response.status, body: (await response.json()) as { message: string } };
  }, order.orderId);
  expect(refused).toEqual({
    status: 403,
    body: expect.objectContaining({ message: 'Bu işlem için yetkiniz yok.' }),
  });
  await admin.context.close();
});

test('the order screens show the demo orders without sideways scrolling', async ({
  browser,
  baseURL,
}, testInfo) => {
  // Each project runs it at its own width: 1280 px at a desk, 390 px on the phone.
  const width = testInfo.project.use.viewport?.width ?? 1280;
  const admin = await openAdminPage(browser, 'owner', baseURL);
  const staff = admin.page;
  const fits = async (name: string) => {
    await staff.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    // Wide tables scroll inside their own box; the page itself never scrolls sideways.
    expect(
      await staff.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width} px`,
    ).toBeLessThanOrEqual(width);
  };

  await staff.goto('/admin-panel/anasayfa');
  await expect(staff.getByRole('heading', { level: 1, name: 'Yönetim Paneli' })).toBeVisible();
  await fits('anasayfa');

  await staff.goto('/admin-panel/siparisler?durum=SHIPPED');
  await expect(staff.getByRole('heading', { level: 1, name: 'Siparişler' })).toBeVisible();
  await expect(staff.getByRole('cell', { name: 'Kargoda' }).first()).toBeVisible();
  await fits('siparisler');
  await staff.goto('/admin-panel/siparisler?q=zzzz-yok');
  await expect(staff.getByText('Aramanıza uyan sipariş yok.')).toBeVisible();

  await staff.goto('/admin-panel/siparisler?durum=SHIPPED');
  await staff
    .getByRole('link', { name: /^\d{6}-\d{5}$/ })
    .first()
    .click();
  await expect(
    staff.getByRole('heading', { level: 1, name: /^Sipariş \d{6}-\d{5}$/ }),
  ).toBeVisible();
  await expect(staff.getByTestId('siparis-durumu')).toHaveText('Kargoda');
  await expect(staff.locator('.admin-history')).toContainText('Takip kodu: YK');
  await fits('siparis');

  await staff.goto('/admin-panel/paketlenmesi-gereken-siparis-kalemleri');
  await expect(
    staff.getByRole('heading', { level: 1, name: 'Paketlenmesi gereken sipariş kalemleri' }),
  ).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Aç' }).first()).toBeVisible();
  await fits('paketlenecekler');
  await admin.context.close();
});
