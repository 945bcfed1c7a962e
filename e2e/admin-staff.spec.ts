import { openAdminPage, projectScreen } from './admin';
import { expect, type Page, test } from './fixtures';
import { codeFromOutbox, uniquePhone } from './journeys';

// Staff management: the owner approves a new admin, changes their role,
// disables them (their open session ends at once) and enables them again, on the "Yöneticiler"
// tab of /admin-panel/kullanicilar; every change is in the page's history. The journey makes
// its own admin, so the demo admins other specs sign in as are never touched.

const captchaReady = (page: Page) =>
  expect(page.getByText('Güvenlik doğrulaması tamamlandı.')).toBeVisible({ timeout: 30_000 });

/** 0532 111 22 33: how every admin screen writes a phone. */
const written = (digits: string) =>
  `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7, 9)} ${digits.slice(9)}`;

test('the owner approves, re-roles, disables and re-enables an admin', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const phone = uniquePhone();
  const name = `Selim Personel ${phone.slice(-4)}`;

  // A new colleague registers on /admin-kayit.
  await page.goto('/admin-kayit');
  await page.getByLabel(/^Ad soyad/).fill(name);
  await page.getByLabel(/^Cep telefonu/).fill(written(phone));
  await captchaReady(page);
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kaydınız alındı' })).toBeVisible();

  // The owner approves them as warehouse staff on the admin home.
  const { context: ownerContext, page: owner } = await openAdminPage(browser, 'owner', baseURL);
  await owner.goto('/admin-panel/anasayfa');
  const pending = owner.locator('.pending-item').filter({ hasText: name });
  await pending.getByLabel('Rol').selectOption({ label: 'Depo' });
  await pending.getByRole('button', { name: 'Onayla' }).click();
  await expect(owner.getByText(`${name} yönetici olarak onaylandı.`)).toBeVisible();

  // The new admin signs in; the code goes in a POST body, never in a URL.
  const staffContext = await browser.newContext({ ...projectScreen(), baseURL, locale: 'tr-TR' });
  const staff = await staffContext.newPage();
  const urls: string[] = [];
  const signInMethods: string[] = [];
  staff.on('request', (request) => {
    urls.push(request.url());
    if (request.url().includes('/api/signIn/sendSecurityCodeToSignIn')) {
      signInMethods.push(request.method());
    }
  });
  await staff.goto('/admin-giris?sonra=%2Fadmin-panel%2Fanasayfa');
  await staff.getByLabel(/^Cep telefonu/).fill(written(phone));
  await captchaReady(staff);
  await staff.getByRole('button', { name: 'Kod Gönder' }).click();
  await staff.getByLabel(/^Doğrulama kodu/).fill(await codeFromOutbox(staff.request, phone));
  await captchaReady(staff);
  await staff.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(staff).toHaveURL(/\/admin-panel\/anasayfa$/);
  expect(signInMethods).toEqual(['POST']);
  expect(urls.filter((url) => url.includes(phone.slice(1)))).toEqual([]);

  // The owner finds them on the Yöneticiler tab.
  await owner.goto('/admin-panel/kullanicilar');
  await owner.getByRole('link', { name: 'Yöneticiler' }).click();
  await expect(owner).toHaveURL(/sekme=yoneticiler/);
  await owner.getByLabel('Ad veya telefon').fill(name);
  await owner.getByRole('search').getByRole('button', { name: 'Ara' }).click();
  const row = owner.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(written(phone));
  await expect(row).toContainText('Etkin');

  // A new role, after a confirmation.
  await row.getByLabel(`${name} rolü`).selectOption({ label: 'Muhasebe' });
  await owner.getByRole('button', { name: 'Rolü değiştir' }).click();
  await expect(owner.getByText(`${name} artık Muhasebe rolünde.`)).toBeVisible();
  await expect(row.getByLabel(`${name} rolü`)).toHaveValue('accounting');

  // Disabled: their open session ends at once.
  await row.getByRole('button', { name: 'Devre dışı bırak' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Devre dışı bırak' }).click();
  await expect(
    owner.getByText(`${name} devre dışı bırakıldı; açık oturumları kapatıldı.`),
  ).toBeVisible();
  await expect(row).toContainText('Devre dışı');
  await staff.goto('/admin-panel/anasayfa');
  await expect(staff).toHaveURL(/\/admin-giris/);

  // Enabled again, after a confirmation; the history names who did what.
  await row.getByRole('button', { name: 'Etkinleştir' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Etkinleştir' }).click();
  await expect(owner.getByText(`${name} yeniden etkinleştirildi.`)).toBeVisible();
  await expect(row).toContainText('Etkin');
  const history = owner.getByRole('region', { name: 'Yönetici değişiklikleri' });
  await expect(history).toContainText(`Demo Yönetici → ${name}: Yeniden etkinleştirildi`);
  await expect(history).toContainText(
    `Demo Yönetici → ${name}: Devre dışı bırakıldı, tüm oturumları kapatıldı`,
  );
  await expect(history).toContainText(`Demo Yönetici → ${name}: Rolü değişti: Depo → Muhasebe`);

  // The owner cannot disable themselves: their own row has no such button.
  await owner.getByLabel('Ad veya telefon').fill('Demo Yönetici');
  await owner.getByRole('search').getByRole('button', { name: 'Ara' }).click();
  const own = owner.getByRole('row').filter({ hasText: 'Demo Yönetici' });
  await expect(own).toContainText('Siz');
  await expect(own.getByRole('button', { name: 'Devre dışı bırak' })).toHaveCount(0);

  // The same tab on a phone: the list and its controls fit the screen.
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.goto(`/admin-panel/kullanicilar?sekme=yoneticiler&q=${encodeURIComponent(name)}`);
  await expect(owner.getByRole('row').filter({ hasText: name })).toBeVisible();
  await expect(owner.getByRole('link', { name: 'Yöneticiler' })).toBeVisible();
  const overflow = await owner.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await staffContext.close();
  await ownerContext.close();
});

test('admin screens write every phone one way: 0532 111 22 33', async ({ browser, baseURL }) => {
  const { context, page } = await openAdminPage(browser, 'owner', baseURL);
  // The wholesale accounts list (the demo accounts) and the order list.
  await page.goto('/admin-panel/toptan-ayarlari');
  const accounts = page.locator('main');
  await expect(accounts).toContainText(/0\d{3} \d{3} \d{2} \d{2}/);
  await expect(accounts).not.toContainText(/\+90\d{10}/);
  await page.goto('/admin-panel/siparisler');
  await expect(page.getByRole('table')).toContainText(/0\d{3} \d{3} \d{2} \d{2}/);
  await expect(page.getByRole('table')).not.toContainText(/\+90\d{10}/);
  await context.close();
});

test('operations deactivates a wholesale account (its session ends) and activates it again', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const phone = uniquePhone();
  const company = `Ege Tekstil ${phone.slice(-4)} Ltd.`;

  // A reseller applies and is approved by operations.
  await page.goto('/toptan-kayit');
  await page.getByLabel(/^Firma adı/).fill(company);
  await page.getByLabel(/^Yetkili ad soyad/).fill('Derya Ege');
  await page.getByLabel(/^E-posta/).fill(`derya${phone.slice(-4)}@ege.example`);
  await page.getByLabel(/^Cep telefonu/).fill(written(phone));
  await captchaReady(page);
  await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Başvurunuz alındı' })).toBeVisible();
  const { context, page: staff } = await openAdminPage(browser, 'operations', baseURL);
  await staff.goto('/admin-panel/anasayfa');
  await staff
    .locator('.pending-item')
    .filter({ hasText: company })
    .getByRole('button', { name: 'Bayi olarak onayla' })
    .click();
  await expect(
    staff.getByText(`${company} toptan hesabı bayi olarak etkinleştirildi.`),
  ).toBeVisible();

  // The reseller signs in to the portal.
  await page.goto('/toptan-giris?sonra=%2Ftoptan-hesabi');
  await page.getByLabel(/^Cep telefonu/).fill(written(phone));
  await captchaReady(page);
  await page.getByRole('button', { name: 'Kod Gönder' }).click();
  await page.getByLabel(/^Doğrulama kodu/).fill(await codeFromOutbox(page.request, phone));
  await captchaReady(page);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/toptan-hesabi$/);

  // Operations deactivates the account on its page, after a confirmation.
  await staff.goto('/admin-panel/toptan-ayarlari');
  await staff.getByLabel('Firma, yetkili veya telefon').fill(company);
  await staff.getByRole('search').getByRole('button', { name: 'Ara' }).click();
  await staff.getByRole('link', { name: company }).click();
  await expect(staff.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await staff.getByRole('button', { name: 'Hesabı pasifleştir' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Pasifleştir' }).click();
  await expect(
    staff.getByText(`${company} toptan hesabı pasifleştirildi; açık oturumları kapatıldı.`),
  ).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Hesabı etkinleştir' })).toBeVisible();

  // The reseller's open session has ended.
  await page.goto('/toptan-hesabi');
  await expect(page).toHaveURL(/\/toptan-giris/);

  await staff.getByRole('button', { name: 'Hesabı etkinleştir' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Etkinleştir' }).click();
  await expect(staff.getByText(`${company} toptan hesabı yeniden etkinleştirildi.`)).toBeVisible();
  const history = staff.getByRole('region', { name: 'Hesap geçmişi' });
  await expect(history).toContainText(`Demo Operasyon → ${company}: Toptan hesap pasifleştirildi`);
  await expect(history).toContainText('Toptan hesap yeniden etkinleştirildi');
  await context.close();
});

test('guest buyers are in kullanicilar with their orders and cash-on-delivery refusals', async ({
  browser,
  baseURL,
}) => {
  // The demo orders come from shoppers who never signed in.
  const { context, page } = await openAdminPage(browser, 'customerService', baseURL);
  await page.goto('/admin-panel/kullanicilar');
  const guest = page.getByRole('row').filter({ hasText: 'Misafir alıcı' }).first();
  await expect(guest).toBeVisible();
  await guest.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin-panel\/kullanici\//);
  await expect(page.getByText('Misafir alıcı:')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Siparişler \([1-9]\d*\)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Kapıda ödeme reddi \(\d+\)$/ })).toBeVisible();
  await context.close();
});
