import { expect, type Page, test } from './fixtures';
import { uniquePhone } from './journeys';

async function waitForCaptcha(page: Page, text = 'Güvenlik doğrulaması tamamlandı.') {
  await expect(page.getByText(text)).toBeVisible({ timeout: 20_000 });
}

test.describe('application forms', () => {
  test('the dealer form names bad fields, then confirms on the page and by SMS', async ({
    page,
  }) => {
    const digits = uniquePhone();
    await page.goto('/bayi-basvuru-formu');
    await expect(page.getByRole('heading', { level: 1, name: 'Bayi Başvuru Formu' })).toBeVisible();
    await waitForCaptcha(page);
    await page.getByLabel('Firma unvanı').fill('Yıldız Ev Tekstili');
    await page.getByLabel('E-posta').fill('mehmet@');
    await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();
    await expect(page.getByRole('alert')).toHaveText('Lütfen işaretli alanları düzeltin.');
    await expect(page.getByLabel('E-posta')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Geçerli bir e-posta adresi yazın.')).toBeVisible();
    await expect(page.getByText('Yetkili adı soyadı gerekli.')).toBeVisible();
    await expect(page.getByText('Devam etmek için aydınlatma metnini onaylayın.')).toBeVisible();

    await waitForCaptcha(page);
    await page.getByLabel('Yetkili adı soyadı').fill('Mehmet Yıldız');
    await page.getByLabel('Telefon').fill(digits);
    await page.getByLabel('E-posta').fill('mehmet@yildiz.com.tr');
    await page.getByLabel('İl', { exact: true }).fill('Bursa');
    await page.getByLabel('Vergi dairesi').fill('Osmangazi');
    await page.getByLabel('Vergi kimlik no / TC kimlik no').fill('4540536920');
    await page.getByLabel('Satış kanalınız').selectOption('Mağaza');
    await page.getByLabel('İlgilendiğiniz ürün grubu').selectOption('Yastıklar');
    await page.getByLabel('Tahmini aylık alım').selectOption('25.000 TL altı');
    await page.getByRole('checkbox', { name: /aydınlatma metnini okudum/ }).check();
    await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Başvurunuz alındı' })).toBeVisible();
    await expect
      .poll(async () => {
        const response = await page.request.get(`/__sandbox/sms/messages?phone=${digits}`);
        const { messages } = (await response.json()) as { messages: { text: string }[] };
        return messages[0]?.text ?? '';
      })
      .toContain('Bayi Başvuru Formu için başvurunuz alındı');
  });

  test('the export inquiry form speaks English', async ({ page }) => {
    await page.goto('/export-inquiries-form');
    await expect(page.locator('main')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Export Inquiries' })).toBeVisible();
    await waitForCaptcha(page);
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.getByText('Company name is required.')).toBeVisible();
    await waitForCaptcha(page);
    await page.getByLabel('Company name').fill('Hansen Textil GmbH');
    await page.getByLabel('Contact person').fill('Anna Hansen');
    await page.getByLabel('E-mail').fill('anna@hansen.de');
    await page.getByLabel('Phone').fill('+49 30 1234567');
    await page.getByLabel('Country').fill('Germany');
    await page.getByLabel('City').fill('Berlin');
    await page.getByLabel('Products of interest').selectOption('Towels and bathrobes');
    await page.getByLabel('Estimated annual volume').selectOption('10,000–50,000 USD');
    await page.getByRole('checkbox', { name: /privacy notice/ }).check();
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  });

  test('the supplier and corporate forms open with their fields', async ({ page }) => {
    await page.goto('/tedarikci-basvuru-formu');
    await expect(page.getByLabel('Sunduğunuz ürünler')).toBeVisible();
    await page.goto('/kurumsal-ve-toptan-siparis-talep-formu');
    await expect(page.getByLabel('Adet / miktar')).toBeVisible();
  });
});

test.describe('explanatory pages', () => {
  test('the how-to-shop page explains the product’s own discount and the add-on discount', async ({
    page,
  }) => {
    const product = (await (await page.request.get('/api/products/shortcode/nova')).json()) as {
      path: string;
    };
    const slug = product.path.split('/')[2];
    await page.goto(`/mainland/${slug}-ile-nasil-indirimli-alisveri-yapiliyor`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ile nasıl indirimli');
    await expect(page.getByText(/48 saat boyunca/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ek sipariş indirimi' })).toBeVisible();
    const unknown = await page.goto('/mainland/yok-boyle-ile-nasil-indirimli-alisveri-yapiliyor');
    expect(unknown?.status()).toBe(404);
  });

  test('the corporate sign-up page leads to the wholesale sign-up', async ({ page }) => {
    await page.goto('/mainland/kurumsal-kayit-aciklamasi');
    await page.getByRole('link', { name: 'Toptan hesap başvurusu yap' }).click();
    await expect(page).toHaveURL(/\/toptan-kayit$/);
  });
});
