import { openAdminPage } from './admin';
import { expect, type Page, test } from './fixtures';

/** Opens the trendyol page as marketing and picks the `index`-th product of the list. */
async function openProduct(page: Page, index: number) {
  await page.goto('/admin-panel/trendyol');
  await expect(page.getByRole('heading', { level: 1, name: 'Trendyol' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Pazaryeri ürünleri' });
  const link = table.getByRole('link').nth(index);
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/[?&]urun=\d+/);
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: new RegExp(name.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    }),
  ).toBeVisible();
  return name;
}

test('a product is matched to Trendyol, checked, uploaded and its result shown', async ({
  browser,
  baseURL,
}) => {
  test.skip(
    test.info().project.name !== 'desktop',
    'the upload journey is a desk screen; the phone check is below',
  );
  test.setTimeout(180_000);
  const { page, context } = await openAdminPage(browser, 'marketing', baseURL);
  await openProduct(page, 0);

  // The check names each missing item beside its field.
  await page.getByRole('button', { name: 'Yüklemeden önce kontrol et' }).click();
  await expect(page.getByText('Pazaryeri markasını seçin.').first()).toBeVisible();
  await expect(page.getByText('Pazaryeri kategorisini seçin.').first()).toBeVisible();

  // Brand: Trendyol's search, picked from the list.
  await page.getByRole('combobox', { name: 'Trendyol markası' }).fill('Çarşı');
  await page.getByRole('option', { name: 'Çarşı Home' }).click();
  await expect(page.getByText('Seçili: Çarşı Home')).toBeVisible();

  // Leaf category, then its attributes (required first).
  await page
    .getByRole('combobox', { name: 'Pazaryeri kategorisi (en alt kategori)' })
    .fill('Nevresim');
  await page.getByRole('option', { name: /Nevresim Takımı$/ }).click();
  await expect(page.getByText('Zorunlu özellikler (3)')).toBeVisible();
  await page.locator('[data-attribute="47"] select').selectOption({ label: 'Beyaz' });
  await page.locator('[data-attribute="338"] select').selectOption({ label: 'Çift Kişilik' });
  await page.locator('[data-attribute="14"] select').selectOption({ label: '%100 Pamuk' });
  await page.locator('[data-attribute="1198"] input').fill('Çarşı Tekstil A.Ş., Bursa');
  await page.locator('[data-attribute="1216"] input').fill('Yerli üretim');
  await page.locator('[data-attribute="1116"] input').fill('30 derecede yıkayın.');

  // Barcodes per SKU, price rule, addresses.
  const barcodes = page
    .getByRole('table', { name: 'Varyantlar: barkod eşleştirme' })
    .getByRole('textbox', { name: /barkodu$/ });
  const stamp = Date.now().toString(36).toUpperCase();
  for (let i = 0; i < (await barcodes.count()); i += 1)
    await barcodes.nth(i).fill(`E2E${stamp}${i}`);
  await page.getByRole('textbox', { name: 'Mağaza fiyatının üzerine yüzde' }).fill('15');
  await page.getByRole('combobox', { name: 'Yuvarlama' }).selectOption('90');
  await page.getByRole('combobox', { name: 'Sevkiyat adresi' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'İade adresi' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Kargo firması' }).selectOption('4');

  await page.getByRole('button', { name: 'Yüklemeden önce kontrol et' }).click();
  await expect(page.getByRole('status').filter({ hasText: /gönderilmeye hazır/ })).toBeVisible();

  await page.getByRole('button', { name: "Trendyol'a gönder" }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /gönderim sırasına alındı/ }),
  ).toBeVisible();
  const result = page.locator('section[aria-labelledby="upload-result-title"]');
  await expect(result.getByText('Tamamlandı')).toBeVisible({ timeout: 60_000 });
  await expect(result.getByText('Kabul edildi').first()).toBeVisible();
  await expect(result.getByText('Yüklendi')).toBeVisible();
  await expect(result.locator('code')).toHaveText(/[0-9a-f-]{36}/);

  // The list shows it as sent; the "needs fixing" filter does not.
  await page.getByRole('combobox', { name: 'Durum' }).selectOption('needs-fixing');
  await page.getByRole('button', { name: 'Ara' }).click();
  await expect(page.getByText('Bu aramaya uyan ürün yok.')).toBeVisible();
  await context.close();
});

test('the trendyol page works on a phone: list, product, check with problems named', async ({
  browser,
  baseURL,
}) => {
  test.skip(test.info().project.name !== 'mobile', 'the desk journey is above');
  const { page, context } = await openAdminPage(browser, 'marketing', baseURL);
  await openProduct(page, 1);
  await page.getByRole('button', { name: 'Yüklemeden önce kontrol et' }).click();
  await expect(page.getByText('Pazaryeri markasını seçin.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: "Trendyol'a gönder" })).toBeVisible();
  // Nothing wider than the phone: wide tables scroll inside their own box.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
  await context.close();
});
