import sharp from 'sharp';
import { adminStatePath, projectScreen } from './admin';
import { expect, test } from './fixtures';

// Back-office catalogue: the catalogue screens as operations staff use them.
test.use({ storageState: adminStatePath('operations') });

const letters = () =>
  Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join(
    '',
  );

test('an admin creates a product with two SKUs and a photo; a shopper finds it by search', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const code = letters();
  const name = `Yakamoz Keten Nevresim ${code}`;
  const photo = await sharp({
    create: { width: 640, height: 640, channels: 3, background: '#7a9cc6' },
  })
    .png()
    .toBuffer();

  await page.goto('/admin-panel/urunler/urun-ekle');
  await expect(page.getByRole('heading', { name: 'Yeni ürün' })).toBeVisible();
  await page.getByLabel(/^Ürün adı/).fill(name);
  await page.getByLabel(/^Kısa kod/).fill(code);
  await page.getByLabel(/^Varsayılan fiyat/).fill('499,90');
  await page.getByLabel('Görseller: dosya seç').setInputFiles({
    name: 'yakamoz.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await expect(page.getByRole('textbox', { name: 'Görsel 1 açıklaması' })).toHaveValue('yakamoz');
  await page.getByRole('textbox', { name: 'Görsel 1 açıklaması' }).fill(`${name} yatak odasında`);

  await page.getByRole('button', { name: 'SKU ekle' }).click();
  for (const [i, size] of ['160x220', '200x220'].entries()) {
    await page
      .getByLabel(/^SKU kodu/)
      .nth(i)
      .fill(`${code}-${size}`);
    await page.getByLabel('Ebat', { exact: true }).nth(i).fill(size);
    await page
      .getByLabel('Fiyat', { exact: true })
      .nth(i)
      .fill(i === 0 ? '499,90' : '599,90');
    await page.getByLabel('Stok', { exact: true }).nth(i).fill('7');
  }
  await page.getByRole('button', { name: 'Ürünü oluştur' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/urun\/duzenle\/\d+$/);
  await expect(page.getByRole('link', { name: `${code}-200x220` })).toBeVisible();

  // A shopper, right away: the search finds it, with its photo.
  const shopper = await browser.newContext({
    ...projectScreen(),
    storageState: { cookies: [], origins: [] },
  });
  const shop = await shopper.newPage();
  await shop.goto(`/ara/${encodeURIComponent(`Yakamoz ${code}`)}`);
  const card = shop.getByRole('link', { name: new RegExp(name) }).first();
  await expect(card).toBeVisible();
  await expect(shop.locator(`img[alt="${name} yatak odasında"]`).first()).toBeVisible();
  await shopper.close();
});

test('deleting a brand that products use is refused with how many use it', async ({ page }) => {
  await page.goto('/admin-panel/markalar');
  // A demo brand every seed gives products to.
  const row = page.getByRole('row', { name: /Lodos Home/ });
  await row.getByRole('button', { name: 'Sil' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByRole('alert')).toContainText(/Bu marka \d+ üründe kullanılıyor/);
});

test('stock, supply and analysis screens open with their data', async ({ page }) => {
  await page.goto('/admin-panel/stok?q=a');
  await expect(page.getByRole('heading', { name: 'Stok', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: /Merkez Depo: \d+/ }).first()).toBeVisible();
  await page.goto('/admin-panel/stok/depolar');
  await expect(page.getByRole('cell', { name: 'İstanbul Aktarma' })).toBeVisible();
  await page.goto('/admin-panel/tedarikci-siparisleri');
  await expect(page.getByRole('heading', { name: 'Tedarikçi siparişleri' })).toBeVisible();
  await page.goto('/admin-panel/urunler?q=nevresim');
  await page
    .getByRole('table', { name: 'Ürünler' })
    .getByRole('link', { name: /Nevresim/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin-panel\/urun\/duzenle\/\d+$/);
  await page.getByRole('link', { name: 'Analiz' }).click();
  await expect(page.getByRole('heading', { name: /^Ürün analizi:/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Günlük rakamlar' })).toBeVisible();
});
