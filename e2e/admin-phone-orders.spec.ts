import { followAdminMenu, openAdminPage } from './admin';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { productInStock, uniquePhone } from './journeys';

/** A SKU code of a demo product with stock, as staff read it off the shelf. */
async function skuInStock(request: APIRequestContext, skip: number) {
  const product = await productInStock(request, skip);
  const details = await (await request.get(`/api/products/productdetails/${product._id}`)).json();
  return (details.skus as { sku: string; countInStock: number }[]).find((s) => s.countInStock > 0)!
    .sku;
}

interface Sku {
  _id: number;
  sku: string;
  size: string;
  color: string;
  type: string;
  target: string;
  price: number;
  countInStock: number;
}

/** "L / Beyaz": how the order page names a size and colour. */
const variantOf = (sku: Sku) =>
  [sku.size, sku.color, sku.type, sku.target]
    .filter((part) => part && part.trim() !== '' && part !== 'Pass')
    .join(' / ') || 'Tek seçenek';

/**
 * A demo product with two sizes or colours in stock (a dearer one if there is), for an order
 * whose line is then swapped: the SKU to order and the one to swap to.
 */
async function swappableProduct(request: APIRequestContext) {
  const list = await (await request.get('/api/products/?pageNumber=1')).json();
  let fallback: { productId: number; from: Sku; to: Sku } | undefined;
  for (const product of list.products as { _id: number; inStock: boolean }[]) {
    if (!product.inStock) continue;
    const details = await (await request.get(`/api/products/productdetails/${product._id}`)).json();
    const skus = (details.skus as Sku[]).filter((s) => s.countInStock > 1);
    if (skus.length < 2) continue;
    const from = skus[0]!;
    const dearer = skus.find((s) => s.price > from.price);
    if (dearer) return { productId: product._id, from, to: dearer };
    fallback ??= { productId: product._id, from, to: skus[1]! };
  }
  expect(fallback, 'a product with two variants in stock').toBeTruthy();
  return fallback!;
}

/** Units in stock of each SKU of a product, as the product page reads them. */
async function stockOf(request: APIRequestContext, productId: number) {
  const details = await (await request.get(`/api/products/productdetails/${productId}`)).json();
  return new Map((details.skus as Sku[]).map((s) => [s.sku, s.countInStock]));
}

/** The caller's details and one line, typed into the phone-order form. */
async function fillNewCaller(page: Page, phone: string, sku: string) {
  await page.getByLabel('Cep telefonu').fill(phone);
  await page.getByRole('button', { name: 'Müşteriyi bul' }).click();
  await expect(
    page.getByText(/ile kayıtlı müşteri yok: sipariş ile oluşturulacak\.$/),
  ).toBeVisible();
  await page.getByLabel('Ad', { exact: true }).fill('Emine');
  await page.getByLabel('Soyad').fill('Aydın');
  await page.getByLabel('E-posta').fill('emine@example.com');
  await page.getByLabel('İl', { exact: true }).fill('Bursa');
  await page.getByLabel('İlçe').fill('Nilüfer');
  await page.getByLabel('Adres').fill('Cumhuriyet Cad. No: 5');
  await page.getByLabel('1. ürünün SKU kodu').fill(sku);
}

test.describe('phone orders', () => {
  test('customer service takes a phone order for a new caller, cash on delivery, opens it and swaps a size', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const { productId, from, to } = await swappableProduct(request);
    const sku = from.sku;
    const { context, page } = await openAdminPage(browser, 'customerService', baseURL);
    try {
      await page.goto('/admin-panel/siparisler');
      await followAdminMenu(page, 'Telefonla sipariş');
      await expect(page).toHaveURL(/\/admin-panel\/telefonla-siparis$/);
      await expect(page).toHaveTitle('Telefonla sipariş | Yönetim');

      const phone = uniquePhone();
      await fillNewCaller(page, phone, sku);
      await page.getByRole('button', { name: 'Siparişi oluştur' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Siparişi oluştur' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'telefon siparişi' })).toContainText(
        'kapıda ödemeyle onaylandı',
      );

      await page.getByRole('link', { name: /^Sipariş \d{6}-\d{5}$/ }).click();
      await expect(page.getByTestId('siparis-durumu')).toHaveText('Onaylandı');
      await expect(page.getByTestId('siparis-kaynagi')).toHaveText('telefon');
      // Cash on delivery: what the courier collects, not an empty card record.
      await expect(
        page.getByText(/^Kapıda ödeme: \d+\.\d{2} TL teslimatta tahsil edilecek\.$/),
      ).toBeVisible();
      await expect(page.getByText(/iyzico ödeme no/)).toHaveCount(0);
      const collect = page.getByText(/^Kapıda ödeme: \d+\.\d{2} TL teslimatta tahsil edilecek\.$/);
      const totalBefore = Number.parseFloat(
        /([\d.]+) TL/.exec((await collect.textContent()) ?? '')![1]!,
      );

      // The caller wants another size before the order is packed: the old unit goes back to
      // stock, the new one comes out of it, and the courier collects the new total.
      const stockBefore = await stockOf(request, productId);
      const swap = page.getByRole('region', { name: 'Beden veya renk değiştir' });
      await expect(swap).toBeVisible();
      await swap.getByLabel('Ürün').selectOption({ index: 1 });
      // The choices say what each costs and how many are in stock.
      const newVariant = swap.getByLabel('Yeni beden / renk');
      await expect(newVariant.locator(`option[value="${to._id}"]`)).toContainText(
        `${variantOf(to)} — `,
      );
      await expect(newVariant.locator(`option[value="${to._id}"]`)).toContainText(
        `(stok ${stockBefore.get(to.sku)})`,
      );
      await newVariant.selectOption(String(to._id));
      await swap.getByLabel('Neden').fill('Müşteri başka bedenini istedi');
      await swap.getByRole('button', { name: 'Beden/renk değiştir' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Değiştir' }).click();
      const done = page.getByRole('status').filter({ hasText: 'Ürün değiştirildi' });
      await expect(done).toContainText(`${variantOf(from)} → ${variantOf(to)}.`);
      if (to.price === from.price) {
        await expect(done).toContainText('Fiyat farkı yok.');
      } else {
        // The difference is what the courier collects on top (or less): the new total.
        await expect(done).toContainText(
          /Yeni sipariş tutarı \d+\.\d{2} TL \(fark [+−]\d+\.\d{2} TL\)\./,
        );
        const [, total, sign, gap] =
          /Yeni sipariş tutarı (\d+\.\d{2}) TL \(fark ([+−])(\d+\.\d{2}) TL\)/.exec(
            (await done.textContent()) ?? '',
          )!;
        const before = Math.round(totalBefore * 100);
        const change = Math.round(Number(gap) * 100) * (sign === '+' ? 1 : -1);
        expect(Math.round(Number(total) * 100)).toBe(before + change);
        await expect(
          page.getByText(`Kapıda ödeme: ${total} TL teslimatta tahsil edilecek.`),
        ).toBeVisible();
      }
      // The order's line is the new size or colour now.
      await expect(swap.getByLabel('Ürün').locator('option').nth(1)).toContainText(
        ` — ${variantOf(to)} (1 adet)`,
      );
      await expect
        .poll(async () => {
          const stock = await stockOf(request, productId);
          return [stock.get(from.sku), stock.get(to.sku)];
        })
        .toEqual([stockBefore.get(from.sku)! + 1, stockBefore.get(to.sku)! - 1]);
    } finally {
      await context.close();
    }
  });

  test('a double click and a retried request place one phone order', async ({
    browser,
    baseURL,
    request,
  }) => {
    const sku = await skuInStock(request, 3);
    const { context, page } = await openAdminPage(browser, 'customerService', baseURL);
    try {
      // Every order request is sent to the server twice, as a flaky connection retries it; each
      // one must carry the form's key.
      const keys: (string | undefined)[] = [];
      await page.route('**/api/admin/managed-orders', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        keys.push(route.request().headers()['idempotency-key']);
        await route.fetch();
        return route.continue();
      });
      await page.goto('/admin-panel/telefonla-siparis');
      const phone = uniquePhone();
      await fillNewCaller(page, phone, sku);
      await page.getByRole('button', { name: 'Siparişi oluştur' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Siparişi oluştur' }).dblclick();
      const placed = page.getByRole('status').filter({ hasText: 'telefon siparişi' });
      await expect(placed).toContainText('kapıda ödemeyle onaylandı');
      expect(keys.length).toBeGreaterThan(0);
      expect(keys[0]).toMatch(/^[\w-]{8,100}$/);
      expect(new Set(keys).size).toBe(1);

      // The caller has one order, not one per click or per request.
      await page.goto(`/admin-panel/siparisler?q=${phone}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Siparişler' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^\d{6}-\d{5}$/ })).toHaveCount(1);
    } finally {
      await context.close();
    }
  });
});
