import { openAdminPage } from './admin';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { fillOrderDetails, productInStock, uniquePhone } from './journeys';

/** A guest orders a product with cash on delivery; returns the order number. */
async function guestOrdersCashOnDelivery(page: Page, phone: string) {
  const product = await productInStock(page.request);
  await page.goto(`/urun/${product.slug}/${product._id}`);
  await page.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(page).toHaveURL(/\/sepet$/);
  await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
  await fillOrderDetails(page, { firstName: 'Deniz', lastName: 'Arslan', phone });
  await page.getByRole('checkbox', { name: /okudum ve onaylıyorum/ }).check();
  await page.getByRole('button', { name: 'Ödeme Adımına Geç' }).click();
  await expect(page).toHaveURL(/\/odeme-adimi-2\/2\?unpaidid=/);
  await page.getByRole('radio', { name: /Kapıda Ödeme/ }).check();
  await page.getByRole('button', { name: /Siparişi Onayla/ }).click();
  await expect(page).toHaveURL(/\/tesekkurler\?siparis=/);
  return (await page.locator('.thank-you__number strong').textContent()) as string;
}

/** A visitor asks a question on a product's page (through its API, as the page's form does). */
async function askQuestion(request: APIRequestContext, productId: number, question: string) {
  const asked = await request.post(`/api/products/${productId}/questions`, {
    data: { name: 'Deniz', question },
  });
  expect(asked.status()).toBe(201);
}

test('an admin answers a support request and a product question; the shopper sees both', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // The shopper: an order, a support request about it, and a question about a product.
  const phone = uniquePhone();
  const orderNumber = await guestOrdersCashOnDelivery(page, phone);
  await page.getByRole('link', { name: 'Müşteri hizmetlerine yazın' }).click();
  await page.getByLabel('Konu').selectOption({ label: 'Siparişim nerede?' });
  await page.getByLabel('Mesajınız').fill('Siparişim hangi gün kargoya verilecek acaba?');
  await page.getByRole('button', { name: 'Talebi gönder' }).click();
  await expect(page.getByText(/Talebiniz alındı/)).toBeVisible();
  const supportPage = page.url();

  const product = await productInStock(page.request, 1);
  const question = `Bu ürün makinede kaç derecede yıkanır? (${phone.slice(-5)})`;
  await askQuestion(page.request, product._id, question);

  // The customer-service admin, in a browser of their own.
  const { context: admin, page: staff } = await openAdminPage(
    browser,
    'customerService',
    testInfo.project.use.baseURL,
  );
  await staff.goto('/admin-panel/musteri-hizmetleri?durum=OPEN');
  await staff.getByLabel('Sipariş no, telefon, ad veya mesaj').fill(orderNumber);
  await staff.getByRole('button', { name: 'Ara' }).click();
  await expect(staff).toHaveURL(/q=/);
  await staff.getByRole('link', { name: `${orderNumber} / 1` }).click();
  await expect(
    staff.getByRole('heading', { level: 1, name: `Destek talebi ${orderNumber} / 1` }),
  ).toBeVisible();
  const supportAnswer = 'Siparişiniz yarın kargoya verilecek, takip numarası SMS ile gelecek.';
  await staff.getByRole('textbox', { name: /^Yanıt \(müşteri/ }).fill(supportAnswer);
  await staff.getByRole('button', { name: 'Yanıtı gönder' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Yanıt kaydedildi' })).toBeVisible();

  await staff.goto('/admin-panel/ziyaretci-sorulari');
  await staff.getByLabel('Metin, ad veya ürün').fill(phone.slice(-5));
  await staff.getByRole('button', { name: 'Ara' }).click();
  // The list shows the search's result before anyone types an answer into it.
  await expect(staff).toHaveURL(new RegExp(`q=${phone.slice(-5)}`));
  await expect(staff.getByRole('row', { name: new RegExp(phone.slice(-5)) })).toHaveCount(1);
  // Its own words (the phone and desk runs answer on the same product page side by side).
  const questionAnswer = `30 derecede, hassas programda yıkamanızı öneririz (${phone.slice(-5)}).`;
  await staff.getByLabel(`Yanıt: ${question}`).fill(questionAnswer);
  await staff
    .getByRole('row', { name: new RegExp(phone.slice(-5)) })
    .getByRole('button', { name: 'Yanıtla' })
    .click();
  await expect(
    staff.getByRole('status').filter({ hasText: 'Yanıt ürün sayfasında yayınlandı.' }),
  ).toBeVisible();
  await admin.close();

  // The shopper sees both answers.
  await page.goto(supportPage);
  await expect(page.getByText(supportAnswer)).toBeVisible();
  await page.goto(`/sorucevap/${product.slug}/${product._id}`);
  await expect(page.getByText(question)).toBeVisible();
  await expect(page.getByText(questionAnswer)).toBeVisible();
});

test('an answer typed for one question stays while staff answer another', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = uniquePhone().slice(-5);
  const product = await productInStock(page.request, 1);
  const questions = [
    `Bu takımda kaç yastık kılıfı var? (${token}a)`,
    `Çarşafın ölçüsü nedir? (${token}b)`,
  ];
  for (const question of questions) await askQuestion(page.request, product._id, question);

  const { context: admin, page: staff } = await openAdminPage(
    browser,
    'customerService',
    testInfo.project.use.baseURL,
  );
  await staff.goto(`/admin-panel/ziyaretci-sorulari?q=${token}`);
  await expect(staff.getByRole('row', { name: new RegExp(token) })).toHaveCount(2);
  const draft = 'Çift kişilik takımda iki yastık kılıfı vardır.';
  await staff.getByLabel(`Yanıt: ${questions[0]}`).fill(draft);
  await staff.getByLabel(`Yanıt: ${questions[1]}`).fill('240x260 cm.');
  await staff
    .getByRole('row', { name: new RegExp(`${token}b`) })
    .getByRole('button', { name: 'Yanıtla' })
    .click();
  await expect(
    staff.getByRole('status').filter({ hasText: 'Yanıt ürün sayfasında yayınlandı.' }),
  ).toBeVisible();
  // Sending one answer re-renders the list; the other answer is still being written.
  await expect(staff.getByLabel(`Yanıt: ${questions[0]}`)).toHaveValue(draft);
  await admin.close();
});
