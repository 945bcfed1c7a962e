import { adminStatePath, projectScreen } from './admin';
import { type APIRequestContext, expect, type Page, test } from './fixtures';

// Back-office catalogue: what the catalogue screens change reaches the storefront.
test.use({ storageState: adminStatePath('operations') });

const letters = () =>
  Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join(
    '',
  );

interface Created {
  id: number;
  slug: string;
  name: string;
  sku: string;
  skuId: number;
}

/** A product of the test's own (one SKU), so no other spec's prices or stock move. */
async function createProduct(
  request: APIRequestContext,
  baseURL: string | undefined,
  { price, stock }: { price: number; stock: number },
): Promise<Created> {
  const code = letters();
  const name = `Lavanta Pike Takımı ${code}`;
  const sku = `${code}-TEST`;
  // The admin API takes writes from the shop's own origin only.
  const response = await request.post('/api/admin/products', {
    headers: { origin: new URL(baseURL!).origin },
    data: {
      name,
      code,
      defaultPrice: price,
      defaultVat: 10,
      skus: [{ sku, size: 'Tek Kişilik', price, vat: 10, countInStock: stock }],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { product } = await response.json();
  return { id: product.id, slug: product.slug, name, sku, skuId: product.skus[0].id };
}

const productUrl = (p: Created) => `/urun/${p.slug}/${p.id}`;

const csv = (rows: string[]) =>
  Buffer.from(
    ['sku,urun,fiyat,ek_adet_fiyati,toptan_fiyat,kdv,stok,aktif', ...rows].join('\n'),
    'utf8',
  );

async function preview(page: Page, file: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'katalog.csv',
    mimeType: 'text/csv',
    buffer: file,
  });
  await page.getByRole('button', { name: 'Önizle' }).click();
}

test('a bulk-update CSV changes a price and stock; the product page shows the new price; a bad row is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const product = await createProduct(page.request, baseURL, { price: 49_990, stock: 3 });
  const shopper = await browser.newContext({
    ...projectScreen(),
    storageState: { cookies: [], origins: [] },
  });
  const shop = await shopper.newPage();
  await shop.goto(productUrl(product));
  await expect(shop.getByTestId('price')).toHaveText('499.90 TL');

  // A bad row: the price is not a number. Row and column are named; nothing can be applied.
  await page.goto('/admin-panel/toplu-guncelleme');
  await preview(page, csv([`${product.sku},${product.name},dörtyüz,0,,10,9,evet`]));
  await expect(page.getByText('1 satır okundu, 0 SKU değişecek, 1 hatalı satır.')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    `Satır 2: ${product.sku}: Fiyat sayı değil (dörtyüz)`,
  );
  await expect(page.getByRole('button', { name: 'Değişiklikleri uygula' })).toBeDisabled();
  const unchanged = await (await page.request.get(`/api/admin/products/${product.id}`)).json();
  expect(unchanged.product.skus[0]).toMatchObject({ price: 49_990, countInStock: 3 });

  // A good file: new price and stock, previewed, applied, summarised.
  await page.reload();
  await preview(page, csv([`${product.sku},${product.name},"649,90",0,,10,12,evet`]));
  await expect(page.getByText('1 satır okundu, 1 SKU değişecek, 0 hatalı satır.')).toBeVisible();
  const changes = page.getByRole('table', { name: 'Değişiklikler' });
  await expect(changes.getByRole('row')).toHaveCount(3);
  await expect(changes.getByRole('row', { name: /Fiyat/ })).toContainText('649.90 TL');
  await expect(changes.getByRole('row', { name: /Stok/ })).toContainText('12');
  await page.getByRole('button', { name: 'Değişiklikleri uygula' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 SKU güncellendi.' })).toBeVisible({
    timeout: 30_000,
  });
  const changed = await (await page.request.get(`/api/admin/products/${product.id}`)).json();
  expect(changed.product.skus[0]).toMatchObject({ price: 64_990, countInStock: 12 });

  await shop.reload();
  await expect(shop.getByTestId('price')).toHaveText('649.90 TL');
  await shopper.close();
});

test('a stock count in the back office shows on the product page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const product = await createProduct(page.request, baseURL, { price: 29_990, stock: 0 });
  const shopper = await browser.newContext({
    ...projectScreen(),
    storageState: { cookies: [], origins: [] },
  });
  const shop = await shopper.newPage();
  await shop.goto(productUrl(product));
  await expect(shop.getByRole('button', { name: 'Stokta yok' })).toBeDisabled();

  const count = async (quantity: number) => {
    await page.goto(`/admin-panel/stok?q=${encodeURIComponent(product.sku)}`);
    const row = page.getByRole('row', { name: new RegExp(product.sku) });
    await row.getByRole('button', { name: 'Stok hareketi' }).click();
    const dialog = page.getByRole('dialog', { name: `Stok hareketi: ${product.sku}` });
    await dialog.getByLabel('Sayılan adet (depodaki)').fill(String(quantity));
    await dialog.getByLabel('Açıklama').fill('Sayım');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Stok hareketi kaydedildi.' }),
    ).toBeVisible();
    await expect(row.getByRole('cell', { name: new RegExp(`: ${quantity}$`) })).toBeVisible();
  };

  await count(8);
  await shop.reload();
  await expect(shop.getByRole('button', { name: 'Sepete Ekle' })).toBeEnabled();
  await expect(shop.getByText('Stokta var')).toBeVisible();

  await count(0);
  await shop.reload();
  await expect(shop.getByRole('button', { name: 'Stokta yok' })).toBeDisabled();
  await expect(shop.getByText('Tükendi').first()).toBeVisible();
  await shopper.close();
});

test('a price rise planned in the back office is announced on the product page until it is cancelled', async ({
  page,
  browser,
  baseURL,
}) => {
  const product = await createProduct(page.request, baseURL, { price: 50_000, stock: 5 });
  await page.goto(`/admin-panel/urun/duzenle/${product.id}`);
  const plan = page.getByRole('group', { name: 'Planlı fiyat artışı' });
  await expect(plan.getByRole('textbox', { name: 'Artış (TL)' })).toHaveValue('10');
  await plan.getByRole('button', { name: 'Artışı planla' }).click();
  await expect(page.getByText('Fiyat artışı planlandı.')).toBeVisible();
  await expect(plan.getByRole('cell', { name: 'Bekliyor' })).toBeVisible();

  // The shop works in Turkey time, and so does this browser: the default is tonight's midnight.
  const visitor = await browser.newContext({
    ...projectScreen(),
    storageState: { cookies: [], origins: [] },
  });
  const shopper = await visitor.newPage();
  await shopper.goto(productUrl(product));
  await expect(shopper.locator('.price-box__rise')).toHaveText(
    'Fiyat bu gece 00:00’da 10.00 TL artıyor.',
  );
  await expect(shopper.getByTestId('price')).toHaveText('500.00 TL');

  await plan.getByRole('button', { name: 'İptal et' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'İptal et' }).click();
  await expect(plan.getByRole('cell', { name: 'İptal edildi' })).toBeVisible();
  await shopper.reload();
  await expect(shopper.getByTestId('price')).toHaveText('500.00 TL');
  await expect(shopper.locator('.price-box__rise')).toHaveCount(0);
  await visitor.close();
});

test('a production in the back office consumes its materials and the made units go on sale', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const product = await createProduct(page.request, baseURL, { price: 39_990, stock: 0 });
  const materialName = `Saten kumaş ${letters()}`;
  const created = await page.request.post('/api/admin/taxonomy/materials', {
    headers: { origin: new URL(baseURL!).origin },
    data: { name: materialName, kind: 'Kumaş', unit: 'metre', stock: 10 },
  });
  expect(created.status(), await created.text()).toBe(200);

  await page.goto(`/admin-panel/stok?q=${encodeURIComponent(product.sku)}`);
  const row = page.getByRole('row', { name: new RegExp(product.sku) });
  await row.getByRole('button', { name: 'Stok hareketi' }).click();
  const dialog = page.getByRole('dialog', { name: `Stok hareketi: ${product.sku}` });
  await dialog.getByRole('combobox', { name: 'Hareket' }).click();
  await page.getByRole('option', { name: 'Üretim (malzeme tüketir)' }).click();
  await dialog.getByRole('combobox', { name: 'Malzeme 1' }).fill(materialName);
  await page.getByRole('option', { name: new RegExp(materialName) }).click();
  // More than there is: refused on the line, nothing written.
  await dialog.getByRole('textbox', { name: /^Miktar/ }).fill('12');
  await dialog.getByLabel('Üretilen adet').fill('3');
  await dialog.getByLabel('Açıklama').fill('Atölye');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(
    dialog.getByText(`Yeterli ${materialName} yok: kalan 10 metre.`).first(),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Miktar/ }).fill('7.5');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Stok hareketi kaydedildi.' }),
  ).toBeVisible();
  await expect(row.getByRole('cell', { name: /: 3$/ })).toBeVisible();

  await page.goto(`/admin-panel/stok/malzemeler?q=${encodeURIComponent(materialName)}`);
  await expect(page.getByRole('row', { name: new RegExp(materialName) })).toContainText('2.5');

  const shopper = await browser.newContext({
    ...projectScreen(),
    storageState: { cookies: [], origins: [] },
  });
  const shop = await shopper.newPage();
  await shop.goto(productUrl(product));
  await expect(shop.getByRole('button', { name: 'Sepete Ekle' })).toBeEnabled();
  await shopper.close();
});
