import { openAdminPage } from './admin';
import { expect, type Page, test } from './fixtures';

/** Opens the hepsiburada page as marketing and picks the `index`-th product of the list. */
async function openProduct(page: Page, index: number) {
  await page.goto('/admin-panel/hepsiburada');
  await expect(page.getByRole('heading', { level: 1, name: 'Hepsiburada' })).toBeVisible();
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
}

test('a product is matched to Hepsiburada, checked, uploaded, a refused variant explained and deleted', async ({
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

  // Brand as text; leaf category, then its attributes (required first).
  await page.getByRole('textbox', { name: 'Hepsiburada markası' }).fill('Çarşı Home');
  await page
    .getByRole('combobox', { name: 'Pazaryeri kategorisi (en alt kategori)' })
    .fill('Nevresim');
  await page.getByRole('option', { name: /Nevresim Takımı$/ }).click();
  await expect(page.getByText('Zorunlu özellikler (4)')).toBeVisible();
  await page
    .locator('[data-attribute="renk_variant_property"] select')
    .selectOption({ label: 'Beyaz' });
  await page
    .locator('[data-attribute="ebatlar_variant_property"] select')
    .selectOption({ label: 'Çift Kişilik' });
  await page.locator('[data-attribute="00000MU"] select').selectOption({ label: '%100 Pamuk' });
  await page.locator('[data-attribute="uretici_bilgisi"] input').fill('Çarşı Tekstil A.Ş., Bursa');

  // Barcodes and merchant SKUs per variant (fresh ones each run), price rule.
  const table = page.getByRole('table', { name: 'Varyantlar: barkod eşleştirme' });
  const barcodes = table.getByRole('textbox', { name: /barkodu$/ });
  const merchantSkus = table.getByRole('textbox', { name: /satıcı stok kodu/ });
  const stamp = Date.now().toString(36).toUpperCase();
  const count = await barcodes.count();
  for (let i = 0; i < count; i += 1) {
    await barcodes.nth(i).fill(`HB${stamp}${i}`);
    await merchantSkus.nth(i).fill(`HB-${stamp}-${i}`);
  }
  await page.getByRole('textbox', { name: 'Mağaza fiyatının üzerine yüzde' }).fill('12');
  await page.getByRole('combobox', { name: 'Yuvarlama' }).selectOption('99');

  await page.getByRole('button', { name: 'Yüklemeden önce kontrol et' }).click();
  await expect(page.getByRole('status').filter({ hasText: /gönderilmeye hazır/ })).toBeVisible();

  // Hepsiburada will refuse the last variant (the stand-in's control, as its catalogue team would).
  const refused = `HB-${stamp}-${count - 1}`;
  const control = await page.request.post('/__sandbox/hepsiburada/__control/refuse-sku', {
    data: { merchantSku: refused, reason: 'Görsel kalitesi yetersiz.' },
  });
  expect(control.ok()).toBe(true);

  await page.getByRole('button', { name: "Hepsiburada'ya gönder" }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /gönderim sırasına alındı/ }),
  ).toBeVisible();
  const result = page.locator('section[aria-labelledby="upload-result-title"]');
  // The batch is processed; one refused variant makes the upload one to fix.
  await expect(result.getByText('Düzeltilmeli')).toBeVisible({ timeout: 60_000 });
  await expect(result.getByText('Yüklendi')).toBeVisible();
  await expect(result.locator('code')).toHaveText(/[0-9a-f-]{36}/);
  await expect(result.getByText('Reddedildi').first()).toBeVisible();
  await expect(result.getByText(/Görsel kalitesi yetersiz/)).toBeVisible();
  if (count > 1) await expect(result.getByText('Kabul edildi').first()).toBeVisible();

  // The refused variant awaits action: it is deleted from Hepsiburada from the same screen.
  await page.getByRole('button', { name: 'Aksiyon bekleyen varyantları sil' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /kaldırılması için gönderildi/ }),
  ).toBeVisible();
  const state = await (await page.request.get('/__sandbox/hepsiburada/__control/state')).json();
  expect(state.products.map((p: { merchantSku: string }) => p.merchantSku)).not.toContain(refused);
  await context.close();
});

test('the hepsiburada page works on a phone: list, product, check with problems named', async ({
  browser,
  baseURL,
}) => {
  test.skip(test.info().project.name !== 'mobile', 'the desk journey is above');
  const { page, context } = await openAdminPage(browser, 'marketing', baseURL);
  await openProduct(page, 1);
  await page.getByRole('button', { name: 'Yüklemeden önce kontrol et' }).click();
  await expect(page.getByText('Pazaryeri markasını seçin.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: "Hepsiburada'ya gönder" })).toBeVisible();
  // Nothing wider than the phone: wide tables scroll inside their own box.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
  await context.close();
});
