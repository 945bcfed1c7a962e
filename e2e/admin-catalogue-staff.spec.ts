import sharp from 'sharp';
import { adminStatePath, followAdminMenu, openAdminPage } from './admin';
import { expect, test } from './fixtures';

// What staff met in the catalogue and stock screens, done the way they did it.
test.use({ storageState: adminStatePath('operations') });

const letters = () =>
  Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join(
    '',
  );

const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

test('a product photo uploaded beside variant photos shows on the page; its structured data points at files that exist', async ({
  page,
  baseURL,
}) => {
  const code = letters();
  const origin = new URL(baseURL!).origin;
  const upload = async (bytes: Buffer, alt: string) => {
    const response = await page.request.post(`/api/admin/images?alt=${encodeURIComponent(alt)}`, {
      headers: { 'content-type': 'image/png', origin },
      data: bytes,
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).image;
  };
  // A 500 px photo is stored at 320 only: no -640 or -960 file exists for it.
  const productPhoto = await upload(await photo(500, 400, '#8a6d5a'), 'Yatak odasında');
  expect(productPhoto.widths).toEqual([320]);
  const variantPhoto = await upload(await photo(960, 960, '#dfe6ee'), 'Beyaz');

  const created = await page.request.post('/api/admin/products', {
    headers: { origin },
    data: {
      name: `Keten Pike ${code}`,
      code,
      defaultPrice: 29_990,
      defaultVat: 10,
      defaultImages: [productPhoto],
      skus: [
        {
          sku: `${code}-BYZ`,
          color: 'Beyaz',
          price: 29_990,
          vat: 10,
          countInStock: 4,
          images: [variantPhoto],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { product } = await created.json();

  await page.goto(`/urun/${product.slug}/${product.id}`);
  const uploaded = page.getByRole('button', { name: /Görsel 2: Yatak odasında/ });
  await expect(uploaded).toBeVisible();
  await uploaded.click();
  const shown = page.locator('.gallery__main img');
  await expect(shown).toHaveAttribute('alt', 'Yatak odasında');
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
  const images: string[] = jsonLd.find((ld) => ld['@type'] === 'Product').image;
  expect(images.some((url) => url.includes(productPhoto.key))).toBe(true);
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  for (const url of [...images, ogImage!]) {
    expect((await page.request.get(url)).status(), url).toBe(200);
  }
});

test('an admin page that does not exist yet keeps the back office menu', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openAdminPage(browser, 'owner', baseURL);
  const response = await page.goto('/admin-panel/cari');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  await expect(menu).toBeVisible();
  await page.getByRole('link', { name: 'Yönetim ana sayfasına dön' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/anasayfa$/);
  await context.close();
});

test('warehouse staff open their "Tedarikçi siparişleri" and see the low-stock list at home', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openAdminPage(browser, 'warehouse', baseURL);
  await page.goto('/admin-panel/anasayfa');
  await expect(page.getByRole('heading', { name: 'Azalan stok' })).toBeVisible();
  await followAdminMenu(page, 'Tedarikçi siparişleri');
  await expect(page).toHaveURL(/\/admin-panel\/tedarikci-siparisleri$/);
  await expect(page.getByRole('heading', { name: 'Tedarikçi siparişleri' })).toBeVisible();
  await expect(page.getByText('Bu sayfaya erişim yetkiniz yok')).toHaveCount(0);
  await context.close();
});

test('staff read order and payment states in Turkish on a support request', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openAdminPage(browser, 'customerService', baseURL);
  await page.goto('/admin-panel/musteri-hizmetleri');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin-panel\/musteri-hizmeti\//);
  const order = page.locator('section[aria-labelledby="siparis"]');
  await expect(order).toContainText(/Yeni|Onaylandı|Paketlendi|Kargoda|Teslim|İptal/);
  await expect(order).not.toContainText(
    /\b(NEW|CONFIRMED|PACKED|SHIPPED|DELIVERED|CANCELLED|UNPAID|PAID|CASH_ON_DELIVERY)\b/,
  );
  await context.close();
});

test('a price change shows at once on the cached list page, the product page and the cart', async ({
  page,
  baseURL,
}) => {
  const code = letters();
  const name = `Bambu Havlu ${code}`;
  const origin = new URL(baseURL!).origin;
  const created = await page.request.post('/api/admin/products', {
    headers: { origin },
    data: {
      name,
      code,
      defaultPrice: 19_990,
      defaultVat: 10,
      skus: [{ sku: `${code}-50`, size: '50x90', price: 19_990, vat: 10, countInStock: 9 }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { product } = await created.json();

  // The same browser shops: catalogue pages are one cached copy for everyone.
  const shop = page;
  const listPage = `/ara/${encodeURIComponent(name)}`;
  await shop.goto(listPage);
  const card = shop.getByRole('link', { name: new RegExp(name) }).first();
  await expect(card).toContainText('199.90 TL');

  // "Varsayılan fiyat" is not what shoppers pay: the SKU's price is.
  const { id, version, skus, ...fields } = product;
  const saved = await page.request.put(`/api/admin/products/${id}`, {
    headers: { origin },
    data: { ...fields, defaultPrice: 20_990, version },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { id: skuId, version: skuVersion, desi, productId, position, ...skuFields } = skus[0];
  const repriced = await page.request.put(`/api/admin/skus/${skuId}`, {
    headers: { origin },
    data: { ...skuFields, price: 21_990, version: skuVersion },
  });
  expect(repriced.status(), await repriced.text()).toBe(200);

  await shop.goto(listPage);
  await expect(card).toContainText('219.90 TL');
  await card.click();
  await expect(shop.locator('.price-box')).toContainText('219.90 TL');
  await shop.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(shop).toHaveURL(/\/sepet$/);
  await expect(shop.getByRole('main')).toContainText('219.90 TL');
});
